import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { searchWordsOf } from './search-terms.js';
import { createStockRepo, type StockFilter, type StockSort } from './stock.repo.js';

// A search within a category, a brand or stores tests its words on the items those hold when they are few, rather than
// through the trigram indexes (decision 0060). Only the way of reading changes: every count and page must be the same
// whichever way the repository reads them. The seeded catalogue is small, so the app always narrows first; here one
// repository never does (at most 0 items) and one always does.

const searches: [string, StockFilter][] = [
  ['a word in a category', { category: { slug: 'shea-skin-care' }, search: searchWordsOf('butter') }],
  [
    'every filter at once',
    {
      category: { slug: 'shea-skin-care' },
      stores: [{ slug: 'tamale-savanna' }, { slug: 'koforidua-bead-cocoa' }],
      inStockOnly: true,
      freeDeliveryOnly: true,
      search: searchWordsOf('butter shea'),
    },
  ],
  ['a word of a brand', { brand: { slug: 'nyankpala-shea' }, search: searchWordsOf('shea') }],
  ['two words in stores named by slug and id', { stores: [{ slug: 'makola-accra' }, { id: 2 }], search: searchWordsOf('black soap') }],
  ['a word run together in a category', { category: { slug: 'shea-skin-care' }, search: searchWordsOf('sheabutter') }],
  ['a plural in a store', { stores: [{ slug: 'bolga-crafts' }], search: searchWordsOf('baskets') }],
  ['two letters in a category', { category: { slug: 'kente-textiles' }, search: searchWordsOf('ke') }],
  ['a word no item in the category holds', { category: { slug: 'kente-textiles' }, search: searchWordsOf('butter') }],
];
const sorts: StockSort[] = ['default', '-price', 'name'];

describe.each(backends)('a search within a category, brand or stores, read either way, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t?.close());

  const repos = () => ({
    indexed: createStockRepo(t.database.db, { narrowFirstMaxItems: 0 }),
    narrowed: createStockRepo(t.database.db, { narrowFirstMaxItems: Infinity }),
  });

  it.each(searches)('%s: the same count, and every page the same', async (_name, filter) => {
    const { indexed, narrowed } = repos();
    const count = await narrowed.count(filter);
    expect(await indexed.count(filter)).toBe(count);
    for (const sort of sorts) {
      const ids = async (repo: typeof indexed, limit: number, offset: number) => (await repo.findPage(filter, sort, limit, offset, count)).map((r) => r.id);
      const everything = await ids(narrowed, 1_000, 0);
      // The count is the number of items the pages hold.
      expect(everything).toHaveLength(count);
      expect(await ids(indexed, 1_000, 0)).toEqual(everything);
      expect(await ids(narrowed, 3, 3)).toEqual(everything.slice(3, 6));
      expect(await ids(indexed, 3, 3)).toEqual(everything.slice(3, 6));
    }
  });

  it('finds something in all but the search meant to find nothing', async () => {
    const { narrowed } = repos();
    const counts = await Promise.all(searches.map(([, filter]) => narrowed.count(filter)));
    expect(counts.slice(0, -1).every((n) => n > 0)).toBe(true);
    expect(counts.at(-1)).toBe(0);
  });
});
