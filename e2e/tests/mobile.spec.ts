import type { Page } from '@playwright/test';
import { displayPrice, expect, openProduct, productCards, seedStock, seedStocks, test, tick, toast, visit } from '../fixtures';

// On a phone (the 'phone' project): the side menu, the shop's collapsible filters and the cart.

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test('the header keeps the search on a phone: a shopper searches without opening the menu', async ({ shopper: page }) => {
  await visit(page, '/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Language')).toBeHidden();
  await search.fill('kente');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=kente$/);
  await expect(menu(page)).toBeHidden();
});

test('suggestions work by touch on a phone, in the header and in the side menu', async ({ shopper: page }) => {
  await visit(page, '/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).fill('baskets');
  const option = page.getByRole('banner').getByRole('option', { name: /Bolga Market Basket/ });
  await expect(option).toBeVisible();
  // Big enough to tap (WCAG 2.2 target size: at least 24 by 24 px).
  const box = (await option.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(box.width).toBeGreaterThanOrEqual(24);
  await option.tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Bolga Market Basket' })).toBeVisible();
  await expect(page.getByRole('listbox')).toBeHidden();

  await menuButton(page).click();
  await menu(page).getByRole('combobox', { name: 'Search products' }).fill('sheabutter');
  await menu(page)
    .getByRole('option', { name: /Whipped Shea Butter with Lemongrass/ })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Whipped Shea Butter with Lemongrass' })).toBeVisible();
  await expect(menu(page)).toBeHidden();
});

test('the Menu button opens the side menu; links, the close button and Escape close it', async ({ shopper: page }) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Akwaaba Market/ })).toBeVisible();
  // The header's own navigation is folded away on a phone.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Brands' })).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await expect(menu(page).getByLabel('Language')).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(['Shop', 'Categories', 'Brands', 'Login']);

  // A link navigates and closes the menu.
  await menu(page).getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it and gives focus back to the Menu button.
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // So does its close button.
  await menuButton(page).click();
  await menu(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // Searching from the menu lands on the shop and closes it.
  await menuButton(page).click();
  await menu(page).getByRole('combobox', { name: 'Search products' }).fill('shea');
  await menu(page).getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=shea$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.getByText('Results for "shea"')).toBeVisible();
});

