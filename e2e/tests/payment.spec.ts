import type { Page } from '@playwright/test';
import { choosePickupAtAccraMall, main, shopperWithCart } from '../checkout-steps';
import { expect, PAGE_LOAD, reload, test, toast, visit } from '../fixtures';

// Paying online (issue 12; spec part 2 sections 2, 4 and 8): a shopper pays through the sandbox's hosted page in the
// checkout's frame, with its test numbers: approved, declined then paid again, pending then approved (across a
// reload), and by card. The page only ever shows what the server verified. The item is one no other journey counts:
// 500 g of black soap, ₵35.00 + 15 % VAT = ₵40.25, picked up at Accra Mall (free).

const SKU = 'BSOAP-RAW-500';
const TOTAL = '40.25';

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const figure = (page: Page, label: string) => summary(page).locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
const payDialog = (page: Page) => page.getByRole('dialog', { name: /^Pay for order AGH\d{6}$/ });
const sandbox = (page: Page) => payDialog(page).frameLocator('iframe[title="Payment provider\'s page"]');

/** A shopper with the soap in the cart on /checkout, pickup at Accra Mall chosen and priced, paying with `method`. */
async function checkoutPaying(page: Page, request: Parameters<typeof shopperWithCart>[1], method: 'Mobile money' | 'Card') {
  await shopperWithCart(page, request, SKU);
  await visit(page, '/checkout');
  await choosePickupAtAccraMall(page);
  await expect(figure(page, 'Total')).toHaveText(`₵${TOTAL}`);
  await main(page)
    .getByRole('radio', { name: new RegExp(`^${method}`) })
    .check();
  if (method === 'Mobile money') {
    await main(page).getByLabel('Network').selectOption({ label: 'MTN MoMo' });
    await main(page).getByLabel('Mobile money number').fill('0551234987');
  }
}

/** Complete Order: the sandbox's page opens in the dialog; answers the order number its title names. */
async function completeOrder(page: Page) {
  await main(page).getByRole('button', { name: 'Complete Order' }).click();
  await expect(payDialog(page)).toBeVisible(PAGE_LOAD);
  await expect(sandbox(page).getByRole('button', { name: `Pay ₵${TOTAL}` })).toBeVisible(PAGE_LOAD);
  const title = await payDialog(page).getByRole('heading').textContent();
  return /AGH\d{6}/.exec(title ?? '')![0];
}

/** Pays on the sandbox's page by mobile money with a test number. */
async function payByMobileMoney(page: Page, number: string) {
  const frame = sandbox(page);
  await frame.getByRole('radio', { name: 'Mobile money' }).check();
  await frame.getByLabel('Network').selectOption({ label: 'MTN' });
  await frame.getByLabel('Mobile money number').fill(number);
  await frame.getByRole('button', { name: `Pay ₵${TOTAL}` }).click();
}

/** SUCCESSFUL, then My Orders with the order, paid. */
async function expectPaid(page: Page, orderId: string) {
  await expect(page.getByText('Payment Successful!')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Redirecting to your orders...')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/, PAGE_LOAD);
  await expect(main(page).getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: new RegExp(`^${orderId} `) })).toBeVisible(PAGE_LOAD);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingPayment'))).toBeNull();
  // The server emptied the cart when it was paid.
  await visit(page, '/checkout');
  await expect(main(page).getByText('Your cart is empty')).toBeVisible();
}

test('a shopper pays by mobile money in the sandbox, sees Payment Successful! and the order in My Orders', async ({ shopper: page, request }) => {
  await checkoutPaying(page, request, 'Mobile money');
  const orderId = await completeOrder(page);
  // Focus moved into the dialog.
  expect(await payDialog(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await payByMobileMoney(page, '0551234987');
  await expectPaid(page, orderId);
});

test('a declined payment shows Payment Failed; after Close the same order is paid again', async ({ shopper: page, request }) => {
  await checkoutPaying(page, request, 'Mobile money');
  const orderId = await completeOrder(page);
  await payByMobileMoney(page, '0551234999');
  await expect(page.getByText('Please try again.', { exact: true })).toBeVisible(PAGE_LOAD);
  await expect(toast(page, 'Your payment was not successful. Please try again.')).toBeVisible();
  await expect(payDialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Please try again.', { exact: true })).toBeHidden();

  // Complete Order again: a new attempt for the same order, not a second order.
  expect(await completeOrder(page)).toBe(orderId);
  await payByMobileMoney(page, '0551234987');
  await expectPaid(page, orderId);
});

test('a slow mobile-money payment shows Payment Pending, survives a reload, and is paid when approved', async ({ shopper: page, request }) => {
  test.setTimeout(120_000);
  await checkoutPaying(page, request, 'Mobile money');
  const orderId = await completeOrder(page);
  await payByMobileMoney(page, '0551234988');
  await expect(page.getByText('Payment Pending')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Your payment is being processed...')).toBeVisible();

  await reload(page);
  await expect(page.getByText('Payment Pending')).toBeVisible(PAGE_LOAD);
  // The sandbox approves this number after 20 s; the page asks the server every 3 s.
  await expect(page.getByText('Payment Successful!')).toBeVisible({ timeout: 60_000 });
  await expectPaid(page, orderId);
});

test('a shopper pays by card in the sandbox', async ({ shopper: page, request }) => {
  await checkoutPaying(page, request, 'Card');
  const orderId = await completeOrder(page);
  const frame = sandbox(page);
  await frame.getByRole('radio', { name: 'Card' }).check();
  await frame.getByLabel('Card number').fill('4084084084084081');
  await frame.getByRole('button', { name: `Pay ₵${TOTAL}` }).click();
  await expectPaid(page, orderId);
});

test('at 360 px the methods are chosen by keyboard, the page fits, and Escape cancels; the next try pays the same order', async ({
  shopper: page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await shopperWithCart(page, request, SKU);
  await visit(page, '/checkout');
  await choosePickupAtAccraMall(page);
  await expect(figure(page, 'Total')).toHaveText(`₵${TOTAL}`);

  // The payment radios: the arrow keys move between them, the choice follows.
  const group = main(page).getByRole('group', { name: 'Payment method' });
  await group.getByRole('radio', { name: /Pay at pickup/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(group.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(group.getByRole('radio', { name: /^Mobile money/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(main(page).getByLabel('Network')).toBeFocused();
  await main(page).getByLabel('Network').selectOption({ label: 'Telecel Cash' });
  await main(page).getByLabel('Mobile money number').fill('020 123 4567');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const orderId = await completeOrder(page);
  const box = (await payDialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(payDialog(page)).toBeHidden();
  await expect(page.getByText('Payment Pending')).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingPayment'))).toBeNull();

  expect(await completeOrder(page)).toBe(orderId);
});
