import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTIONS_MAX, type StockItem, type StockSuggestion } from '@shop/contract';
import { brands, products, stores } from '../../db/seed/catalogue.js';
import { expectError } from '../../test-support/accounts.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// The forgiving search (issue 10, "Finding things"): plural and singular, words run together and typos find the
// product, through GET /stock/?search= and GET /stock/suggestions/?search=.

const brandName = (slug: string) => brands.find((b) => b.slug === slug)!.name;
const storeName = (slug: string) => stores.find((s) => s.slug === slug)!.name;
const seedItems = products.flatMap((product) => {
  const text = `${product.name} ${product.description} ${brandName(product.brand)} ${storeName(product.store)}`.toLowerCase();
  return product.stocks.map((stock) => ({ product, stock, text, squashed: text.replace(/[^a-z0-9]+/g, '') }));
});
type SeedItem = (typeof seedItems)[number];
const skusWhere = (pred: (x: SeedItem) => boolean) =>
  seedItems
    .filter(pred)
    .map((x) => x.stock.sku)
    .sort();

describe.each(backends)('the forgiving search on %s', (backend) => {
  let t: TestApp;

  /** Every item a search finds on GET /stock/, and the count the answer gives. */
  async function search(term: string): Promise<{ count: number; items: StockItem[] }> {
    const res = await t.api('GET', `/stock/?page_size=100&search=${encodeURIComponent(term)}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body.total_pages, 'one page holds every match of these searches').toBeLessThanOrEqual(1);
    return { count: body.count, items: body.data };
  }
  const skusOf = (items: StockItem[]) => items.map((i) => i.sku).sort();
  const namesOf = (items: { product: { name: string } }[]) => new Set(items.map((i) => i.product.name));

  async function suggest(term: string): Promise<StockSuggestion[]> {
    const res = await t.api('GET', `/stock/suggestions/?search=${encodeURIComponent(term)}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Suggestions retrieved' });
    return res.json().data;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  describe('GET /stock/?search=', () => {
    it("finds a product by its plural: 'baskets' finds every basket", async () => {
      const { count, items } = await search('baskets');
      expect(namesOf(items)).toContain('Bolga Market Basket');
      expect(namesOf(items)).toContain('Lidded Storage Basket');
      expect(skusOf(items)).toEqual(skusWhere((x) => x.text.includes('basket')));
      expect(count).toBe(items.length);
    });

    it("finds words run together or joined by punctuation: 'sheabutter' and 'shea-butter' find Shea Butter", async () => {
      const expected = skusWhere((x) => x.squashed.includes('sheabutter'));
      for (const term of ['sheabutter', 'shea-butter', 'SheaButter', 'shea_butter']) {
        const { items } = await search(term);
        expect(namesOf(items), term).toContain('Raw Unrefined Shea Butter');
        expect(namesOf(items), term).toContain('Whipped Shea Butter with Lemongrass');
        expect(skusOf(items), term).toEqual(expected);
      }
    });

    it("forgives a typo: 'shea buter' finds what 'shea butter' finds", async () => {
      const { count, items } = await search('shea buter');
      expect(namesOf(items)).toContain('Raw Unrefined Shea Butter');
      expect(skusOf(items)).toEqual(skusWhere((x) => x.text.includes('shea') && x.text.includes('butter')));
      expect(count).toBe(items.length);
      expect(skusOf((await search('Shea BUTER')).items)).toEqual(skusOf(items));
    });

    it('forgives a typo in a longer word, two slips in one of 8 or more letters', async () => {
      const chocolate = skusWhere((x) => x.text.includes('chocolate'));
      expect(chocolate.length).toBeGreaterThan(0);
      expect(skusOf((await search('choclate')).items)).toEqual(chocolate);
      expect(skusOf((await search('chocolaet')).items)).toEqual(chocolate);
      expect(skusOf((await search('baskit')).items)).toEqual(skusWhere((x) => x.text.includes('basket')));
    });

    it('finds nothing for nonsense', async () => {
      for (const term of ['xqzt', 'zzzzzz', 'qwxzvbn', 'shea zzzzzz', 'zzzzzz shea']) {
        expect((await search(term)).count, term).toBe(0);
      }
    });

    it('forgives no typo in a word of 4 letters or fewer, which would match half the catalogue', async () => {
      expect(seedItems.some((x) => x.text.includes('soap'))).toBe(true);
      expect((await search('soep')).count).toBe(0);
      expect((await search('sopa')).count).toBe(0);
    });

    it('mixes no typo matches into a search that finds something as typed', async () => {
      // 'better' is one letter from 'butter' and 'bitter', which the catalogue also holds.
      for (const word of ['better', 'butter', 'bitter'])
        expect(
          seedItems.some((x) => x.text.includes(word)),
          word,
        ).toBe(true);
      const { items } = await search('better');
      expect(skusOf(items)).toEqual(skusWhere((x) => x.text.includes('better')));
      expect(skusOf((await search('shea butter')).items)).toEqual(skusWhere((x) => x.text.includes('shea') && x.text.includes('butter')));
    });

    it('keeps the other filters and the order while forgiving', async () => {
      const { items } = await search('shea buter');
      const category = (await t.api('GET', '/stock/?page_size=100&search=shea%20buter&category=shea-skin-care&ordering=-price')).json();
      const expected = seedItems.filter((x) => x.product.category === 'shea-skin-care' && x.text.includes('shea') && x.text.includes('butter'));
      expect(category.count).toBe(expected.length);
      expect(category.count).toBeLessThanOrEqual(items.length);
      const prices = (category.data as StockItem[]).map((i) => Number(i.discounted_price.amount));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it.each(['%', '_', '%%', '__', '\\', 'a_b', '100%_\\'])('searches the wildcard-looking %s literally', async (term) => {
      const { items } = await search(term);
      expect(skusOf(items)).toEqual(skusWhere((x) => x.text.includes(term)));
    });
  });

  describe('GET /stock/suggestions/?search=', () => {
    it('answers up to 6 products, each once, with the item to open, its name, picture and price', async () => {
      const suggestions = await suggest('shea');
      expect(suggestions).toHaveLength(SUGGESTIONS_MAX);
      expect(new Set(suggestions.map((s) => s.name)).size).toBe(suggestions.length);
      for (const suggestion of suggestions) {
        const item: StockItem = (await t.api('GET', `/stock/${suggestion.id}/`)).json().data;
        expect(suggestion).toEqual({ id: item.id, name: item.product.name, image: item.product.image, discounted_price: item.discounted_price });
      }
    });

    it('never offers two sizes of one product', async () => {
      const sizes = seedItems.filter((x) => x.product.name === 'Raw Unrefined Shea Butter');
      expect(sizes.length).toBeGreaterThan(1);
      const suggestions = await suggest('raw unrefined shea butter');
      expect(suggestions.map((s) => s.name)).toEqual(['Raw Unrefined Shea Butter']);
    });

    it('puts products whose name has every word first', async () => {
      const names = (await suggest('shea')).map((s) => s.name.toLowerCase().includes('shea'));
      expect(names[0]).toBe(true);
      expect(names.indexOf(false) === -1 || !names.slice(names.indexOf(false)).includes(true)).toBe(true);
    });

    it('offers every product the search names, then the other matching products', async () => {
      // Named in 4 products and found in the text of 4 more; in 2 and 12; in none and 7; in 1 and 1.
      for (const term of ['cloth', 'oil', 'wood', 'gold']) {
        const matching = [...new Set(seedItems.filter((x) => x.text.includes(term)).map((x) => x.product.name))];
        const named = matching.filter((name) => name.toLowerCase().includes(term));
        const others = matching.filter((name) => !named.includes(name));
        expect(named.length, term).toBeLessThan(SUGGESTIONS_MAX);
        const offered = (await suggest(term)).map((s) => s.name);
        expect(offered, term).toHaveLength(Math.min(SUGGESTIONS_MAX, matching.length));
        expect(offered.slice(0, named.length).sort(), term).toEqual([...named].sort());
        for (const name of offered.slice(named.length)) expect(others, term).toContain(name);
      }
    });

    it("suggests by the same forgiving rules: 'baskets', 'sheabutter', 'shea buter'", async () => {
      expect((await suggest('baskets')).map((s) => s.name)).toEqual(expect.arrayContaining(['Bolga Market Basket', 'Lidded Storage Basket']));
      for (const term of ['sheabutter', 'shea buter', 'shea-butter']) {
        const names = (await suggest(term)).map((s) => s.name);
        expect(names.slice(0, 2).sort(), term).toEqual(['Raw Unrefined Shea Butter', 'Whipped Shea Butter with Lemongrass']);
      }
    });

    it('suggests from 2 characters, each product once', async () => {
      const suggestions = await suggest('ke');
      expect(suggestions).toHaveLength(SUGGESTIONS_MAX);
      expect(new Set(suggestions.map((s) => s.name)).size).toBe(SUGGESTIONS_MAX);
      for (const s of suggestions) expect(seedItems.find((x) => x.product.name === s.name)!.text).toContain('ke');
    });

    it('suggests nothing for nonsense', async () => {
      for (const term of ['xqzt', 'zzzzzz', 'qx']) expect(await suggest(term), term).toEqual([]);
    });

    it('treats wildcards literally', async () => {
      expect((await suggest('%%')).map((s) => s.name)).toEqual([]);
      expect((await suggest('0%')).map((s) => s.name)).toEqual(['Dark Chocolate Bar 70%']);
    });
  });

  describe('bad input', () => {
    it.each([
      ['', 'search is required.'],
      ['?search=', 'search must be at least 2 characters.'],
      ['?search=a', 'search must be at least 2 characters.'],
      ['?search=%20%20a%20', 'search must be at least 2 characters.'],
      [`?search=${'a'.repeat(101)}`, 'search must be at most 100 characters.'],
      ['?search=sh%00ea', 'search must not contain control characters.'],
      ['?search=%00%00', 'search must not contain control characters.'],
      ['?search=shea&search=butter', 'search must be given once.'],
    ])('GET /stock/suggestions/%s answers 400 saying so', async (query, message) => {
      const body = expectError(await t.api('GET', `/stock/suggestions/${query}`), 400, 'VALIDATION_FAILED', message);
      expect(Object.keys(body.errors ?? {})).toEqual(['search']);
    });

    it('GET /stock/ refuses a NUL byte or other control characters in the search with 400', async () => {
      for (const term of ['sh%00ea', '%00', 'shea%07']) {
        expectError(await t.api('GET', `/stock/?search=${term}`), 400, 'VALIDATION_FAILED', 'search must not contain control characters.');
      }
    });

    it('GET /stock/ takes line breaks and tabs in the search as spaces', async () => {
      const { items } = await search('shea\tbutter\n');
      expect(skusOf(items)).toEqual(skusOf((await search('shea butter')).items));
    });

    it('suggestions need the public key', async () => {
      expectError(await t.call('GET', '/stock/suggestions/?search=shea'), 401, 'API_KEY_REQUIRED');
    });
  });
});
