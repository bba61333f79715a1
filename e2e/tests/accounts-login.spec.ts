import type { BrowserContext } from '@playwright/test';
import { accountMenuButton, expect, headerLogin, logIn, reload, signUpThroughApi, submitLogin, test, toast, visit } from '../fixtures';

// Logging in and out (/login and the header's account menu), and the session cookies in between.

const SESSION_COOKIES = ['access_token', 'refresh_token', 'user_session'];
const DAY = 24 * 60 * 60;

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => SESSION_COOKIES.includes(c.name));
}

test('a wrong password says so inline and puts the focus back on the password; the right one logs in', async ({ shopper: page, request, context }) => {
  const account = await signUpThroughApi(request);
  await visit(page, '/login');
  const form = page.getByRole('main');

  await submitLogin(page, account.email, 'Wrong-password-1');
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCookies(context)).toEqual([]);

  // An address without an account gets the very same answer.
  await submitLogin(page, `nobody.${account.userName}@example.com`, account.password);
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();

  // Without 'Remember me' (a shared phone) the session cookies end with the browser; all are strict same-site.
  await form.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await logIn(page, account, { open: false });
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page, account.firstName)).toBeVisible();
  const cookies = await sessionCookies(context);
  expect(cookies.map((c) => c.name).sort()).toEqual([...SESSION_COOKIES].sort());
  for (const cookie of cookies) {
    expect(cookie.sameSite, cookie.name).toBe('Strict');
    expect(cookie.path, cookie.name).toBe('/');
    expect(cookie.expires, cookie.name).toBe(-1);
  }
  const session = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user_session')!.value)) as { email: string; firstName: string };
  expect(session).toMatchObject({ email: account.email, firstName: account.firstName });
});

test('Remember me (ticked by default) keeps the session 7 days; Logout from the account menu ends it everywhere', async ({
  shopper: page,
  request,
  context,
}) => {
  const account = await signUpThroughApi(request, { firstName: 'Efua' });
  await visit(page, '/login');
  await expect(page.getByRole('main').getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await logIn(page, account, { open: false });

  const cookies = await sessionCookies(context);
  expect(cookies.map((c) => c.name).sort()).toEqual([...SESSION_COOKIES].sort());
  const now = Date.now() / 1000;
  for (const cookie of cookies) {
    expect(cookie.sameSite, cookie.name).toBe('Strict');
    expect(cookie.expires, cookie.name).toBeGreaterThan(now + 7 * DAY - 120);
    expect(cookie.expires, cookie.name).toBeLessThan(now + 7 * DAY + 120);
  }
  const refresh = cookies.find((c) => c.name === 'refresh_token')!.value;

  // The session survives a reload.
  await reload(page);
  const menuButton = accountMenuButton(page, 'Efua');
  await expect(menuButton).toBeVisible();
  await expect(headerLogin(page)).toHaveCount(0);

  await menuButton.click();
  const menu = page.getByRole('menu', { name: 'Efua' });
  await expect(menu.getByRole('menuitem')).toHaveText(['My Account', 'My Orders', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerLogin(page)).toBeVisible();
  await expect(accountMenuButton(page, 'Efua')).toHaveCount(0);
  await expect.poll(async () => (await sessionCookies(context)).map((c) => c.name)).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === 'customer_id')).toBeUndefined();

  // The server revoked the refresh token: it cannot bring the session back.
  const renewed = await request.post('/customer/api/v1/token/refresh/', { data: { refresh } });
  expect(renewed.status()).toBe(401);

  await reload(page);
  await expect(headerLogin(page)).toBeVisible();
});
