import { choosePickupAtAccraMall, expectOrderOpened, main, placeAndConfirm, shopperWithCart } from '../checkout-steps';
import { expect, logIn, PAGE_LOAD, reload, signUpThroughApi, test, toast, visit } from '../fixtures';

// Issue 13: 'Cancel Order' made real (a pay-at-pickup order cancelled from My Orders within the hour), and the
// notification settings kept on the server (saved, then still there after a reload).

test('on a 360 px phone, a customer cancels an order from My Orders within the hour, by keyboard', async ({ shopper: page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await shopperWithCart(page, request);
  await visit(page, '/checkout');
  await choosePickupAtAccraMall(page);
  const orderId = await placeAndConfirm(page);
  await main(page).getByRole('link', { name: 'View Order' }).click();
  const details = await expectOrderOpened(page, orderId, '₵23.00');
  const card = main(page).getByRole('button', { name: new RegExp(`^${orderId} `) });
  await expect(card).toContainText('Pending');

  // The question, with 'Keep Order' focused: Escape keeps the order.
  const cancel = details.getByRole('button', { name: 'Cancel Order' });
  await cancel.click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${orderId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Are you sure you want to cancel this order?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Pending');

  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, Cancel Order' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Order Cancelled')).toBeVisible();
  await expect(toast(page, `Your order ${orderId} has been cancelled.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Cancelled');
  await expect(card).toBeFocused();
  await expect(details.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // The server's: a reload shows it cancelled.
  await visit(page, `/orders?highlight=${orderId}`);
  await expect(card).toContainText('Cancelled', PAGE_LOAD);
  await expect(details.getByText('Raw African Black Soap (Alata Samina)')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('notification settings are saved on the server and are still there after a reload', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await logIn(page, account);
  await visit(page, '/profile?tab=settings');
  const box = (name: string) => main(page).getByRole('checkbox', { name });
  await expect(box('Newsletter')).toBeEnabled(PAGE_LOAD);
  await expect(box('Email notifications')).toBeChecked();
  await expect(box('Order updates')).toBeChecked();
  await expect(box('Newsletter')).not.toBeChecked();

  await box('Newsletter').check();
  await box('Order updates').uncheck();
  await main(page).getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();

  await reload(page);
  await expect(box('Newsletter')).toBeEnabled(PAGE_LOAD);
  await expect(box('Newsletter')).toBeChecked();
  await expect(box('Order updates')).not.toBeChecked();
  await expect(box('Email notifications')).toBeChecked();
  await expect(box('Promotions')).not.toBeChecked();
});
