import type { Page } from '@playwright/test';
import { expect, openProduct, seedStock, stockIdOf, test, toast, visit } from '../fixtures';

// Variants and pictures (issue 10): the guest cart tells two sizes of one product apart, each colour shows its own
// pictures, and a variant with no stock says so before it is chosen.

const panel = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const mainPicture = (page: Page) => page.getByRole('region', { name: 'Product images' }).getByRole('button', { name: 'Zoom image' }).getByRole('img');

async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Added to cart').first()).toBeVisible();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

test('two sizes of one product in the guest cart each show their size', async ({ shopper: page }) => {
  const small = seedStock('SHEA-RAW-250');
  const large = seedStock('SHEA-RAW-500');
  await openProduct(page, small.stock.sku);
  await addToCart(page);
  await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: large.stock.attributes.Size, exact: true }).click();
  await expect(page.getByText(`SKU: ${large.stock.sku}`, { exact: true })).toBeVisible();
  await addToCart(page);

  await visit(page, '/cart');
  const rows = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: small.product.name, exact: true }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Size: ${small.stock.attributes.Size}`);
  await expect(rows.nth(1)).toContainText(`Size: ${large.stock.attributes.Size}`);
  // The controls of each line name its size as well.
  await expect(rows.nth(1).getByRole('textbox', { name: `Quantity of ${large.product.name} (Size: ${large.stock.attributes.Size})`, exact: true })).toHaveValue(
    '1',
  );
});

test('choosing another colour switches the gallery to that colour’s pictures', async ({ shopper: page }) => {
  const indigo = seedStock('BATIK-IND-2Y');
  const ochre = seedStock('BATIK-OCH-2Y');
  await openProduct(page, indigo.stock.sku);
  await expect(mainPicture(page)).toHaveAttribute('src', `/media/${indigo.stock.images![0]}`);

  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Ochre', exact: true }).click();
  await expect(page).toHaveURL(`/product/${stockIdOf(ochre.stock.sku)}`);
  await expect(mainPicture(page)).toHaveAttribute('src', `/media/${ochre.stock.images![0]}`);
  // The picture is there to see, not a broken link.
  await expect.poll(() => mainPicture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a colour with no stock is marked out of stock before it is chosen, and can still be opened', async ({ shopper: page }) => {
  const turquoise = seedStock('WAIST-TURQ');
  expect(turquoise.stock.quantity).toBe(0);
  await openProduct(page, 'WAIST-RED-GOLD');
  const colour = page.getByRole('group', { name: 'Colour' });
  await expect(colour.getByRole('button', { name: 'Turquoise, out of stock', exact: true })).toBeVisible();
  await expect(colour.getByRole('button', { name: 'Red & Gold', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await colour.getByRole('button', { name: 'Turquoise, out of stock', exact: true }).click();
  await expect(page.getByText(`SKU: ${turquoise.stock.sku}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});
