import { choosePickupAtAccraMall, expectOrderOpened, main, placeAndConfirm, shopperWithCart } from '../checkout-steps';
import { expect, logIn, PAGE_LOAD, signUpThroughApi, test, toast, visit } from '../fixtures';

// My Orders (spec part 2 section 2; the foundation issue 13 extends): the customer's orders as cards, the one the
// confirmation's 'View Order' names opened; a new customer's empty list; a visitor told to log in.

test('a visitor is told to log in to see their orders, and comes back to them after the login', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await page.goto('/orders');
  await expect(toast(page, 'Login Required')).toBeVisible(PAGE_LOAD);
  await expect(toast(page, 'You need to be logged in to view your orders')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account, { open: false });
  await expect(page).toHaveURL(/\/orders$/);
  await expect(main(page).getByRole('heading', { level: 2, name: 'No Orders Found' })).toBeVisible();
  await expect(main(page).getByText("You haven't placed any orders yet. Start shopping to see your orders here.")).toBeVisible();
  await main(page).getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('on a 360 px phone, a placed pickup order opens from View Order and its card closes and opens by keyboard', async ({ shopper: page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await shopperWithCart(page, request);
  await visit(page, '/checkout');
  await choosePickupAtAccraMall(page);
  const orderId = await placeAndConfirm(page);

  await main(page).getByRole('link', { name: 'View Order' }).click();
  const details = await expectOrderOpened(page, orderId, '₵23.00');
  await expect(details.getByText('Pickup store').locator('xpath=following-sibling::dd[1]')).toHaveText('Accra Mall');
  await expect(details.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `/contact?order=${orderId}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const card = main(page).getByRole('button', { name: new RegExp(`^${orderId} `) });
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(details.getByText('Raw African Black Soap (Alata Samina)')).toBeVisible();

  // The list is the server's: a reload without ?highlight= shows the order closed.
  await visit(page, '/orders');
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await expect(main(page).getByText('Showing 1 of 1 order')).toBeVisible();
});
