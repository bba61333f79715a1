import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Category, StockItem, Store } from '@shop/contract';
import { brands, products, stores } from '../../db/seed/catalogue.js';
import type { SeedProduct, SeedStock } from '../../db/seed/catalogue-types.js';
import { stockPages } from '../../test-support/stock-pages.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { priceCart } from '../cart/cart-pricing.js';

interface SeedItem {
  product: SeedProduct;
  stock: SeedStock;
}
const seedItems: SeedItem[] = products.flatMap((product) => product.stocks.map((stock) => ({ product, stock })));
const seedBySku = new Map(seedItems.map((x) => [x.stock.sku, x]));
const TOTAL = seedItems.length;

const brandName = (slug: string) => brands.find((b) => b.slug === slug)!.name;
const storeName = (slug: string) => stores.find((s) => s.slug === slug)!.name;
const seedOf = (item: StockItem): SeedItem => {
  const seed = seedBySku.get(item.sku);
  if (!seed) throw new Error(`stock item ${item.id} has SKU ${item.sku}, which is not in the seed`);
  return seed;
};
const seedCount = (pred: (x: SeedItem) => boolean) => seedItems.filter(pred).length;
/** Pesewas as the 2-decimal string a caller sees, computed by hand (no shared formatter). */
const amountOf = (pesewas: number) => `${Math.floor(pesewas / 100)}.${String(pesewas % 100).padStart(2, '0')}`;

/**
 * The search as typed: every word must appear, case-insensitively and literally, in the name, description, brand or
 * store. The words searched here have no other forms in the catalogue and are found as typed, so the forgiving rules
 * (plural forms, words run together, typos: stock-search.test.ts) add nothing to them.
 */
function matchesSearch(x: SeedItem, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const fields = [x.product.name, x.product.description, brandName(x.product.brand), storeName(x.product.store)].map((f) => f.toLowerCase());
  return words.every((w) => fields.some((f) => f.includes(w)));
}

