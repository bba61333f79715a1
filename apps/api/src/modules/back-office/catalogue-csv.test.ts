import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import type { CatalogueImportResult } from '@shop/contract/admin';
import { ADMIN_API_BASE, CATALOGUE_CSV_COLUMNS } from '@shop/contract/admin-endpoints';
import { expectError, freshIp } from '../../test-support/accounts.js';
import { dataOf, newStaff, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// The catalogue's CSV (issue 16): exported whole, imported all or nothing — a good file creates and changes products
// and items the storefront shows at once, a file with bad rows names every one by its line and changes nothing, and a
// file of 10,000 rows goes in whole.

const PICTURE = '/uploads/0123456789abcdef01234567-600.webp';
type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string | number | boolean>>;

describe.each(backends)('the catalogue CSV on %s', (backend) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let brand: string;
  let category: string;
  let store: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    admin = await newStaff(t, 'admin');
    const first = (await t.api('GET', '/stock/?page_size=1')).json().data[0];
    brand = (await t.api('GET', '/brand/')).json().data[0].slug;
    category = (await t.api('GET', '/product-category/')).json().data[0].slug;
    store = (await t.api('GET', '/store/')).json().data[0].slug;
    expect(first).toBeDefined();
  });
  afterAll(() => t.close());

  const row = (fields: Row): Row => ({
    product_name: 'Zebilla Weave Basket',
    description: 'Woven in Zebilla',
    brand,
    category,
    store,
    options: '',
    price: '120.00',
    discount_percentage: 0,
    quantity: 5,
    moq: 1,
    weight_grams: 900,
    free_delivery: false,
    image: PICTURE,
    featured: false,
    product_hidden: false,
    hidden: false,
    ...fields,
  });
  const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: [...CATALOGUE_CSV_COLUMNS], cast: { boolean: (b) => String(b) } });
  const importCsv = (body: string, contentType = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN_API_BASE}/catalogue/import/`,
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': contentType },
      payload: body,
    });
  const exportCsv = () => t.app.inject({ method: 'GET', url: `${ADMIN_API_BASE}/catalogue/export/`, headers: { authorization: `Bearer ${admin.token}` } });
  const shopCount = async (query: string) => (await t.api('GET', `/stock/?${query}`)).json().count as number;

  it('exports every stock item as CSV, and the export imported again changes nothing', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="akwaaba-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toBe(CATALOGUE_CSV_COLUMNS.join(','));
    expect(lines.length - 1).toBe(await shopCount(''));
    const again = dataOf<CatalogueImportResult>(await importCsv(res.body));
    expect(again).toEqual({ rows: lines.length - 1, products_created: 0, products_updated: 0, items_created: 0, items_updated: 0 });
  });

  it('imports new products and items and changes existing ones; the storefront shows them at once', async () => {
    const file = csvOf([
      row({ sku: 'BOLGA-S', product_slug: 'zebilla-basket', options: 'Size=Small', quantity: 4 }),
      row({ sku: 'BOLGA-L', product_slug: 'zebilla-basket', options: 'Size=Large; Colour=Natural', price: '180.50', quantity: 0 }),
    ]);
    expect(dataOf<CatalogueImportResult>(await importCsv(file))).toEqual({
      rows: 2,
      products_created: 1,
      products_updated: 0,
      items_created: 2,
      items_updated: 0,
    });
    const found = (await t.api('GET', '/stock/?search=zebilla')).json().data as { id: number; quantity: number; selling_price: { amount: string } }[];
    expect(found.map((s) => [s.selling_price.amount, s.quantity]).sort()).toEqual([
      ['120.00', 4],
      ['180.50', 0],
    ]);

    // Changed: a price, a shelf count, the product's name; unchanged rows are left alone.
    const changed = csvOf([
      row({ sku: 'BOLGA-S', product_slug: 'zebilla-basket', product_name: 'Zebilla Market Basket', price: '99.00', quantity: 9 }),
      row({ sku: 'BOLGA-L', product_slug: 'zebilla-basket', product_name: 'Zebilla Market Basket', price: '180.50', quantity: 0 }),
    ]);
    expect(dataOf<CatalogueImportResult>(await importCsv(changed))).toEqual({
      rows: 2,
      products_created: 0,
      products_updated: 1,
      items_created: 0,
      items_updated: 1,
    });
    const small = (await t.api('GET', '/stock/?search=zebilla%20market&ordering=price')).json().data[0];
    expect(small).toMatchObject({ quantity: 9, selling_price: { amount: '99.00' }, product: { name: 'Zebilla Market Basket' } });
    const history = dataOf<{ delta: number; reason: string }[]>(
      await t.app.inject({ method: 'GET', url: `${ADMIN_API_BASE}/stock/${small.id}/adjustments/`, headers: { authorization: `Bearer ${admin.token}` } }),
    );
    expect(history.map((h) => [h.delta, h.reason])).toEqual([[5, 'counted']]);

    // Hidden through the file: gone from the shop.
    const hidden = csvOf([
      row({ sku: 'BOLGA-S', product_slug: 'zebilla-basket', product_name: 'Zebilla Market Basket', price: '99.00', quantity: 9, product_hidden: true }),
      row({ sku: 'BOLGA-L', product_slug: 'zebilla-basket', product_name: 'Zebilla Market Basket', price: '180.50', quantity: 0, product_hidden: true }),
    ]);
    dataOf(await importCsv(hidden));
    expect((await t.api('GET', '/stock/?search=zebilla')).json().count).toBe(0);
  });

  it('a file with bad rows changes nothing and names every bad row by its line', async () => {
    const before = await exportCsv();
    const wulugu = (fields: Row) => row({ product_name: 'Wulugu Smock', ...fields });
    const file = csvOf([
      wulugu({ sku: 'KENTE-1', product_slug: 'kente-stole' }),
      wulugu({ sku: 'KENTE-2', product_slug: 'kente-stole', price: '12,50' }),
      wulugu({ sku: 'KENTE-3', product_slug: 'kente-stole', brand: 'no-such-brand', quantity: -1 }),
      wulugu({ sku: 'KENTE-1', product_slug: 'kente-stole' }),
      wulugu({ sku: 'KENTE-5', product_slug: 'kente-stole', product_name: 'Another name' }),
      wulugu({ sku: 'KENTE-6', product_slug: 'Kente Stole', options: 'Size' }),
      wulugu({ sku: 'KENTE-7', product_slug: 'kente-stole' }),
    ]);
    const res = await importCsv(file);
    expectError(res, 422, 'CATALOGUE_IMPORT_INVALID');
    const body = res.json() as { params: { count: number }; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['3', '4', '5', '6', '7']);
    expect(body.params.count).toBe(5);
    expect(body.errors['3']).toEqual(['price: Enter a price such as 45.00.']);
    expect(body.errors['4']).toEqual(['quantity: a whole number such as 12.']);
    expect(body.errors['5']).toEqual(['sku: KENTE-1 is already on line 2.']);
    expect(body.errors['6']!.join(' ')).toMatch(/product_name: differs from line 2/);
    expect(body.errors['7']!.join(' ')).toMatch(/product_slug.*options|options.*product_slug/s);
    expect((await t.api('GET', '/stock/?search=wulugu')).json().count).toBe(0);
    expect((await exportCsv()).body).toBe(before.body);
  });

  it('a quoted cell over two lines keeps the line numbers of the rows after it right', async () => {
    const file = csvOf([
      row({ sku: 'SMOCK-1', product_slug: 'fugu-smock', description: 'Woven\nin the north' }),
      row({ sku: 'SMOCK-2', product_slug: 'fugu-smock', description: 'Woven\nin the north', price: 'free' }),
    ]);
    const res = await importCsv(file);
    expectError(res, 422, 'CATALOGUE_IMPORT_INVALID');
    expect(Object.keys(res.json().errors)).toEqual(['4']);
  });

  it('refuses what is not a catalogue CSV: another content type, a wrong header, no rows, broken quoting', async () => {
    expectError(await importCsv('{"rows": []}', 'application/json'), 415, 'CSV_REQUIRED');
    const header = await importCsv('sku,price\nA,1\n');
    expectError(header, 422, 'CATALOGUE_IMPORT_INVALID');
    expect(header.json().errors['1'][0]).toMatch(/^The header lacks the columns product_slug, product_name/);
    expectError(await importCsv(`${CATALOGUE_CSV_COLUMNS.join(',')}\n`), 422, 'CATALOGUE_IMPORT_INVALID');
    expectError(await importCsv(`${CATALOGUE_CSV_COLUMNS.join(',')}\n"unclosed,1\n`), 422, 'CATALOGUE_IMPORT_INVALID');
  });

  it('imports 10,000 rows in one go, all or nothing', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row({
        sku: `BULK-${i}`,
        product_slug: `bulk-cloth-${Math.floor(i / 4)}`,
        product_name: `Bulk Cloth ${Math.floor(i / 4)}`,
        options: `Size=${['S', 'M', 'L', 'XL'][i % 4]}`,
        price: `${10 + (i % 90)}.25`,
      }),
    );
    const started = performance.now();
    const result = dataOf<CatalogueImportResult>(await importCsv(csvOf(rows)));
    const seconds = (performance.now() - started) / 1000;
    expect(result).toEqual({ rows: 10_000, products_created: 2_500, products_updated: 0, items_created: 10_000, items_updated: 0 });
    expect(await shopCount('')).toBeGreaterThanOrEqual(10_000);
    expect((await t.api('GET', '/stock/?search=bulk%20cloth%202499')).json().count).toBe(4);
    console.info(`[catalogue-csv] ${backend}: 10,000 rows imported in ${seconds.toFixed(1)} s`);

    // One bad row among 10,000 more: nothing of the file goes in.
    const more = rows.map((r, i) => ({ ...r, sku: `MORE-${i}`, product_slug: `more-cloth-${Math.floor(i / 4)}`, ...(i === 9_998 ? { moq: 0 } : {}) }));
    const refused = await importCsv(csvOf(more));
    expectError(refused, 422, 'CATALOGUE_IMPORT_INVALID');
    expect(Object.keys(refused.json().errors)).toEqual(['10000']);
    expect((await t.api('GET', '/stock/?search=more%20cloth')).json().count).toBe(0);
  }, 180_000);
});
