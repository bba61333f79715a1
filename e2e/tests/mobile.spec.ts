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
