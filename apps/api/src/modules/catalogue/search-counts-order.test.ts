import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, searchCounts } from '../../db/schema/index.js';
import { stockPages } from '../../test-support/stock-pages.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createCatalogueEditor } from './catalogue-editor.service.js';
import { createStockRepo } from './stock.repo.js';

// search_counts is kept in the order of category and name, so that a search's count reads few pages (decision 62).
// Writes add rows wherever there is room; compacting rewrites the table in order when too many sit out of it, and no
// count a shopper sees changes.

const SEARCHES = ['shea', 'baskets', 'sheabutter', 'black soap', 'kente', 'aardvark', 'zzzz'];

describe.each(backends)('search_counts kept in order on %s', (backend) => {
  let t: TestApp;
  const { page } = stockPages(() => t);

  /** search_counts' rows (product and store) as they are stored, and how many follow a row that sorts after them. */
  async function rowsAsStored() {
    const { categoryId, nameKey, productId, storeId } = searchCounts;
    const sorted = await t.database.db
      .select({ at: sql<string>`ctid::text`, productId, storeId, stored: sql<number>`row_number() over (order by ctid)::int` })
      .from(searchCounts)
      .orderBy(asc(categoryId), asc(nameKey), asc(productId), asc(storeId));
    const place = new Map(sorted.map((r, i) => [r.at, i]));
    const stored = [...sorted].sort((a, b) => a.stored - b.stored);
    const places = stored.map((r) => place.get(r.at)!);
    return {
      rows: stored.map((r) => `${r.productId}/${r.storeId}`),
      behind: places.filter((p, i) => i > 0 && p < places[i - 1]!).length,
    };
  }

  const counts = async () => {
    await t.catalogueHeard();
    return Promise.all(SEARCHES.map(async (words) => (await page(`search=${encodeURIComponent(words)}&page_size=1`)).count));
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    // Renames sort some products first: their rows of change go where there is room, after rows that sort after them.
    const editor = createCatalogueEditor(t.database.db);
    const renamed = await t.database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(sql`${products.name} desc`)
      .limit(6);
    for (const [i, product] of renamed.entries()) await editor.updateProduct(product.id, { name: `Aardvark ${i} ${product.name}` });
  });
  afterAll(() => t.close());

  /** A repository whose limit is just above (or below) the share of rows `behind` out of `rows`. */
  const limitedTo = (behind: number, rows: number) => createStockRepo(t.database.db, { searchCountsDisorderMax: behind / rows });

  it('rows that writes left out of order stay out of it while their share is within the limit', async () => {
    const before = await rowsAsStored();
    expect(before.behind).toBeGreaterThan(2);
    const countsBefore = await counts();
    await limitedTo(before.behind + 0.5, before.rows.length).compactCounts();
    expect((await rowsAsStored()).behind).toBeGreaterThan(2);
    expect(await counts()).toEqual(countsBefore);
  });

  it('past the limit, compacting rewrites the rows in order, one per product and store, and every count stays the same', async () => {
    const before = await rowsAsStored();
    expect(before.behind).toBeGreaterThan(2);
    const countsBefore = await counts();
    expect(countsBefore.filter((n) => n > 0).length).toBeGreaterThan(4);
    await limitedTo(before.behind - 0.5, before.rows.length).compactCounts();
    const after = await rowsAsStored();
    // In order, but that the room a page freed may take the first rows written (PostgreSQL prunes pages as it reads).
    expect(after.behind).toBeLessThanOrEqual(1);
    expect(new Set(after.rows).size).toBe(after.rows.length);
    expect(await counts()).toEqual(countsBefore);
    // In order, the table is not rewritten again: the rows stay where they are.
    await limitedTo(after.behind + 0.5, after.rows.length).compactCounts();
    expect((await rowsAsStored()).rows).toEqual(after.rows);
  });
});
