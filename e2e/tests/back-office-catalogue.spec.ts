import { fileURLToPath } from 'node:url';
import { CATALOGUE_CSV_COLUMNS } from '@shop/contract/admin-endpoints';
import { E2E_ADMIN } from '../admin-account';
import { nav, staffPage } from '../back-office-steps';
import { expect, PAGE_LOAD, productCards, test, visit } from '../fixtures';

// The back office's catalogue (issue 16): an admin adds a product with a photo and a stock item, and a shopper finds it
// in the shop at once, with that photo and price; hidden again, it is gone.

const SHOP_KEY = { 'x-api-key': 'pk_dev_akwaaba_public_storefront_key' };
const PHOTO = fileURLToPath(new URL('../files/kente-stole.jpg', import.meta.url));

test('an admin adds a product with a picture and a stock item; it appears in the shop, and leaves it when hidden', async ({ browser, shopper: page }) => {
  const name = `Adinkra Tote ${Date.now().toString(36)}`;
  const admin = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await nav(admin).getByRole('link', { name: 'Products' }).click();
  await admin.getByRole('link', { name: 'New product' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible(PAGE_LOAD);

  await admin.getByLabel('Name', { exact: true }).fill(name);
  await admin.getByLabel('Description').fill('Cotton tote printed with adinkra symbols in Ntonso');
  await admin.getByLabel('Brand').selectOption({ index: 1 });
  await admin.getByLabel('Category').selectOption({ index: 1 });
  await admin.getByLabel('Main picture').setInputFiles(PHOTO);
  await expect(admin.getByText('The picture was uploaded.')).toBeVisible(PAGE_LOAD);
  const preview = admin.getByRole('img', { name: /^Picture of / });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{24}-\d+\.webp$/);
  await admin.getByRole('button', { name: 'Add product' }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible(PAGE_LOAD);

  const sku = `TOTE-${Date.now().toString(36).toUpperCase()}`;
  const item = admin.getByRole('form', { name: 'Add stock item' });
  await item.getByLabel('Store').selectOption({ index: 1 });
  await item.getByRole('button', { name: 'Add an option' }).click();
  await item.getByLabel('Option 1 name').fill('Colour');
  await item.getByLabel('Option 1 value').fill('Indigo');
  await item.getByLabel('SKU').fill(sku);
  await item.getByLabel('Price (GH₵)').fill('55.00');
  await item.getByLabel('First quantity').fill('6');
  await item.getByRole('button', { name: 'Add stock item' }).click();
  await expect(admin.getByText(`Stock item ${sku} was added.`)).toBeVisible(PAGE_LOAD);
  await expect(admin.getByRole('table', { name: 'Stock items of this product' }).getByRole('row').filter({ hasText: sku })).toContainText('Indigo');

  // The shopper finds it at once, with its photo and price, and opens it.
  await visit(page, `/shop?search=${encodeURIComponent(name)}`);
  const card = productCards(page.getByRole('main')).filter({ hasText: name });
  await expect(card).toHaveCount(1, PAGE_LOAD);
  await expect(card).toContainText('55.00');
  await expect(card.locator('img').first()).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{24}-\d+\.webp$/);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // Hidden in the back office: gone from the shop on the next visit.
  await admin.getByLabel('Hidden', { exact: true }).first().check();
  await admin.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(admin.getByText('The product was saved.')).toBeVisible(PAGE_LOAD);
  await visit(page, `/shop?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible(PAGE_LOAD);
  await expect(productCards(page.getByRole('main')).filter({ hasText: name })).toHaveCount(0);
});

test('an admin imports a catalogue CSV: the upload shows its progress, bad rows are named by line, a good file goes in', async ({ browser, request }) => {
  const slugs = async (path: string) =>
    ((await (await request.get(`/customer/api/v1${path}`, { headers: SHOP_KEY })).json()).data as { slug: string }[])[0]!.slug;
  const [brand, category, store] = [await slugs('/brand/'), await slugs('/product-category/'), await slugs('/store/')];
  const tag = Date.now().toString(36);
  const row = (sku: string, price: string, productHidden = 'false') =>
    [
      sku,
      `bolga-fan-${tag}`,
      `Bolga Fan ${tag}`,
      'Woven straw fan',
      brand,
      category,
      store,
      'Colour=Natural',
      price,
      '0',
      '12',
      '1',
      '150',
      'false',
      'products/adinkra-calabash-stamps-1.svg',
      'false',
      productHidden,
      'false',
    ].join(',');
  const file = (rows: string[]) => ({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([CATALOGUE_CSV_COLUMNS.join(','), ...rows].join('\n')),
  });

  const admin = await staffPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await nav(admin).getByRole('link', { name: 'Catalogue CSV' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Catalogue CSV' })).toBeVisible(PAGE_LOAD);

  await admin.getByLabel('CSV file').setInputFiles(file([row(`FAN-${tag}-1`, '25.00'), row(`FAN-${tag}-2`, 'twenty')]));
  await admin.getByRole('button', { name: 'Import' }).click();
  await expect(admin.getByRole('alert')).toContainText('Nothing was imported: 1 row has mistakes.', PAGE_LOAD);
  await expect(admin.getByRole('list', { name: 'Rows with mistakes' }).getByRole('listitem')).toHaveText(['Line 3: price: Enter a price such as 45.00.']);

  await admin.getByLabel('CSV file').setInputFiles(file([row(`FAN-${tag}-1`, '25.00'), row(`FAN-${tag}-2`, '27.50')]));
  await admin.getByRole('button', { name: 'Import' }).click();
  await expect(admin.getByText('Imported 2 rows.')).toBeVisible(PAGE_LOAD);
  await expect(admin.getByRole('progressbar')).toHaveCount(0);
  const found = await request.get(`/customer/api/v1/stock/?search=bolga%20fan%20${tag}`, { headers: SHOP_KEY });
  expect((await found.json()).count).toBe(2);

  // The same file with the product hidden takes it out of the shop again, leaving the catalogue as seeded for the
  // tests that count the shop's products.
  await admin.getByLabel('CSV file').setInputFiles(file([row(`FAN-${tag}-1`, '25.00', 'true'), row(`FAN-${tag}-2`, '27.50', 'true')]));
  await admin.getByRole('button', { name: 'Import' }).click();
  await expect(admin.getByText('Imported 2 rows.')).toBeVisible(PAGE_LOAD);
  const gone = await request.get(`/customer/api/v1/stock/?search=bolga%20fan%20${tag}`, { headers: SHOP_KEY });
  expect((await gone.json()).count).toBe(0);
});
