import type { Page } from '@playwright/test';
import { displayPrice, expect, openProduct, paidPesewas, reload, seedStock, seedStocks, stockIdOf, test } from '../fixtures';

// The product page: gallery, variants, quantity and adding to the cart.

const gallery = (page: Page) => page.getByRole('region', { name: 'Product images' });
const counter = (page: Page) => gallery(page).getByText(/^\d+ \/ \d+$/);

test('the gallery steps through the images with next, previous and the thumbnails; a click zooms', async ({ shopper: page }) => {
  const sku = 'SHEA-RAW-250';
  const { product } = seedStock(sku);
  const total = product.images.length;
  expect(total).toBeGreaterThanOrEqual(3);
  await openProduct(page, sku);

  await expect(counter(page)).toHaveText(`1 / ${total}`);
  await gallery(page).getByRole('button', { name: 'Next image' }).click();
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await gallery(page).getByRole('button', { name: 'Next image' }).click();
  await expect(counter(page)).toHaveText(`3 / ${total}`);
  await gallery(page).getByRole('button', { name: 'Previous image' }).click();
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await gallery(page).getByRole('button', { name: 'Previous image' }).click();
  await gallery(page).getByRole('button', { name: 'Previous image' }).click();
  await expect(counter(page)).toHaveText(`${total} / ${total}`);

  const thumbnails = gallery(page).getByRole('button', { name: /^Show image \d+ of \d+$/ });
  await expect(thumbnails).toHaveCount(total);
  await gallery(page)
    .getByRole('button', { name: `Show image 1 of ${total}` })
    .click();
  await expect(counter(page)).toHaveText(`1 / ${total}`);
  await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
  await gallery(page)
    .getByRole('button', { name: `Show image 2 of ${total}` })
    .click();
  await expect(counter(page)).toHaveText(`2 / ${total}`);
  await expect(gallery(page).getByRole('img', { name: `${product.name}, image 2 of ${total}` })).toBeVisible();

  const zoom = gallery(page).getByRole('button', { name: 'Zoom image' });
  const image = zoom.getByRole('img');
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expect(image).toHaveAttribute('style', /scale\(2\.5\)/);
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await expect(image).not.toHaveAttribute('style', /scale\(/);
});

test('choosing another variant value switches to the sibling stock item and its URL', async ({ shopper: page }) => {
  // A product with several stock items differing in one attribute (Size).
  const { product } = seedStock('SHEA-RAW-250');
  const sizes = product.stocks.map((s) => s.attributes.Size!);
  expect(new Set(sizes).size).toBeGreaterThan(1);
  const [first, second, third] = product.stocks;

  await openProduct(page, first!.sku);
  const sizeGroup = page.getByRole('group', { name: 'Size' });
  await expect(sizeGroup.getByRole('button')).toHaveText(sizes);
  await expect(sizeGroup.getByRole('button', { name: first!.attributes.Size })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByText(displayPrice(first!.pricePesewas), { exact: true })).toBeVisible();

  await sizeGroup.getByRole('button', { name: second!.attributes.Size }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${stockIdOf(second!.sku)}$`));
  await expect(page.getByText(`SKU: ${second!.sku}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(sizeGroup.getByRole('button', { name: second!.attributes.Size })).toHaveAttribute('aria-pressed', 'true');
  await expect(sizeGroup.getByRole('button', { name: first!.attributes.Size })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('main').getByText(displayPrice(second!.pricePesewas), { exact: true })).toBeVisible();

  // The third size has a discount: the reduced price, the original and the percentage.
  expect(third!.discountPercentage).toBeGreaterThan(0);
  await sizeGroup.getByRole('button', { name: third!.attributes.Size }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${stockIdOf(third!.sku)}$`));
  await expect(page.getByText(`SKU: ${third!.sku}`, { exact: true })).toBeVisible();
  const reduced = paidPesewas(third!);
  // (Screen readers hear 'Price:' and 'Original price:' before them.)
  await expect(page.getByRole('main').getByText(`Price: ${displayPrice(reduced)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(`Original price: ${displayPrice(third!.pricePesewas)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(`-${third!.discountPercentage}%`, { exact: true })).toBeVisible();

  // The sibling's page stands on its own.
  await reload(page);
  await expect(page.getByText(`SKU: ${third!.sku}`, { exact: true })).toBeVisible();
  await expect(sizeGroup.getByRole('button', { name: third!.attributes.Size })).toHaveAttribute('aria-pressed', 'true');
});

test('the quantity stepper counts up and down, takes digits only and stays within 1 and the stock', async ({ shopper: page }) => {
  const sku = 'SHEA-RAW-250';
  const { stock } = seedStock(sku);
  await openProduct(page, sku);
  const quantity = page.getByLabel('Quantity', { exact: true });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });

  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveValue('3');
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(quantity).toHaveValue('2');

  await quantity.fill('12');
  await expect(quantity).toHaveValue('12');
  await quantity.fill('');
  await quantity.pressSequentially('4x5');
  await expect(quantity).toHaveValue('45');
  await quantity.fill(String(stock.quantity + 50));
  await expect(quantity).toHaveValue(String(stock.quantity));
  await expect(plus).toBeDisabled();

  // An emptied box becomes 1 when the shopper moves on.
  await quantity.fill('');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();
});

test('an out-of-stock item cannot be added to the cart', async ({ shopper: page }) => {
  const out = seedStocks.find((e) => e.stock.quantity === 0)!;
  await openProduct(page, out.stock.sku);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(out.product.name);
  await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(page.getByLabel('Quantity', { exact: true })).toBeDisabled();
});

test('adding to the cart shows "Added to cart" and raises the header cart count', async ({ shopper: page }) => {
  await openProduct(page, 'SHEA-RAW-250');
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  await expect(cart).toHaveAccessibleName('Cart, 0 items');

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
  await expect(cart).toHaveText('2');
  await page.keyboard.press('Escape'); // the cart panel opened after the add

  // Another product adds to the count, and the cart survives a reload.
  await openProduct(page, 'SHEA-LIP-1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cart).toHaveAccessibleName('Cart, 3 items');
  await reload(page);
  await expect(cart).toHaveAccessibleName('Cart, 3 items');
  await expect(cart).toHaveText('3');
});
