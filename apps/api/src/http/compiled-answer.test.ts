import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINT_SCHEMAS, stockListResponse } from '@shop/contract';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';
import { compileAnswerSerializer } from './compiled-answer.js';

/** What zod's serializer (every other route's) writes for `data`: checked against the schema, then stringified. */
const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

describe('an answer written by a serializer compiled from its contract schema', () => {
  const write = compileAnswerSerializer({ schema: stockListResponse });
  let t: TestApp;
  /** A page of one item as the stock service makes it (read from the seeded catalogue). */
  let page: z.output<typeof stockListResponse>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    page = stockListResponse.parse((await t.api('GET', '/stock/?page_size=1')).json());
  });
  afterAll(() => t.close());

  it('writes what zod writes, byte for byte', () => {
    expect(page.data).toHaveLength(1);
    expect(write(page)).toBe(zodWrites(stockListResponse, page));
  });

  it('writes nothing that is not in the contract (an internal field of a row stays inside)', () => {
    const [item] = page.data;
    const leaky = { ...page, cost_price: 'secret', data: [{ ...item, supplier_cost: 55, store: { ...item!.store, owner_email: 'x@y.z' } }] };
    const written = write(leaky);
    expect(written).toBe(zodWrites(stockListResponse, page));
    expect(written).not.toMatch(/secret|supplier_cost|owner_email/);
  });

  it('refuses an answer missing a field the contract requires, as zod does (the call fails with a 500, not a short answer)', () => {
    const { sku: _sku, ...withoutSku } = page.data[0]!;
    expect(() => zodWrites(stockListResponse, { ...page, data: [withoutSku] })).toThrow();
    expect(() => write({ ...page, data: [withoutSku] })).toThrow(/sku/);
  });

  it('takes the contract schema as Fastify hands it over, bare or wrapped, and refuses anything else', () => {
    expect(compileAnswerSerializer({ schema: { properties: stockListResponse } })(page)).toBe(write(page));
    expect(() => compileAnswerSerializer({ schema: { type: 'object' } })).toThrow(/contract schema/);
  });
});

// Every catalogue call is written by the compiled serializer: each of its answers on the seeded catalogue must be one
// the contract accepts and exactly the bytes zod's serializer would have written for it.
describe.each(backends)('the catalogue answers on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function expectAsZodWrites(schema: z.ZodType, path: string, language = 'en') {
    const res = await t.api('GET', path, { headers: { 'accept-language': language } });
    expect(res.statusCode, path).toBe(200);
    const parsed = schema.parse(JSON.parse(res.body));
    expect(res.body, path).toBe(zodWrites(schema, parsed));
    return parsed;
  }

  it('brands, categories (in every language) and stores', async () => {
    const { data: brands } = (await expectAsZodWrites(ENDPOINT_SCHEMAS.brands.response, '/brand/')) as { data: { id: number }[] };
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) await expectAsZodWrites(ENDPOINT_SCHEMAS.brand.response, `/brand/${brand.id}/`);
    for (const language of ['en', 'es', 'zh']) {
      const { data: categories } = (await expectAsZodWrites(ENDPOINT_SCHEMAS.categories.response, '/product-category/', language)) as {
        data: { id: number }[];
      };
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) await expectAsZodWrites(ENDPOINT_SCHEMAS.category.response, `/product-category/${category.id}/`, language);
    }
    await expectAsZodWrites(ENDPOINT_SCHEMAS.stores.response, '/store/');
  });

  it('stock pages, searches and suggestions', async () => {
    for (const query of [
      'page_size=100',
      'page=2&page_size=100',
      'search=shea&ordering=-price',
      'search=shea%20buter',
      'search=zzzxqv',
      'in_stock=true&free_delivery=true',
    ])
      await expectAsZodWrites(ENDPOINT_SCHEMAS.stockList.response, `/stock/?${query}`);
    for (const search of ['shea', 'baskets', 'ke']) await expectAsZodWrites(ENDPOINT_SCHEMAS.stockSuggestions.response, `/stock/suggestions/?search=${search}`);
  });

  it('every stock item and its variants', async () => {
    const { count } = (await expectAsZodWrites(ENDPOINT_SCHEMAS.stockList.response, '/stock/?page_size=1')) as { count: number };
    const ids: number[] = [];
    for (let page = 1; ids.length < count; page++) {
      const { data } = (await t.api('GET', `/stock/?page=${page}&page_size=100`).then((res) => res.json())) as { data: { id: number }[] };
      ids.push(...data.map((item) => item.id));
    }
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      await expectAsZodWrites(ENDPOINT_SCHEMAS.stockItem.response, `/stock/${id}/`);
      await expectAsZodWrites(ENDPOINT_SCHEMAS.stockVariants.response, `/stock/${id}/variants/`);
    }
  });
});