test('the shop works on a phone: the filters open and close and filter the products', async ({ shopper: page }) => {
  await visit(page, '/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Products' });
  await expect(productCards(results)).toHaveCount(8);

  const inStockOnly = page.getByRole('checkbox', { name: 'In Stock Only' });
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(inStockOnly).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(inStockOnly).toBeVisible();
  await tick(inStockOnly);
  const inStock = seedStocks.filter((e) => e.stock.quantity > 0).length;
  await expect(page.getByText(new RegExp(`\\(${inStock} products\\)$`))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active filters' }).getByText('In Stock Only')).toBeVisible();
  await expect(toggle).toHaveText(/1/);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(inStockOnly).toBeHidden();

  // The pager works with a tap.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(new RegExp(`^Page 2 of \\d+ \\(${inStock} products\\)$`))).toBeVisible();
  await expect(productCards(results)).toHaveCount(8);

  // A card opens its product page.
  await productCards(results).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('768 px wide is still a phone (side menu); 769 px shows the full header', async ({ shopper: page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await visit(page, '/');
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Brands' })).toBeHidden();

  await page.setViewportSize({ width: 769, height: 1024 });
  await expect(menuButton(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Brands' })).toBeVisible();
});

test('the cart works on a phone: the panel fills the screen, /cart stacks each line with its controls', async ({ shopper: page }) => {
  const { product, stock } = seedStock('SHEA-LIP-1');
  await openProduct(page, stock.sku);
  await page.getByRole('button', { name: 'Add to Cart' }).tap();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(panel).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await panel.boundingBox())!;
  expect(box.width).toBeGreaterThan(viewport.width * 0.9);
  await panel.getByRole('link', { name: 'View Cart' }).tap();

  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  await row.getByRole('button', { name: `Increase quantity of ${product.name}` }).tap();
  await expect(row.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2');
  // Each figure carries its column's name on a phone.
  await expect(row.getByRole('cell').filter({ hasText: 'Total' })).toHaveText(`Total${displayPrice(stock.pricePesewas * 2)}`);
  await expect(row.getByRole('cell').filter({ hasText: 'Total' })).toBeVisible();
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
});

// ------------------------------------------------------------------------------------------------------------
// Comfortable tapping: every control a finger can reach is at least 24 × 24 CSS px by its own box (WCAG 2.2's
// 2.5.8 without its spacing exception). Links inside running text are the one exception WCAG makes ('inline'),
// and we take it only there: a link that sits in a sentence keeps the line's height.

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';

/** The controls shown on the page now that are smaller than 24 × 24 px, as 'role "name" width×height'. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator(CONTROLS).evaluateAll((controls) => {
    // While a modal dialog is open (the side menu, the cart panel) only its controls can be reached.
    const modal = document.querySelector('dialog:modal');
    return controls.flatMap((control) => {
      const element = control as HTMLElement;
      if ((modal && !modal.contains(element)) || (element as HTMLButtonElement).disabled || element.closest('[inert]')) return [];
      // Seen: a stacked toast's close button, faded out behind the front one, is not.
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      const box = element.getBoundingClientRect();
      // Visually hidden (a skip link until it has focus, a checkbox drawn by its label): nothing to tap.
      if (box.width <= 1 || box.height <= 1) return [];
      // A link in a sentence: its paragraph has words of its own around it.
      const block = element.closest('p, li, dd, td');
      const inSentence =
        element.tagName === 'A' &&
        getComputedStyle(element).display === 'inline' &&
        block?.tagName === 'P' &&
        block.textContent!.trim() !== element.textContent!.trim();
      // (A toast still settling is scaled by a hair: a tenth of a pixel is not a smaller target.)
      if (inSentence || (box.width >= 23.9 && box.height >= 23.9)) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return [`${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name}" ${+box.width.toFixed(1)}×${+box.height.toFixed(1)}`];
    });
  });
}

async function expectComfortable(page: Page, where: string) {
  // The footer's links load just after the page.
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  expect.soft(await smallTargets(page), `controls under 24 × 24 px on ${where}`).toEqual([]);
}

test('at 390 px every control on the main pages is at least 24 × 24 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  // A first visit: the cookie banner is there too.
  await visit(page, '/');
  await expect(page.getByRole('button', { name: 'Essential Only' })).toBeVisible();
  await expectComfortable(page, '/ with the cookie banner');
  await page.getByRole('button', { name: 'Customize' }).click();
  expect.soft(await smallTargets(page), 'controls under 24 × 24 px in the cookie choices').toEqual([]);
  await page.getByRole('button', { name: 'Essential Only' }).click();

  for (const path of ['/', '/shop', '/categories', '/brands', '/about', '/contact']) {
    await visit(page, path);
    await expectComfortable(page, path);
  }
  await visit(page, '/shop');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('checkbox', { name: 'In Stock Only' })).toBeVisible();
  await expectComfortable(page, "/shop's filters");

  const { stock } = seedStock('SHEA-RAW-250');
  await openProduct(page, stock.sku);
  await expectComfortable(page, 'a product page');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(panel.getByRole('link', { name: 'View Cart' })).toBeVisible();
  expect.soft(await smallTargets(page), 'controls under 24 × 24 px in the cart panel').toEqual([]);
  await panel.getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expectComfortable(page, '/cart');

  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  expect.soft(await smallTargets(page), 'controls under 24 × 24 px in the side menu').toEqual([]);
});

// ------------------------------------------------------------------------------------------------------------
// The product gallery on a touch screen: a sideways swipe on the picture changes it; a vertical one scrolls.

/** A finger drawn across the screen from one point to another, in steps, as Chromium receives a real one. */
async function drawFinger(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 8) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a sideways swipe on the product picture shows the next or the previous one; an upward one scrolls the page', async ({ shopper: page }) => {
  const { product, stock } = seedStock('SHEA-RAW-250');
  const total = product.images.length;
  await openProduct(page, stock.sku);
  const gallery = page.getByRole('region', { name: 'Product images' });
  const picture = gallery.getByRole('button', { name: 'Zoom image' });
  const box = (await picture.boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await drawFinger(page, { x: middle.x + 100, y: middle.y }, { x: middle.x - 100, y: middle.y + 10 });
  await expect(gallery.getByText(`Image 2 of ${total}`)).toBeAttached();
  await expect(gallery.getByRole('img', { name: `${product.name}, image 2 of ${total}` })).toBeVisible();
  await expect(picture).toHaveAttribute('aria-pressed', 'false');

  await drawFinger(page, { x: middle.x - 100, y: middle.y }, { x: middle.x + 100, y: middle.y });
  await expect(gallery.getByText(`Image 1 of ${total}`)).toBeAttached();

  const scrolled = await page.evaluate(() => window.scrollY);
  await drawFinger(page, { x: middle.x + 10, y: middle.y + 150 }, { x: middle.x - 20, y: middle.y - 150 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50);
  await expect(gallery.getByText(`Image 1 of ${total}`)).toBeAttached();
});
