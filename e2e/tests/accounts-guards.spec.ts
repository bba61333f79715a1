import type { Page } from '@playwright/test';
import { expect, headerLogin, logIn, PAGE_LOAD, signUpThroughApi, test } from '../fixtures';

// The pages that need a signed-in customer (/profile, /orders, /checkout) send a visitor to /login first, and
// the login brings them back (spec part 2 section 6: redirectAfterLogin; checkout passes ?returnUrl=/checkout).

const loginHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Welcome Back' });

const redirectAfterLogin = (page: Page) => page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'));

test('/profile sends a visitor to /login and the login brings them back to My Account', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/, PAGE_LOAD);
  await expect(loginHeading(page)).toBeVisible();
  expect(await redirectAfterLogin(page)).toBe('/profile');

  await logIn(page, account, { open: false });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${account.firstName}`)).toBeVisible();
  // The stored return path is used once.
  expect(await redirectAfterLogin(page)).toBeNull();

  // Logging out from My Account goes home, not to /login; the next login goes home too.
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerLogin(page)).toBeVisible();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/$/);
});

test('/orders sends a visitor to /login and the login brings them back to /orders', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/, PAGE_LOAD);
  await expect(loginHeading(page)).toBeVisible();
  expect(await redirectAfterLogin(page)).toBe('/orders');

  await logIn(page, account, { open: false });
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);
});

test('/checkout sends a visitor to /login with returnUrl /checkout, and back after the login', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?returnUrl=(\/|%2F)checkout$/, PAGE_LOAD);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/checkout');
  await expect(loginHeading(page)).toBeVisible();

  await logIn(page, account, { open: false });
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(headerLogin(page)).toHaveCount(0);
});
