import type { Page } from '@playwright/test';
import { choosePickupAtAccraMall, main, placeAndConfirm, shopperWithCart } from '../checkout-steps';
import { expect, moveOrderTo, outbox, PAGE_LOAD, test, visit } from '../fixtures';

// My Orders complete (spec part 2 sections 2, 4 and 8; issue 13): an order found under its tab with the filters and
// not under another, its Pickup Details mailed and shown, a delivery tracked, and My Account's Orders tab leading to it.

const card = (page: Page, orderId: string) => main(page).getByRole('button', { name: new RegExp(`^${orderId} `) });
const tab = (page: Page, name: string) => main(page).getByRole('tablist', { name: 'Order status' }).getByRole('tab', { name, exact: true });

test('a pickup order: found under Ready for Pickup with the filters, not under Pending; Pickup Details mailed and shown; My Account leads back to it', async ({
  shopper: page,
  request,
}) => {
  const account = await shopperWithCart(page, request);
  await visit(page, '/checkout');
  await choosePickupAtAccraMall(page);
  const orderId = await placeAndConfirm(page);
  await moveOrderTo(request, orderId, 'Ready for Pickup');

  await visit(page, '/orders');
  await expect(card(page, orderId)).toBeVisible(PAGE_LOAD);
  await main(page).getByRole('combobox', { name: 'Time' }).selectOption({ label: 'Today' });
  await main(page).getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price: High to Low' });
  const badges = main(page).getByRole('list', { name: 'Active filters' });
  await expect(badges.getByRole('listitem')).toHaveText(['Price: High to Low', 'Today']);
  await expect(page).toHaveURL(/\/orders\?period=today&sort=price-high$/);

  // Its tab finds it; another tab does not, and says so.
  await tab(page, 'Pending').click();
  await expect(main(page).getByText('No Pending orders found with current filters.')).toBeVisible();
  await expect(card(page, orderId)).toBeHidden();
  // The arrow keys move along the tabs: Pending → Processing → Ready for Pickup.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Ready for Pickup')).toBeFocused();
  await expect(tab(page, 'Ready for Pickup')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/status=Ready\+for\+Pickup/);
  await expect(card(page, orderId)).toBeVisible();

  // Reload: the URL keeps the tab and filters, and the server applies them.
  await page.reload();
  await expect(card(page, orderId)).toBeVisible(PAGE_LOAD);
  await expect(tab(page, 'Ready for Pickup')).toHaveAttribute('aria-selected', 'true');

  await card(page, orderId).click();
  const details = main(page).getByRole('region', { name: new RegExp(`^${orderId} `) });
  await details.getByRole('button', { name: 'Pickup Details' }).click();
  const notice = details.getByRole('status').filter({ hasText: 'Pickup details have been sent to your email.' });
  await expect(notice).toBeVisible();
  await expect(notice.locator('address')).toContainText('Accra Mall');
  await expect(notice.getByText('Monday-Friday')).toBeVisible();
  await expect(notice.getByRole('link', { name: /^\+233/ })).toBeVisible();
  await expect
    .poll(async () => (await outbox(request, account.email)).map((mail) => mail.subject), PAGE_LOAD)
    .toContain(`Your order ${orderId} is ready for pickup`);
  await expect(details.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `/contact?order=${orderId}`);

  // Clear filters: newest first and all time, the tab kept.
  await main(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/orders\?status=Ready\+for\+Pickup$/);

  // My Account's Orders tab: View Details opens the order on My Orders.
  await visit(page, '/profile?tab=orders');
  const recent = main(page).getByRole('list', { name: 'Recent Orders' });
  await recent.getByRole('link', { name: `View details of order ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?highlight=${orderId}$`), PAGE_LOAD);
  await expect(card(page, orderId)).toHaveAttribute('aria-expanded', 'true');
  await expect(card(page, orderId)).toBeFocused();
});

test('on a 360 px phone, a delivery On Delivery is tracked: its history with dates, its address, the expected days', async ({ shopper: page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await shopperWithCart(page, request);
  await visit(page, '/checkout');
  await main(page).getByLabel('Address', { exact: true }).fill('12 Oxford Street, near the Osu Castle');
  await main(page).getByLabel('Region').selectOption('Greater Accra');
  await main(page).getByLabel('Town or city').selectOption('Accra');
  await expect(main(page).getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  const orderId = await placeAndConfirm(page);
  await moveOrderTo(request, orderId, 'On Delivery');

  await visit(page, '/orders');
  await expect(card(page, orderId)).toBeVisible(PAGE_LOAD);
  // The tab bar scrolls sideways on a phone; its end says more tabs are hidden.
  const scroller = main(page).getByTestId('order-tabs-scroller');
  await expect(main(page).locator('[data-edge="end"]')).toBeVisible();
  await tab(page, 'On Delivery').click();
  await expect(tab(page, 'On Delivery')).toBeInViewport();
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(20);
  await expect(main(page).locator('[data-edge="start"]')).toBeVisible();
  await expect(card(page, orderId)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await card(page, orderId).click();
  const details = main(page).getByRole('region', { name: new RegExp(`^${orderId} `) });
  await details.getByRole('button', { name: 'Track Order' }).click();
  const dialog = page.getByRole('dialog', { name: `Track Order ${orderId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Expected (on|between) /)).toBeVisible(PAGE_LOAD);
  await expect(dialog.getByText('12 Oxford Street, near the Osu Castle')).toBeVisible();
  const history = dialog.getByRole('listitem');
  await expect(history.locator('p:first-of-type')).toHaveText(['Pending', 'Processing', 'On Delivery']);
  await expect(history.last().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details.getByRole('button', { name: 'Track Order' })).toBeFocused();
});
