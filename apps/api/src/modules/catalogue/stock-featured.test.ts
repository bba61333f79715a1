import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockItem } from '@shop/contract';
import { brands, products, stores } from '../../db/seed/catalogue.js';
import type { SeedProduct, SeedStock } from '../../db/seed/catalogue-types.js';
import { stockPages } from '../../test-support/stock-pages.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createStockItemsRepo } from './stock-items.repo.js';

// GET /stock/?featured=true: the home page's Featured Products. The expectations are worked out from the seed by hand.

const productOfSku = new Map(products.flatMap((p) => p.stocks.map((s) => [s.sku, p] as const)));
const productOf = (item: StockItem): SeedProduct => {
  const product = productOfSku.get(item.sku);
  if (!product) throw new Error(`SKU ${item.sku} is not in the seed`);
  return product;
};
/** What a shopper pays for one, in pesewas: the discount taken off, rounded half up. */
const paid = (s: SeedStock) => s.pricePesewas - Math.floor((s.pricePesewas * s.discountPercentage + 50) / 100);
/** The stock item the listing should show for a product: among those kept by `keep`, in stock, the cheapest; the first listed among equals. */
function expectedSku(p: SeedProduct, keep: (s: SeedStock) => boolean = () => true): string | undefined {
  const candidates = p.stocks.filter((s) => s.quantity > 0 && keep(s));
  return candidates.reduce<SeedStock | undefined>((best, s) => (best && paid(best) <= paid(s) ? best : s), undefined)?.sku;
}

const featuredProducts = products.filter((p) => p.featured);
/** The documented search of one word: in the name, description, brand or store, ignoring case. */
const mentions = (p: SeedProduct, word: string) =>
  [p.name, p.description, brands.find((b) => b.slug === p.brand)!.name, stores.find((s) => s.slug === p.store)!.name].some((f) =>
    f.toLowerCase().includes(word),
  );

describe.each(backends)('GET /stock/?featured=true on %s', (backend) => {
  let t: TestApp;

  const { page, every } = stockPages(() => t);

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('the seed features at least 8 products, in stock, across several categories and stores, some with several variants', () => {
    expect(featuredProducts.length).toBeGreaterThanOrEqual(8);
    expect(featuredProducts.every((p) => expectedSku(p) !== undefined)).toBe(true);
    expect(new Set(featuredProducts.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(featuredProducts.map((p) => p.store)).size).toBeGreaterThanOrEqual(5);
    expect(featuredProducts.filter((p) => p.stocks.length >= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('answers only featured products, each once, in stock, at the price the shopper pays least for', async () => {
    const { items, count } = await every('featured=true');
    expect(count).toBe(featuredProducts.length);
    expect(items).toHaveLength(featuredProducts.length);
    expect(items.every((i) => productOf(i).featured === true)).toBe(true);
    expect(new Set(items.map((i) => productOf(i).slug)).size).toBe(items.length);
    expect(items.every((i) => i.quantity > 0)).toBe(true);
    expect(items.map((i) => i.sku).sort()).toEqual(featuredProducts.map((p) => expectedSku(p)).sort());
  });

  it('pages the chosen items consistently: small pages walk each exactly once, with the same count and total_pages', async () => {
    const first = await page('featured=true&page_size=3');
    expect(first).toMatchObject({ count: featuredProducts.length, total_pages: Math.ceil(featuredProducts.length / 3), page_size: 3 });
    expect(first.data).toHaveLength(3);
    const { items } = await every('featured=true', 3);
    expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual((await every('featured=true')).items.map((i) => i.id).sort((a, b) => a - b));
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('featured=false restricts nothing', async () => {
    expect((await page('featured=false')).count).toBe(products.reduce((n, p) => n + p.stocks.length, 0));
  });

  it('combines with the other filters, choosing among the items they keep', async () => {
    const category = featuredProducts[0]!.category;
    const inCategory = await every(`featured=true&category=${category}`);
    expect(inCategory.items.map((i) => i.sku)).toEqual(featuredProducts.filter((p) => p.category === category).map((p) => expectedSku(p)));

    // Free delivery keeps the dearer sizes of some products: the cheapest free-delivery one is chosen, not left out.
    const freeDelivery = await every('featured=true&free_delivery=true');
    const expected = featuredProducts.flatMap((p) => expectedSku(p, (s) => s.freeDelivery) ?? []);
    expect(expected.length).toBeGreaterThan(0);
    expect(freeDelivery.count).toBe(expected.length);
    expect(freeDelivery.items.map((i) => i.sku).sort()).toEqual(expected.sort());
    expect(freeDelivery.items.every((i) => i.free_delivery)).toBe(true);

    const searched = await every('featured=true&search=shea');
    const mentionsShea = featuredProducts.filter((p) => mentions(p, 'shea'));
    expect(mentionsShea.length).toBeGreaterThan(0);
    expect(mentionsShea.length).toBeLessThan(featuredProducts.length);
    expect(searched.items.map((i) => productOf(i).slug).sort()).toEqual(mentionsShea.map((p) => p.slug).sort());
  });

  it('sorts the chosen items by what the shopper pays', async () => {
    const { items } = await every('featured=true&ordering=price');
    const prices = items.map((i) => Number(i.discounted_price.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(items).toHaveLength(featuredProducts.length);
  });

  it('shows another variant when the cheapest sells out, and leaves a product out once all of it has', async () => {
    const stock = createStockItemsRepo(t.database.db);
    const before = await every('featured=true');
    const multi = before.items.find((i) => productOf(i).stocks.filter((s) => s.quantity > 0).length >= 2)!;
    const product = productOf(multi);
    // The variants of the product, as the API knows them.
    const variants = (await t.api('GET', `/stock/${multi.id}/variants/`)).json().data as StockItem[];
    expect(variants.length).toBe(product.stocks.length);

    const taken: { id: number; quantity: number }[] = [];
    const sellOut = async (item: StockItem) => {
      expect(await stock.reserve(item.id, item.quantity)).toBe(true);
      taken.push({ id: item.id, quantity: item.quantity });
    };
    try {
      await sellOut(multi);
      const next = (await every('featured=true')).items.filter((i) => productOf(i) === product);
      expect(next).toHaveLength(1);
      expect(next[0]!.id).not.toBe(multi.id);
      expect(next[0]!.sku).toBe(expectedSku(product, (s) => s.sku !== multi.sku));

      for (const v of variants) if (v.id !== multi.id && v.quantity > 0) await sellOut(v);
      const after = await every('featured=true');
      expect(after.count).toBe(before.count - 1);
      expect(after.items.some((i) => productOf(i) === product)).toBe(false);
    } finally {
      for (const { id, quantity } of taken) await stock.release(id, quantity);
    }
  });
});
