import { and, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containing } from '../../db/like.js';
import { brands, categories, nameCounts, products, searchCounts, searchPieceCounts, stockItems, stores } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { newStockItem, setStock } from '../../test-support/cart.js';
import { stockPages } from '../../test-support/stock-pages.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createCatalogueEditor } from './catalogue-editor.service.js';
import { searchWordsOf } from './search-terms.js';
import { createStockItemsRepo } from './stock-items.repo.js';
import { createStockRepo } from './stock.repo.js';

// A search's count is read from search_counts, one row per product and store that the database keeps in each write's
// transaction (decision 0054), not counted from the matching stock items per request. Whatever the write, the count a
// shopper sees is the number of listed stock items whose text matches, counted here straight from stock_items, and the
// suggestions offer what is listed under its current name. A search for one word of one or two letters or digits is
// read from search_piece_counts (decision 0056), kept by the same triggers: the same holds for it.

interface Search {
  words: string;
  category?: string;
  brand?: number;
  store?: number;
}

describe.each(backends)('the counts of searches after writes on %s', (backend) => {
  let t: TestApp;
  let searches: Search[];
  const { page } = stockPages(() => t);

  const queryOf = (s: Search) =>
    [`search=${encodeURIComponent(s.words)}`, s.category ? `category=${s.category}` : '', s.brand ? `brand=${s.brand}` : '', s.store ? `store=${s.store}` : '']
      .filter(Boolean)
      .join('&');

  /** The number of listed stock items matching, each word's forms tested on the item's own texts. */
  async function truth(s: Search): Promise<number> {
    const words = searchWordsOf(s.words).map((w) =>
      or(
        ...w.text.map((form) => like(stockItems.searchText, containing(form))),
        ...w.squashed.map((form) => like(stockItems.searchSquashed, containing(form))),
      )!,
    );
    const conditions: (SQL | undefined)[] = [
      eq(stockItems.listed, true),
      ...words,
      s.category ? eq(stockItems.categoryId, sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${s.category})`) : undefined,
      s.brand ? eq(stockItems.brandId, s.brand) : undefined,
      s.store ? eq(stockItems.storeId, s.store) : undefined,
    ];
    const [row] = await t.database.db
      .select({ n: count() })
      .from(stockItems)
      .where(and(...conditions));
    return row!.n;
  }

  /** Every search's count as GET /stock/ answers it, once every change made so far was heard, next to the truth. */
  async function countsSeen() {
    await t.catalogueHeard();
    return Promise.all(
      searches.map(async (s) => {
        const answer = await page(`${queryOf(s)}&page_size=1`);
        return { search: queryOf(s), seen: answer.count, truth: await truth(s) };
      }),
    );
  }

  async function expectCountsTrue() {
    for (const { search, seen, truth } of await countsSeen()) expect(seen, search).toBe(truth);
  }

  /** A seeded product whose name holds `word`. */
  async function productNamedLike(word: string) {
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(like(sql`lower(${products.name})`, containing(word)))
      .limit(1);
    return product;
  }

  /** How many stock items a product has, listed or not. */
  async function itemsOf(productId: number) {
    const [row] = await t.database.db.select({ n: count() }).from(stockItems).where(eq(stockItems.productId, productId));
    return row!.n;
  }

  const suggested = async (words: string) => {
    const res = await t.api('GET', `/stock/suggestions/?search=${encodeURIComponent(words)}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number; name: string }[] }).data;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    const [category] = await db.select().from(categories).where(eq(categories.slug, 'shea-skin-care'));
    const [brand] = await db.select().from(brands).limit(1);
    const [store] = await db.select().from(stores).where(eq(stores.slug, 'makola-accra'));
    searches = [
      { words: 'shea' },
      { words: 'baskets' },
      { words: 'sheabutter' },
      { words: 'black soap' },
      { words: 'makola' },
      { words: 'kente', store: store!.id },
      { words: 'shea', category: category?.slug ?? 'shea-skin-care' },
      { words: 'a', brand: brand!.id },
      { words: 'zzzz' },
      // One or two letters or digits, counted from search_piece_counts (decision 0056); two short words, and a letter
      // outside a-z, from search_counts.
      { words: 'ke' },
      { words: 'qu' },
      { words: 'xq' },
      { words: 'K', category: category?.slug ?? 'shea-skin-care' },
      { words: 'sh', store: store!.id },
      { words: '9' },
      { words: 'ke a' },
      { words: 'é' },
    ];
  });
  afterAll(() => t.close());

  it('every search counts what the seed holds', async () => {
    await expectCountsTrue();
    // The searches must count different things, and some must count many, for the checks to mean anything.
    const seen = (await countsSeen()).map((c) => c.seen);
    expect(new Set(seen).size).toBeGreaterThan(5);
    expect(Math.max(...seen)).toBeGreaterThan(5);
  });

  it('a short word lists the first items holding it, and a pair no item holds lists none', async () => {
    const firstIds = async (words: string) =>
      (
        await t.database.db
          .select({ id: stockItems.id })
          .from(stockItems)
          .where(and(eq(stockItems.listed, true), like(stockItems.searchText, containing(words))))
          .orderBy(stockItems.id)
          .limit(24)
      ).map((r) => r.id);
    for (const words of ['ke', 'q', 'xq']) {
      const answer = await page(`search=${words}&page_size=24`);
      expect(
        answer.data.map((item) => item.id),
        words,
      ).toEqual(await firstIds(words));
      expect(answer.count, words).toBe(await truth({ words }));
    }
    expect((await page('search=ke&page_size=24')).data).toHaveLength(24);
    expect((await page('search=xq&page_size=24')).data).toEqual([]);
  });

  it('a product renamed and described anew is counted under its new words only, and suggested by its new name', async () => {
    const db = t.database.db;
    const product = await productNamedLike('shea');
    const before = (await page('search=shea&page_size=1')).count;
    const itemsOfProduct = await itemsOf(product!.id);
    expect(itemsOfProduct).toBeGreaterThan(0);
    await createCatalogueEditor(db).updateProduct(product!.id, { name: 'Quillwort Tonic', description: 'Made of quillwort leaves.' });
    await t.catalogueHeard();
    const [afterRename, quillwort] = await Promise.all([page('search=shea&page_size=1'), page('search=quillwort&page_size=1')]);
    // Its brand may still say shea; the count is whatever its items' texts now hold.
    expect(afterRename.count).toBe(await truth({ words: 'shea' }));
    expect(afterRename.count).toBeLessThanOrEqual(before);
    expect(quillwort.count).toBe(itemsOfProduct);
    expect((await suggested('quillwort')).map((s) => s.name)).toEqual(['Quillwort Tonic']);
    await expectCountsTrue();
  });

  it('a hidden product leaves every search and the suggestions at once, and comes back when shown', async () => {
    const db = t.database.db;
    const product = await productNamedLike('basket');
    const setHidden = (hidden: boolean) =>
      inTransaction(db, async (tx) => {
        await tx.update(products).set({ hidden }).where(eq(products.id, product!.id));
        await createStockItemsRepo(tx).refreshListing({ productIds: [product!.id] });
      }).then(() => t.catalogueHeard());
    const before = (await page('search=baskets&page_size=1')).count;
    await setHidden(true);
    expect((await page('search=baskets&page_size=1')).count).toBeLessThan(before);
    const itemsOfProduct = (await db.select({ id: stockItems.id }).from(stockItems).where(eq(stockItems.productId, product!.id))).map((r) => r.id);
    const offered = (await suggested(product!.name)).map((s) => s.id);
    expect(offered.filter((id) => itemsOfProduct.includes(id))).toEqual([]);
    await expectCountsTrue();
    await setHidden(false);
    expect((await page('search=baskets&page_size=1')).count).toBe(before);
    await expectCountsTrue();
  });

  it('a store renamed moves all its items between the searches for its old and its new name', async () => {
    const db = t.database.db;
    const [store] = await db.select().from(stores).where(eq(stores.slug, 'makola-accra'));
    const before = (await page('search=makola&page_size=1')).count;
    expect(before).toBeGreaterThan(0);
    await createCatalogueEditor(db).renameStore(store!.id, 'Osu Oxford Street Shop');
    await t.catalogueHeard();
    expect((await page('search=makola&page_size=1')).count).toBe(0);
    expect((await page('search=oxford&page_size=1')).count).toBe(await truth({ words: 'oxford' }));
    await expectCountsTrue();
    await createCatalogueEditor(db).renameStore(store!.id, store!.name);
    await t.catalogueHeard();
    expect((await page('search=makola&page_size=1')).count).toBe(before);
  });

  it('a new item and an item removed are counted at once; taking stock changes no count', async () => {
    const id = await newStockItem(t, { quantity: 4 });
    await expectCountsTrue();
    const rows = async () =>
      Promise.all([searchCounts, searchPieceCounts, nameCounts].map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n));
    const rowsBefore = await rows();
    await setStock(t, id, { quantity: 1 });
    await createStockItemsRepo(t.database.db).reserve(id, 1);
    // An order's write changes no text, so it adds no row of change.
    expect(await rows()).toEqual(rowsBefore);
    await t.database.db.delete(stockItems).where(eq(stockItems.id, id));
    await expectCountsTrue();
  });

  it('a product moved to another category and brand moves its items between those searches', async () => {
    const db = t.database.db;
    const [category] = await db.select().from(categories).where(eq(categories.slug, 'shea-skin-care'));
    const [product] = await db
      .select()
      .from(products)
      .where(and(sql`${products.categoryId} <> ${category!.id}`, sql`lower(${products.description}) like '%a%'`))
      .limit(1);
    const [otherBrand] = await db
      .select()
      .from(brands)
      .where(sql`${brands.id} <> ${product!.brandId}`)
      .limit(1);
    const before = (await page(`search=a&category=${category!.slug}&page_size=1`)).count;
    const itemsOfProduct = await itemsOf(product!.id);
    await createCatalogueEditor(db).updateProduct(product!.id, { categoryId: category!.id, brandId: otherBrand!.id });
    await t.catalogueHeard();
    expect((await page(`search=a&category=${category!.slug}&page_size=1`)).count).toBe(before + itemsOfProduct);
    expect((await page(`search=a&brand=${otherBrand!.id}&page_size=1`)).count).toBe(await truth({ words: 'a', brand: otherBrand!.id }));
    await expectCountsTrue();
  });

  it('a write rolled back changes no count', async () => {
    const before = await countsSeen();
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await tx
          .update(stockItems)
          .set({ listed: false })
          .where(inArray(stockItems.id, sql`(select id from ${stockItems} limit 20)`));
        await tx.delete(stockItems).where(eq(stockItems.freeDelivery, true));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countsSeen()).toEqual(before);
  });

  it('folding the rows of changes into one row per product, store and text changes no count and no suggestion', async () => {
    const db = t.database.db;
    const before = await countsSeen();
    const suggestionsBefore = await suggested('shea');
    // Groups with more than one row: of products and stores in search_counts, of pieces and places in
    // search_piece_counts, of products and names in name_counts.
    const crowded = async () =>
      Promise.all(
        [
          sql`${searchCounts} group by product_id, store_id`,
          sql`${searchPieceCounts} group by piece, category_id, brand_id, store_id`,
          sql`${nameCounts} group by product_id, name_key`,
        ].map(
          async (groups) =>
            ((await db.execute(sql`select count(*)::int as n from (select 1 from ${groups} having count(*) > 1) c`)) as unknown as { rows: { n: number }[] })
              .rows[0]!.n,
        ),
      );
    for (const n of await crowded()) expect(n).toBeGreaterThan(0);
    await createStockRepo(db).compactCounts();
    expect(await crowded()).toEqual([0, 0, 0]);
    expect(await countsSeen()).toEqual(before);
    expect(await suggested('shea')).toEqual(suggestionsBefore);
    await expectCountsTrue();
  });
});
