import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products, stockItems, stores } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { newStockItem } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createCatalogueEditor } from './catalogue-editor.service.js';
import { createStockItemsRepo } from './stock-items.repo.js';

// The catalogue's one write path of stock items: edits keep the copied listing columns true (what GET /stock/
// filters, sorts and searches on), and stock is taken and given back without ever going below zero.

const namesFound = async (t: TestApp, query: string) =>
  ((await t.api('GET', `/stock/?page_size=100&${query}`)).json() as { data: { product: { name: string } }[] }).data.map((s) => s.product.name);

describe.each(backends)('the stock items write path on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('renaming a product updates what the listing searches and sorts by, in the same transaction', async () => {
    const editor = createCatalogueEditor(t.database.db);
    const [product] = await t.database.db.select().from(products).limit(1);
    await editor.updateProduct(product!.id, { name: 'Zebrawood Talking Drum' });
    expect(await namesFound(t, 'search=zebrawood')).toContain('Zebrawood Talking Drum');
    expect(await namesFound(t, `search=${encodeURIComponent(product!.name.split(' ')[0]!.toLowerCase())}`)).not.toContain(product!.name);
    const byName = await namesFound(t, 'ordering=-name');
    expect(byName[0]).toBe('Zebrawood Talking Drum');
  });

  it('renaming a brand or a store is found by search at once, and the old name no longer is', async () => {
    const editor = createCatalogueEditor(t.database.db);
    const [brand] = await t.database.db.select().from(brands).limit(1);
    const [store] = await t.database.db.select().from(stores).limit(1);
    await editor.renameBrand(brand!.id, 'Quixotic Shea Collective');
    await editor.renameStore(store!.id, 'Xylophone Lane Depot');
    expect((await namesFound(t, 'search=quixotic')).length).toBeGreaterThan(0);
    expect((await namesFound(t, 'search=xylophone')).length).toBeGreaterThan(0);
    expect(await namesFound(t, `search=${encodeURIComponent(brand!.name)}`)).toEqual([]);
  });

  it('an edit of something that does not exist changes nothing and says so', async () => {
    const editor = createCatalogueEditor(t.database.db);
    await expect(editor.updateProduct(999_999, { name: 'Ghost' })).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND', status: 404 });
    await expect(editor.renameBrand(999_999, 'Ghost')).rejects.toMatchObject({ code: 'BRAND_NOT_FOUND' });
    await expect(editor.renameStore(999_999, 'Ghost')).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
  });

  it('reserves only what is there and gives it back', async () => {
    const stock = await newStockItem(t, { quantity: 5 });
    const repo = createStockItemsRepo(t.database.db);
    const quantity = async () => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stock)))[0]!.q;
    expect(await repo.reserve(stock, 3)).toBe(true);
    expect(await repo.reserve(stock, 3)).toBe(false);
    expect(await quantity()).toBe(2);
    await repo.release(stock, 3);
    expect(await quantity()).toBe(5);
  });

  it('rolls a reservation back with the transaction it was made in', async () => {
    const stock = await newStockItem(t, { quantity: 4 });
    await expect(
      inTransaction(t.database.db, async (tx) => {
        expect(await createStockItemsRepo(tx).reserve(stock, 4)).toBe(true);
        throw new Error('the order failed after the stock was taken');
      }),
    ).rejects.toThrow('the order failed');
    const [row] = await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stock));
    expect(row!.q).toBe(4);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('stock reservations under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('200 simultaneous reservations of 1 from a stock of 50: exactly 50 succeed and the stock ends at 0', async () => {
    const stock = await newStockItem(t, { quantity: 50 });
    const results = await Promise.all(Array.from({ length: 200 }, () => inTransaction(t.database.db, (tx) => createStockItemsRepo(tx).reserve(stock, 1))));
    expect(results.filter(Boolean)).toHaveLength(50);
    const [row] = await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stock));
    expect(row!.q).toBe(0);
  });
});
