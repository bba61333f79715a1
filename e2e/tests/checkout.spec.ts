import type { APIRequestContext, Page } from '@playwright/test';
import { estimateDelivery } from '../../packages/contract/src/delivery.js';
import { expectOrderOpened, main, placeAndConfirm, shopperWithCart } from '../checkout-steps';
import { expect, logIn, outbox, signUpThroughApi, test, toast, visit, PAGE_LOAD } from '../fixtures';

// The checkout (spec part 2 sections 2, 4, 5 and 8; issue 11): a signed-in shopper with a cart chooses delivery to a
// town or pickup at a store, places the order (pay on delivery), and sees the confirmation with the real order number;
// the confirmation mail reaches the development outbox.

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const figure = (page: Page, label: string) => summary(page).locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/** The days an option ordered now is expected, written as the page writes them in English. */
function expectedDays(option: 'standard' | 'express') {
  const { earliest, latest } = estimateDelivery(option, new Date());
  const format = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.formatRange(new Date(`${earliest}T12:00:00Z`), new Date(`${latest}T12:00:00Z`));
}

/** Waits for the confirmation mail of an order in the development outbox. */
async function expectConfirmationMail(request: APIRequestContext, email: string, orderId: string) {
  await expect
    .poll(async () => (await outbox(request, email)).some((mail) => mail.subject.includes(orderId)), {
      message: `a confirmation mail of ${orderId} to ${email}`,
      timeout: 10_000,
    })
    .toBe(true);
}

test('a shopper checks out with delivery to a town, places the order and gets the confirmation and its mail', async ({ shopper: page, request }) => {
  const account = await shopperWithCart(page, request);
  await visit(page, '/checkout');
  await expect(main(page).getByLabel('First name')).toHaveValue(account.firstName);
  await expect(main(page).getByLabel('Email')).toHaveValue(account.email);

  await main(page).getByLabel('Address', { exact: true }).fill('12 Oxford Street, near the Osu Castle');
  await main(page).getByLabel('Region').selectOption('Greater Accra');
  await main(page).getByLabel('Town or city').selectOption('Accra');
  // The server's choices for Accra and this cart (₵20.00: standard is not free).
  await expect(main(page).getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await expect(figure(page, 'Delivery fee')).toHaveText('₵15.00');
  await main(page)
    .getByRole('radio', { name: /Express delivery/ })
    .check();
  await expect(figure(page, 'Delivery fee')).toHaveText('₵30.00');
  // ₵20.00 + 15 % VAT ₵3.00 + ₵30.00 express
  await expect(figure(page, 'Total')).toHaveText('₵53.00');

  const orderId = await placeAndConfirm(page);
  await expect(main(page).getByText(`${expectedDays('express')} to Accra`)).toBeVisible();
  await expectConfirmationMail(request, account.email, orderId);

  // 'View Order' opens My Orders on this order.
  await main(page).getByRole('link', { name: 'View Order' }).click();
  const details = await expectOrderOpened(page, orderId, '₵53.00');
  await expect(details.getByText('Delivery Option').locator('xpath=following-sibling::dd[1]')).toHaveText('Express delivery');
});

test('a shopper checks out with pickup at a store', async ({ shopper: page, request }) => {
  const account = await shopperWithCart(page, request);
  await visit(page, '/checkout');
  await main(page)
    .getByRole('radio', { name: /^Pickup/ })
    .check();
  await expect(figure(page, 'Delivery fee')).toHaveText('Choose delivery or pickup');
  await main(page)
    .getByRole('radio', { name: /Accra Mall/ })
    .check();
  await expect(figure(page, 'Delivery fee')).toHaveText('Free');
  await expect(figure(page, 'Total')).toHaveText('₵23.00');
  await expect(main(page).getByRole('radio', { name: /Pay at pickup/ })).toBeChecked();

  const orderId = await placeAndConfirm(page);
  await expect(main(page).getByText(/^Ready within 24 hours at Accra Mall/)).toBeVisible();
  await expectConfirmationMail(request, account.email, orderId);

  // The cart was emptied by the order.
  await visit(page, '/checkout');
  await expect(main(page).getByText('Your cart is empty')).toBeVisible();
});

test('the checkout tells a visitor to log in, sends them to /login and back to /checkout after it', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/checkout');
  await expect(toast(page, 'Authentication Required')).toBeVisible(PAGE_LOAD);
  await expect(toast(page, 'Please log in to complete your checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnUrl=(\/|%2F)checkout$/);
  await logIn(page, account, { open: false });
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('an empty cart shows Your cart is empty with Continue Shopping', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await logIn(page, account);
  await visit(page, '/checkout');
  await expect(main(page).getByText('Your cart is empty')).toBeVisible();
  await main(page).getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the checkout fits a 360 px phone and is filled in by keyboard', async ({ shopper: page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await shopperWithCart(page, request);
  await visit(page, '/checkout');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await main(page).getByLabel('Phone number').focus();
  await page.keyboard.press('Tab');
  // The method radios: the arrow keys move between them, the choice follows.
  await expect(main(page).getByRole('radio', { name: /^Deliver/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(main(page).getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('radio', { name: /Accra Central/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(figure(page, 'Delivery fee')).toHaveText('Free');

  const button = main(page).getByRole('button', { name: 'Complete Order' });
  await button.focus();
  await expect(button).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?order=AGH\d{6}$/, PAGE_LOAD);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
