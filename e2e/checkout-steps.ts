import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, openProduct, PAGE_LOAD, signUpThroughApi, toast } from './fixtures';

// Steps of the checkout journeys that the checkout's and My Orders' tests share.

export const main = (page: Page) => page.getByRole('main');

/** On /checkout: pickup at the Accra Mall store (free), which needs no address. */
export async function choosePickupAtAccraMall(page: Page) {
  await main(page)
    .getByRole('radio', { name: /^Pickup/ })
    .check();
  await main(page)
    .getByRole('radio', { name: /Accra Mall/ })
    .check();
}

/**
 * A new customer, signed in, with one bar of black soap (₵20.00; or another item by its SKU) in the cart. An item no
 * other journey counts the stock of: these journeys really take stock, and the suites run side by side on one database.
 */
export async function shopperWithCart(page: Page, request: APIRequestContext, sku = 'BSOAP-RAW-250') {
  const account = await signUpThroughApi(request);
  await logIn(page, account);
  await openProduct(page, sku);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await page.keyboard.press('Escape');
  return account;
}

/** Completes the order on /checkout and checks the confirmation; answers the order number. */
export async function placeAndConfirm(page: Page) {
  await main(page).getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=AGH\d{6}$/, PAGE_LOAD);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(main(page).getByText(orderId, { exact: true })).toBeVisible();
  await expect(main(page).getByText(/confirmation email/)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'View Order' })).toHaveAttribute('href', `/orders?highlight=${orderId}`);
  expect(await page.evaluate(() => sessionStorage.getItem('recentOrder'))).toContain(orderId);
  return orderId;
}

/**
 * My Orders opened on an order (?highlight=): its card is open and focused, showing its number, its line of black soap
 * and its total.
 */
export async function expectOrderOpened(page: Page, orderId: string, total: string) {
  await expect(page).toHaveURL(new RegExp(`/orders\\?highlight=${orderId}$`), PAGE_LOAD);
  await expect(main(page).getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const card = main(page).getByRole('button', { name: new RegExp(`^${orderId} `) });
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(card).toBeFocused();
  await expect(card).toContainText(total);
  const details = main(page).getByRole('region', { name: new RegExp(`^${orderId} `) });
  await expect(details.getByText('Raw African Black Soap (Alata Samina)')).toBeVisible();
  await expect(details.getByText('Size: 250 g')).toBeVisible();
  await expect(details.getByText('Qty: 1 × ₵20.00')).toBeVisible();
  const figure = (label: string) => details.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
  await expect(figure('Total')).toHaveText(total);
  return details;
}
