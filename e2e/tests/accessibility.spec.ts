import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../admin-account';
import { placeDelivery, staffPage } from '../back-office-steps';
import { choosePickupAtAccraMall, main, placeAndConfirm, shopperWithCart } from '../checkout-steps';
import { expect, logIn, openProduct, seed, signUpThroughApi, stockIdOf, test, toast, visit } from '../fixtures';

// Issue 14 must not cost accessibility: axe finds nothing serious or critical on any route, for a visitor and for a
// signed-in customer, on a desktop and at a phone's width. The banner is part of a first visit, so it is checked too.

async function expectNoSeriousFindings(page: Page, where: string) {
  // What the shopper reads once things have settled: a toast or a panel still sliding in is half transparent.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
  );
  expect(described, `axe on ${where}`).toEqual([]);
}

const visitorPages = [
  '/',
  '/shop',
  '/shop?search=shea&sort=-price',
  '/categories',
  `/category/${seed.categories[0]!.slug}`,
  '/brands',
  `/brand/${seed.brands[0]!.slug}`,
  `/product/${stockIdOf('SHEA-RAW-250')}`,
  '/cart',
  '/login',
  '/signup',
  '/forgot-password',
  '/about',
  '/shipping-info',
  '/returns-policy',
  '/privacy-policy',
  '/faq',
  '/customer-service',
  '/contact',
  '/no-such-page',
];

// A few pages per test, each test with its own time: one test over every page ran out of its 180 s on a loaded CI
// machine (locally 40 s), and a retry had to start from the first page again.
const PAGES_PER_TEST = 5;
// About 10-18 s each here; twice the default, for a machine four times slower.
test.describe.configure({ timeout: 120_000 });
const inGroups = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / PAGES_PER_TEST) }, (_, i) => items.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST));
const WIDTHS = [1280, 360];

for (const width of WIDTHS) {
  test(`a first visit's page with the cookie banner has no serious or critical axe finding at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, '/');
    await expect(page.getByRole('region', { name: 'Cookie Preferences' })).toBeVisible();
    await expectNoSeriousFindings(page, '/ with the cookie banner');
  });

  for (const paths of inGroups(visitorPages)) {
    test(`${paths.join(', ')} have no serious or critical axe finding for a visitor at ${width} px`, async ({ shopper: page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await visit(page, path);
        await expectNoSeriousFindings(page, path);
      }
    });
  }
}

test('the cart, the checkout, the confirmation and My Orders of a signed-in customer have no serious or critical axe finding', async ({
  shopper: page,
  request,
}) => {
  await shopperWithCart(page, request);
  await visit(page, '/cart');
  await expectNoSeriousFindings(page, '/cart with a line');
  await visit(page, '/checkout');
  await expectNoSeriousFindings(page, '/checkout');
  // Pickup at a store: the order needs nothing more.
  await choosePickupAtAccraMall(page);
  await expectNoSeriousFindings(page, '/checkout with pickup chosen');
  const orderId = await placeAndConfirm(page);
  await expectNoSeriousFindings(page, '/order-confirmation');
  await visit(page, `/orders?highlight=${orderId}`);
  await expectNoSeriousFindings(page, '/orders');
});

test('the profile tabs and the cart panel of a signed-in customer have no serious or critical axe finding', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  // An order of theirs, so the orders tab shows one.
  await placeDelivery(request, account);
  await logIn(page, account);
  for (const tab of ['profile', 'orders', 'wishlist', 'addresses', 'settings']) {
    await visit(page, `/profile?tab=${tab}`);
    await expectNoSeriousFindings(page, `/profile?tab=${tab}`);
  }
  // The account menu and the cart panel open, as a customer uses them.
  await openProduct(page, 'SHEA-RAW-250');
  await main(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expectNoSeriousFindings(page, 'the cart panel');
});

test('the sign-in dialogs and their errors have no serious or critical axe finding', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await visit(page, '/login');
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expectNoSeriousFindings(page, '/login with its field messages');
  await logIn(page, account);
  await expectNoSeriousFindings(page, 'the page after signing in');
});

test('the back office sign-in and its field messages have no serious or critical axe finding', async ({ page }) => {
  await page.goto('/admin');
  await expectNoSeriousFindings(page, '/admin signing in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectNoSeriousFindings(page, '/admin with its field messages');
});

const ORDER = ':order';
const backOfficePages = [
  '/admin/orders',
  `/admin/orders/${ORDER}`,
  `/admin/orders/${ORDER}/slip`,
  '/admin/stock?low=true',
  '/admin/messages',
  '/admin/customers',
  '/admin/staff',
  '/admin/audit',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/brands',
  '/admin/categories',
  '/admin/stores',
  '/admin/catalogue-csv',
];

for (const width of WIDTHS) {
  for (const paths of inGroups(backOfficePages)) {
    test(`${paths.join(', ')} of the back office have no serious or critical axe finding at ${width} px`, async ({ browser, request }) => {
      // An order of its own for the pages that show one.
      const orderId = paths.some((path) => path.includes(ORDER)) ? await placeDelivery(request, await signUpThroughApi(request)) : '';
      const staff = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
      await staff.setViewportSize({ width, height: 800 });
      for (const path of paths.map((p) => p.replace(ORDER, orderId))) {
        await staff.goto(path);
        await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(staff.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        await expectNoSeriousFindings(staff, `${path} at ${width} px`);
      }
    });
  }
}
