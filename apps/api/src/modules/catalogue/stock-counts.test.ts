import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products, stockItems, stores } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { newStockItem, setStock } from '../../test-support/cart.js';
import { stockPages } from '../../test-support/stock-pages.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createCatalogueEditor } from './catalogue-editor.service.js';
import { createStockItemsRepo } from './stock-items.repo.js';
import { createStockRepo } from './stock.repo.js';

// The count of a page of the broad filters (category, brand, stores, in stock, free delivery) is read from counts the
// database keeps in each write's transaction (stock_counts, decision 0038), not counted per request. Whatever the
// write, the count a shopper sees is the number of stock items that match, counted here straight from stock_items.

interface Filter {
  category?: string;
  brand?: number;
  stores?: [number, string];
  inStock?: boolean;
  freeDelivery?: boolean;
}

describe.each(backends)('the counts of GET /stock/ after writes on %s', (backend) => {
  let t: TestApp;
  let filters: Filter[];
  const { page } = stockPages(() => t);

  const queryOf = (f: Filter) =>
    [
      f.category ? `category=${f.category}` : '',
      f.brand ? `brand=${f.brand}` : '',
      f.stores ? `store=${f.stores[0]}&store=${f.stores[1]}` : '',
      f.inStock ? 'in_stock=true' : '',
      f.freeDelivery ? 'free_delivery=true' : '',
    ]
      .filter(Boolean)
      .join('&');

  /** The number of stock items matching, counted in the database itself. */
  async function truth(f: Filter): Promise<number> {
    const db = t.database.db;
    const conditions: (SQL | undefined)[] = [
      f.category ? eq(stockItems.categoryId, sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${f.category})`) : undefined,
      f.brand ? eq(stockItems.brandId, f.brand) : undefined,
      f.stores
        ? inArray(
            stockItems.storeId,
            db
              .select({ id: stores.id })
              .from(stores)
              .where(sql`${stores.id} = ${f.stores[0]} or ${stores.slug} = ${f.stores[1]}`),
          )
        : undefined,
      f.inStock ? gt(stockItems.quantity, 0) : undefined,
      f.freeDelivery ? eq(stockItems.freeDelivery, true) : undefined,
    ];
    const [row] = await db
      .select({ n: count() })
      .from(stockItems)
      .where(and(...conditions));
    return row!.n;
  }

  /** Every filter's count as GET /stock/ answers it, next to the truth. */
  async function countsSeen() {
    return Promise.all(
      filters.map(async (f) => {
        const answer = await page(`${queryOf(f)}&page_size=1`);
        return { filter: queryOf(f) || '(none)', seen: answer.count, pages: answer.total_pages, truth: await truth(f) };
      }),
    );
  }

  async function expectCountsTrue() {
    for (const { filter, seen, pages, truth } of await countsSeen()) {
      expect(seen, filter).toBe(truth);
      expect(pages, filter).toBe(truth);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    const [category] = await db.select().from(categories).limit(1);
    const [brand] = await db.select().from(brands).limit(1);
    const twoStores = await db.select().from(stores).limit(2);
    filters = [
      {},
      { inStock: true },
      { freeDelivery: true },
      { category: category!.slug },
      { brand: brand!.id },
      { stores: [twoStores[0]!.id, twoStores[1]!.slug] },
      { category: category!.slug, inStock: true },
      { brand: brand!.id, inStock: true, freeDelivery: true },
      { category: category!.slug, brand: brand!.id, stores: [twoStores[0]!.id, twoStores[1]!.slug], inStock: true, freeDelivery: true },
    ];
  });
  afterAll(() => t.close());

  it('every broad filter counts what the seed holds', async () => {
    await expectCountsTrue();
    // The filters must count different things for the checks to mean anything.
    expect(new Set((await countsSeen()).map((c) => c.seen)).size).toBeGreaterThan(4);
  });

  it('an item sold out leaves the in-stock count at once, and comes back when stock is given back', async () => {
    const [item] = await t.database.db.select().from(stockItems).where(gt(stockItems.quantity, 0)).limit(1);
    const inStockBefore = (await page('in_stock=true&page_size=1')).count;
    const repo = createStockItemsRepo(t.database.db);
    expect(await repo.reserve(item!.id, item!.quantity)).toBe(true);
    expect((await page('in_stock=true&page_size=1')).count).toBe(inStockBefore - 1);
    await expectCountsTrue();
    await repo.release(item!.id, 2);
    expect((await page('in_stock=true&page_size=1')).count).toBe(inStockBefore);
    await expectCountsTrue();
  });

  it('taking stock that stays above zero changes no count', async () => {
    const before = await countsSeen();
    const id = await newStockItem(t, { quantity: 10 });
    const added = await countsSeen();
    expect(added.map((c) => c.seen)).not.toEqual(before.map((c) => c.seen));
    await setStock(t, id, { quantity: 3 });
    expect(await countsSeen()).toEqual(added);
  });

  it('a new item, an item moved to free delivery and an item removed are counted at once', async () => {
    const id = await newStockItem(t, { quantity: 4 });
    await expectCountsTrue();
    await t.database.db.update(stockItems).set({ freeDelivery: true }).where(eq(stockItems.id, id));
    await expectCountsTrue();
    await t.database.db.delete(stockItems).where(eq(stockItems.id, id));
    await expectCountsTrue();
  });

  it('a product moved to another category and brand moves its items between those counts', async () => {
    const db = t.database.db;
    const [category] = await db.select().from(categories).limit(1);
    const [otherBrand] = await db
      .select()
      .from(brands)
      .orderBy(sql`${brands.id} desc`)
      .limit(1);
    const [product] = await db
      .select()
      .from(products)
      .where(sql`${products.categoryId} <> ${category!.id}`)
      .limit(1);
    const before = (await page(`category=${category!.slug}&page_size=1`)).count;
    const itemsOfProduct = (await db.select({ n: count() }).from(stockItems).where(eq(stockItems.productId, product!.id)))[0]!.n;
    expect(itemsOfProduct).toBeGreaterThan(0);
    await createCatalogueEditor(db).updateProduct(product!.id, { categoryId: category!.id, brandId: otherBrand!.id });
    expect((await page(`category=${category!.slug}&page_size=1`)).count).toBe(before + itemsOfProduct);
    await expectCountsTrue();
  });

  it('a write rolled back changes no count', async () => {
    const before = await countsSeen();
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await tx.update(stockItems).set({ quantity: 0 });
        await tx.delete(stockItems).where(eq(stockItems.freeDelivery, true));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countsSeen()).toEqual(before);
  });

  it('folding the kept counts into one row per group changes no count', async () => {
    const before = await countsSeen();
    await createStockRepo(t.database.db).compactCounts();
    expect(await countsSeen()).toEqual(before);
    await expectCountsTrue();
  });

  it('the last page and a page past it, read from the end, hold the right items', async () => {
    const total = (await page('in_stock=true&page_size=1')).count;
    const size = 7;
    const lastPage = Math.ceil(total / size);
    const [forward, last, past] = await Promise.all([
      page(`in_stock=true&ordering=-price&page_size=100&page=1`),
      page(`in_stock=true&ordering=price&page_size=${size}&page=${lastPage}`),
      page(`in_stock=true&ordering=price&page_size=${size}&page=${lastPage + 1}`),
    ]);
    // The last page in ascending price is the first items in descending price, read the other way.
    const expected = forward.data.slice(0, total - (lastPage - 1) * size).reverse();
    expect(last.data.map((i) => i.id)).toEqual(expected.map((i) => i.id));
    expect(past.data).toEqual([]);
    expect(past.count).toBe(total);
  });
});
