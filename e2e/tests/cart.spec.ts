import type { Browser, Locator, Page } from '@playwright/test';
import { acceptEssentialCookies, displayPrice, expect, logIn, openProduct, reload, seed, seedStock, signUpThroughApi, test, toast, visit } from '../fixtures';

// The cart: the guest cart in the browser, the slide-out panel, /cart, the server cart of a signed-in customer and
// the guest cart joining it at login.

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const cartRow = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
/** The figure beside a label of the Order Summary (a <dt>/<dd> pair). */
const figure = (scope: Locator, label: string) => scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/** The default TAX_RATE (README): 15 %, of the subtotal after the discount, rounded half up. */
function figures(lines: { pricePesewas: number; discountPercentage: number; quantity: number }[]) {
  const subTotal = lines.reduce((sum, l) => sum + l.pricePesewas * l.quantity, 0);
  const discount = lines.reduce((sum, l) => sum + Math.floor((l.pricePesewas * l.quantity * l.discountPercentage + 50) / 100), 0);
  const tax = Math.floor(((subTotal - discount) * 15 + 50) / 100);
  return { subTotal, discount, tax, total: subTotal - discount + tax };
}

/** Adds from the product page with the stepper at `quantity`; the panel opens and is closed again with Escape. */
async function addFromProductPage(page: Page, sku: string, quantity = 1) {
  await openProduct(page, sku);
  await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

test('a guest adds from the product page: the panel opens with the item, Escape closes it and focus returns', async ({ shopper: page }) => {
  const { product, stock } = seedStock('SHEA-RAW-250');
  await openProduct(page, stock.sku);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.click();

  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('link', { name: product.name })).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2');
  // A guest sees the figures the server computes for these lines, as a signed-in shopper would (VAT included).
  await expect(figure(panel(page), 'Total')).toHaveText(displayPrice(figures([{ ...stock, quantity: 2 }]).total));
  await expect(
    panel(page)
      .getByText(displayPrice(stock.pricePesewas * 2), { exact: true })
      .first(),
  ).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  // Focus stays inside the open panel.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(add).toBeFocused();

  // The cart survives a reload.
  await reload(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('the header button opens the panel: quantity controls, removal and View Cart', async ({ shopper: page }) => {
  const lip = seedStock('SHEA-LIP-1');
  const raw = seedStock('SHEA-RAW-500');
  await addFromProductPage(page, lip.stock.sku, 1);
  await addFromProductPage(page, raw.stock.sku, 2);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  await cartButton(page).click();
  await expect(panel(page)).toBeVisible();
  await panel(page)
    .getByRole('button', { name: `Increase quantity of ${lip.product.name}` })
    .click();
  await expect(panel(page).getByRole('textbox', { name: `Quantity of ${lip.product.name}` })).toHaveValue('2');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');
  await panel(page)
    .getByRole('button', { name: `Remove ${raw.product.name}` })
    .click();
  await expect(toast(page, 'Item removed')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: raw.product.name })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await panel(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(cartRow(page, lip.product.name).getByRole('textbox')).toHaveValue('2');
});

test('/cart: plus, minus (disabled at 1), typed quantities, remove, and the empty state', async ({ shopper: page }) => {
  const { product, stock } = seedStock('SHEA-LIP-1');
  await addFromProductPage(page, stock.sku, 2);
  await visit(page, '/cart');

  const row = cartRow(page, product.name);
  const quantity = row.getByRole('textbox', { name: `Quantity of ${product.name}` });
  const minus = row.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  await expect(page.getByRole('columnheader')).toHaveText(['Product', 'Price', 'Quantity', 'Total', 'Actions']);
  await expect(quantity).toHaveValue('2');
  await expect(figure(summary(page), 'Total')).toHaveText(displayPrice(figures([{ ...stock, quantity: 2 }]).total));

  await minus.click();
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(quantity).toHaveValue('3');
  await expect(figure(summary(page), 'Total')).toHaveText(displayPrice(figures([{ ...stock, quantity: 3 }]).total));

  for (const typed of ['0', '2.5', 'two']) {
    await quantity.fill(typed);
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('3');
  }
  await quantity.fill('5');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('5');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 5 items');
  await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');

  await row.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added any items to your cart yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('a category card adds the item straight to the cart', async ({ shopper: page }) => {
  const { product } = seedStock('SHEA-RAW-250');
  const category = seed.categories.find((c) => c.slug === product.category)!;
  await visit(page, `/category/${category.slug}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .first();
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(panel(page).getByRole('link', { name: product.name })).toBeVisible();
});

test('at login the guest cart joins the server cart: nothing is lost, the figures come from the server', async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  const lip = seedStock('SHEA-LIP-3'); // 10 % off
  const raw = seedStock('SHEA-RAW-250');
  await addFromProductPage(page, lip.stock.sku, 2);
  await addFromProductPage(page, raw.stock.sku, 1);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  const expected = figures([
    { ...lip.stock, quantity: 2 },
    { ...raw.stock, quantity: 1 },
  ]);
  // Before the login the guest already sees the figures the signed-in cart will show: nothing jumps at login.
  await visit(page, '/cart');
  await expect(figure(summary(page), 'Subtotal')).toHaveText(displayPrice(expected.subTotal));
  await expect(figure(summary(page), 'Discount')).toHaveText(`−${displayPrice(expected.discount)}`);
  await expect(figure(summary(page), 'Tax (15%)')).toHaveText(displayPrice(expected.tax));
  await expect(figure(summary(page), 'Total')).toHaveText(displayPrice(expected.total));

  await logIn(page, account);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();

  await visit(page, '/cart');
  await expect(cartRow(page, lip.product.name).getByRole('textbox')).toHaveValue('2');
  await expect(cartRow(page, raw.product.name).getByRole('textbox')).toHaveValue('1');
  await expect(figure(summary(page), 'Subtotal')).toHaveText(displayPrice(expected.subTotal));
  await expect(figure(summary(page), 'Discount')).toHaveText(`−${displayPrice(expected.discount)}`);
  await expect(figure(summary(page), 'Tax (15%)')).toHaveText(displayPrice(expected.tax));
  await expect(figure(summary(page), 'Total')).toHaveText(displayPrice(expected.total));
  await expect(summary(page).getByText('Estimated Total')).toHaveCount(0);
});

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptEssentialCookies(page);
  await logIn(page, account);
  return page;
}

test('the signed-in cart is the same from a second browser, and changes there are seen here', async ({ shopper: page, browser, request }) => {
  // Two browsers sign in (two password checks) and the product is seeded: about 25 s on a busy 2-core machine.
  test.slow();
  const account = await signUpThroughApi(request);
  const { product, stock } = seedStock('SHEA-RAW-1000');
  await logIn(page, account);
  await addFromProductPage(page, stock.sku, 2);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  const other = await signedInPage(browser, account);
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 2 items');
  await visit(other, '/cart');
  const row = cartRow(other, product.name);
  await expect(row.getByRole('textbox')).toHaveValue('2');
  await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(toast(other, 'Cart updated')).toBeVisible();
  const three = figures([{ ...stock, quantity: 3 }]);
  await expect(figure(summary(other), 'Total')).toHaveText(displayPrice(three.total));

  // The first browser's panel reloads the cart as it opens.
  await cartButton(page).click();
  await expect(panel(page).getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('3');
  await expect(figure(panel(page).locator('dl'), 'Total')).toHaveText(displayPrice(three.total));
  await other.context().close();
});

test("signing out leaves no trace of the customer's cart", async ({ shopper: page, request }) => {
  const account = await signUpThroughApi(request);
  await logIn(page, account);
  await addFromProductPage(page, 'SHEA-LIP-1', 2);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await page.getByRole('banner').getByRole('button', { name: account.firstName, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await visit(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