describe.each(backends)('GET /stock/ on %s', (backend) => {
  let t: TestApp;
  let categoryList: Category[];
  let brandList: Brand[];
  let storeList: Store[];

  const { page, every } = stockPages(() => t);

  beforeAll(async () => {
    t = await createTestApp(backend);
    categoryList = (await t.api('GET', '/product-category/')).json().data;
    brandList = (await t.api('GET', '/brand/')).json().data;
    storeList = (await t.api('GET', '/store/')).json().data;
  });
  afterAll(() => t.close());

  describe('defaults and shape', () => {
    it('answers page 1 of 8 items by default, counting every seeded stock item', async () => {
      const res = await t.api('GET', '/stock/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['count', 'data', 'message', 'page', 'page_size', 'status', 'total_pages']);
      expect(body).toMatchObject({ status: true, page: 1, page_size: 8, count: TOTAL, total_pages: Math.ceil(TOTAL / 8) });
      expect(typeof body.message).toBe('string');
      expect(body.data).toHaveLength(8);
    });

    it('gives each stock item exactly the spec’s fields, our discounted_price and rating, nested objects included', async () => {
      const { items } = await every('');
      expect(items).toHaveLength(TOTAL);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual([
          'discount_percentage',
          'discounted_price',
          'free_delivery',
          'id',
          'moq',
          'product',
          'quantity',
          'rating',
          'selling_price',
          'sku',
          'store',
          'variant',
          'weight',
        ]);
        expect(Object.keys(item.selling_price).sort()).toEqual(['amount', 'currency']);
        expect(Object.keys(item.product).sort()).toEqual(['description', 'image', 'media', 'name']);
        for (const m of item.product.media) expect(Object.keys(m)).toEqual(['image']);
        expect(Object.keys(item.store)).toEqual(['name']);
        // Ours (issue 13): the product's reviews; the seed has none.
        expect(item.rating).toEqual({ average: null, count: 0 });
        expect(Object.keys(item.variant).sort()).toEqual(['attribute_value', 'id']);
        for (const av of item.variant.attribute_value) {
          expect(Object.keys(av).sort()).toEqual(['attribute', 'id', 'value']);
          expect(Object.keys(av.attribute).sort()).toEqual(['id', 'name']);
        }
      }
    });

    it('carries the seed values: price as a 2-decimal GHS string, weight in kg, quantity, moq, discount, delivery, store, product', async () => {
      const { items } = await every('');
      expect(new Set(items.map((i) => i.sku))).toEqual(new Set(seedBySku.keys()));
      for (const item of items) {
        const { product, stock } = seedOf(item);
        expect(item.selling_price.amount).toMatch(/^\d+\.\d{2}$/);
        // What one costs, rounded as the cart rounds a line's discount: a card, the product page and the cart agree.
        const [line] = priceCart([{ unitPriceMinor: stock.pricePesewas, quantity: 1, discountPercentage: stock.discountPercentage }], 0).lines;
        expect(item).toMatchObject({
          selling_price: { amount: amountOf(stock.pricePesewas), currency: 'GHS' },
          discounted_price: { amount: amountOf(line!.totalMinor - line!.discountMinor), currency: 'GHS' },
          weight: stock.weightGrams / 1000,
          quantity: stock.quantity,
          moq: stock.moq,
          discount_percentage: stock.discountPercentage,
          free_delivery: stock.freeDelivery,
          store: { name: storeName(product.store) },
          product: { name: product.name, description: product.description },
        });
      }
    });
  });

  describe('paging', () => {
    it('answers a different set of items on page 2 than on page 1', async () => {
      const one = await page('page=1');
      const two = await page('page=2');
      expect(two.page).toBe(2);
      expect(two.count).toBe(one.count);
      const ids = new Set(one.data.map((i) => i.id));
      expect(two.data).toHaveLength(8);
      expect(two.data.some((i) => ids.has(i.id))).toBe(false);
    });

    it('walks every item exactly once in pages of 8, the last page short', async () => {
      const totalPages = Math.ceil(TOTAL / 8);
      const { items } = await every('', 8);
      expect(items).toHaveLength(TOTAL);
      expect(new Set(items.map((i) => i.id)).size).toBe(TOTAL);
      const last = await page(`page=${totalPages}`);
      expect(last.data).toHaveLength(TOTAL - (totalPages - 1) * 8);
      expect(last.data.length).toBeLessThan(8);
    });

    it('answers a page beyond the last with 200, no items and the same count', async () => {
      const beyond = await page(`page=${Math.ceil(TOTAL / 8) + 1}`);
      expect(beyond).toMatchObject({ status: true, data: [], count: TOTAL, total_pages: Math.ceil(TOTAL / 8) });
      const far = await page('page=1000');
      expect(far).toMatchObject({ data: [], count: TOTAL });
    });

    it('accepts page_size 1 and 100 but refuses 101', async () => {
      expect((await page('page_size=1')).data).toHaveLength(1);
      const hundred = await page('page_size=100');
      expect(hundred).toMatchObject({ page_size: 100, total_pages: Math.ceil(TOTAL / 100) });
      expect(hundred.data).toHaveLength(Math.min(100, TOTAL));
      const res = await t.api('GET', '/stock/?page_size=101');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
    });
  });

  describe('filters', () => {
    it('filters by category slug and by category id, each with the seed’s count', async () => {
      for (const c of categoryList) {
        const expected = seedCount((x) => x.product.category === c.slug);
        expect(expected).toBeGreaterThan(0);
        for (const value of [c.slug, String(c.id)]) {
          const { items, count } = await every(`category=${value}`);
          expect(count, `category=${value}`).toBe(expected);
          expect(items).toHaveLength(expected);
          for (const item of items) expect(seedOf(item).product.category).toBe(c.slug);
        }
      }
    });

    it('filters by brand slug and by brand id, each with the seed’s count', async () => {
      for (const b of brandList) {
        const expected = seedCount((x) => x.product.brand === b.slug);
        for (const value of [b.slug, String(b.id)]) {
          const { items, count } = await every(`brand=${value}`);
          expect(count, `brand=${value}`).toBe(expected);
          for (const item of items) expect(seedOf(item).product.brand).toBe(b.slug);
        }
      }
    });

    it('filters by one store, by id or by slug', async () => {
      for (const s of storeList) {
        const expected = seedCount((x) => x.product.store === s.slug);
        for (const value of [s.slug, String(s.id)]) {
          const { items, count } = await every(`store=${value}`);
          expect(count, `store=${value}`).toBe(expected);
          for (const item of items) expect(item.store.name).toBe(s.name);
        }
      }
    });

    it('filters by several stores, repeated or comma-separated, ids and slugs mixed', async () => {
      const [a, b, c] = storeList as [Store, Store, Store];
      const slugs = [a.slug, b.slug, c.slug];
      const expected = seedCount((x) => slugs.includes(x.product.store));
      const names = new Set([a.name, b.name, c.name]);
      for (const query of [`store=${a.slug}&store=${b.slug}&store=${c.slug}`, `store=${a.slug},${b.slug},${c.slug}`, `store=${a.id}&store=${b.slug},${c.id}`]) {
        const { items, count } = await every(query);
        expect(count, query).toBe(expected);
        expect(new Set(items.map((i) => i.store.name))).toEqual(names);
      }
    });

    it('answers no items, not an error, for a category, brand or store that does not exist', async () => {
      for (const query of ['category=no-such-category', 'brand=no-such-brand', 'store=no-such-store']) {
        expect(await page(query), query).toMatchObject({ status: true, data: [], count: 0, total_pages: 0 });
      }
    });

    it('in_stock=true leaves out items with quantity 0; in_stock=false restricts nothing', async () => {
      const expected = seedCount((x) => x.stock.quantity > 0);
      expect(expected).toBeLessThan(TOTAL);
      const { items, count } = await every('in_stock=true');
      expect(count).toBe(expected);
      expect(items.every((i) => i.quantity > 0)).toBe(true);
      expect((await page('in_stock=false')).count).toBe(TOTAL);
    });

    it('free_delivery=true keeps only items delivered free', async () => {
      const expected = seedCount((x) => x.stock.freeDelivery);
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(TOTAL);
      const { items, count } = await every('free_delivery=true');
      expect(count).toBe(expected);
      expect(items.every((i) => i.free_delivery)).toBe(true);
    });

    it('combines filters: every one must hold', async () => {
      const cases: [string, (x: SeedItem) => boolean][] = [];
      for (const c of categoryList) {
        cases.push([
          `category=${c.slug}&in_stock=true&free_delivery=true`,
          (x) => x.product.category === c.slug && x.stock.quantity > 0 && x.stock.freeDelivery,
        ]);
      }
      const brand = brandList.find((b) => b.slug === products[0]!.brand)!;
      const store = storeList.find((s) => s.slug === products[0]!.store)!;
      cases.push([`brand=${brand.id}&store=${store.slug}`, (x) => x.product.brand === brand.slug && x.product.store === store.slug]);
      cases.push([`brand=${brand.slug}&search=butter`, (x) => x.product.brand === brand.slug && matchesSearch(x, 'butter')]);
      for (const [query, pred] of cases) {
        const { items, count } = await every(query);
        expect(count, query).toBe(seedCount(pred));
        for (const item of items) expect(pred(seedOf(item)), `${query}: ${item.sku}`).toBe(true);
      }
      expect(cases.some(([, pred]) => seedCount(pred) > 0)).toBe(true);
    });
  });

  describe('search', () => {
    /** Runs the search and checks the answer is exactly the seed items the documented rule matches. */
    async function expectSearch(search: string): Promise<number> {
      const { items, count } = await every(`search=${encodeURIComponent(search)}`);
      const expected = seedItems
        .filter((x) => matchesSearch(x, search))
        .map((x) => x.stock.sku)
        .sort();
      expect(count, `search=${search}`).toBe(expected.length);
      expect(items.map((i) => i.sku).sort()).toEqual(expected);
      return count;
    }

    it('matches product names case-insensitively', async () => {
      const n = await expectSearch('shea');
      expect(n).toBeGreaterThan(0);
      expect(await expectSearch('SHEA')).toBe(n);
      expect(await expectSearch('sHeA')).toBe(n);
      expect(await expectSearch('  shea  ')).toBe(n);
    });

    it('matches words found only in descriptions', async () => {
      expect(products.some((p) => p.name.toLowerCase().includes('harmattan'))).toBe(false);
      expect(await expectSearch('Harmattan')).toBeGreaterThan(0);
    });

    it('matches brand names and store names', async () => {
      const brand = brands.at(-1)!;
      const store = stores.at(-1)!;
      expect(await expectSearch(brand.name)).toBeGreaterThanOrEqual(seedCount((x) => x.product.brand === brand.slug));
      expect(await expectSearch(store.name.toUpperCase())).toBeGreaterThanOrEqual(seedCount((x) => x.product.store === store.slug));
    });

    it('needs every word of a multi-word search', async () => {
      const both = await expectSearch('shea lemongrass');
      expect(both).toBeGreaterThan(0);
      expect(both).toBeLessThan(await expectSearch('shea'));
      expect(await expectSearch('shea zzzunknownzzz')).toBe(0);
    });

    it.each(['%', '70%', '_', '\\', "'", "women's", "ama's kitchen", 'a_b', '100%_\\'])(
      'treats %s literally (no wildcards, no escapes) and answers 200',
      async (search) => {
        await expectSearch(search);
      },
    );

    it('does not treat % or _ as a wildcard matching everything', async () => {
      const percent = await expectSearch('%');
      expect(percent).toBeGreaterThan(0);
      expect(percent).toBeLessThan(TOTAL);
      expect(await expectSearch('_')).toBeLessThan(TOTAL);
    });

    it('accepts a 100-character search', async () => {
      await expectSearch('a'.repeat(100));
    });

    it.each([
      "'; drop table stock_items; --",
      "' or '1'='1",
      "shea' or 1=1 --",
      '1); delete from stock_items where (1=1',
      "' union select id, sku from stock_items --",
      '"; select pg_sleep(1); --',
    ])('answers SQL-looking search %s with the literal matches and leaves the stock intact', async (search) => {
      await expectSearch(search);
      expect((await page('')).count).toBe(TOTAL);
    });
  });

  describe('ordering', () => {
    // Sorted by what a shopper pays, the discount taken off.
    const price = (i: StockItem) => Number(i.discounted_price.amount);
    const name = (i: StockItem) => i.product.name.toLowerCase();
    const cmpName = (a: StockItem, b: StockItem) => name(a).localeCompare(name(b));
    const cmpPrice = (a: StockItem, b: StockItem) => price(a) - price(b);

    it.each([
      ['price', cmpPrice],
      ['-price', (a: StockItem, b: StockItem) => -cmpPrice(a, b)],
      ['name', cmpName],
      ['-name', (a: StockItem, b: StockItem) => -cmpName(a, b)],
    ] as const)('ordering=%s sorts the whole catalogue, a full page of 100 included, with ties broken the same way every time', async (ordering, cmp) => {
      const full = await page(`ordering=${ordering}&page_size=100`);
      expect(full.data).toHaveLength(Math.min(100, TOTAL));
      const { items } = await every(`ordering=${ordering}`, 100);
      expect(items.slice(0, 100)).toEqual(full.data);
      expect(items).toHaveLength(TOTAL);
      expect(new Set(items.map((i) => i.id)).size).toBe(TOTAL);
      for (let k = 1; k < items.length; k++) {
        expect(cmp(items[k - 1]!, items[k]!), `${ordering} at ${k}: ${items[k - 1]!.sku} before ${items[k]!.sku}`).toBeLessThanOrEqual(0);
      }
      // The seed has equal prices and equal names (variants), so ties must exist for this to test anything.
      expect(items.some((item, k) => k > 0 && cmp(items[k - 1]!, item) === 0)).toBe(true);
      // Deterministic ties: small pages, taken at other offsets, line up with the big ones, and a repeat answers the same.
      const small = await every(`ordering=${ordering}`, 8);
      expect(small.items.map((i) => i.id)).toEqual(items.map((i) => i.id));
      expect((await page(`ordering=${ordering}&page_size=100`)).data).toEqual(full.data);
    });

    it('orders a filtered list too', async () => {
      const c = categoryList[0]!;
      const { items } = await every(`category=${c.slug}&ordering=-price`);
      expect(items.map(price)).toEqual(items.map(price).sort((a, b) => b - a));
      expect(items).toHaveLength(seedCount((x) => x.product.category === c.slug));
    });

    it.each(['popularity', 'PRICE', 'price,name', '-', 'id', '+price'])('refuses ordering=%s with 400 VALIDATION_FAILED', async (ordering) => {
      const res = await t.api('GET', `/stock/?ordering=${encodeURIComponent(ordering)}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ status: false, code: 'VALIDATION_FAILED' });
      expect(body.message).toMatch(/ordering/);
    });
  });
});
