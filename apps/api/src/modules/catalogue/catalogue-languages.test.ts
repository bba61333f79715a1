import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, LanguageCode, StockItem } from '@shop/contract';
import { attributes, categories } from '../../db/schema/index.js';
import { attributeTranslations } from '../../db/seed/attribute-translations.js';
import { categories as seedCategories, products as seedProducts } from '../../db/seed/catalogue.js';
import { expectError } from '../../test-support/accounts.js';
import { seededStock } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// Category, attribute and option names in the language the caller asks for (Accept-Language), English where a row
// has no translation.

const seedStocks = seedProducts.flatMap((p) => p.stocks);
const seedAttributesOf = (sku: string) => seedStocks.find((s) => s.sku === sku)!.attributes;

/** A seed stock item's options as the seed translates them: { attribute name: value } in `language`. */
function translated(seedAttributes: Record<string, string>, language: LanguageCode): Record<string, string> {
  if (language === 'en') return seedAttributes;
  return Object.fromEntries(
    Object.entries(seedAttributes).map(([name, value]) => {
      const words = attributeTranslations[name];
      return [words?.name[language] ?? name, words?.values?.[value]?.[language] ?? value];
    }),
  );
}

const optionsOf = (item: StockItem) => Object.fromEntries(item.variant.attribute_value.map((av) => [av.attribute.name, av.value]));

describe.each(backends)('catalogue names in the caller’s language on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (path: string, acceptLanguage?: string) =>
    t.api('GET', path, acceptLanguage === undefined ? {} : { headers: { 'accept-language': acceptLanguage } });

  function expectAnsweredIn(res: Awaited<ReturnType<typeof get>>, language: LanguageCode) {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe(language);
    expect(String(res.headers.vary)).toMatch(/(^|,\s*)accept-language(\s*,|$)/i);
  }

  it.each([
    { header: 'es', language: 'es' as const },
    { header: 'zh-CN,zh;q=0.9', language: 'zh' as const },
    { header: 'fr', language: 'en' as const },
    { header: undefined, language: 'en' as const },
  ])('GET /product-category/ with Accept-Language $header answers every name and description in $language', async ({ header, language }) => {
    const res = await get('/product-category/', header);
    expectAnsweredIn(res, language);
    const listed = (res.json().data as Category[]).filter((c) => seedCategories.some((s) => s.slug === c.slug));
    expect(listed.map(({ slug, name, description }) => ({ slug, name, description }))).toEqual(
      seedCategories.map((c) => ({ slug: c.slug, ...(language === 'en' ? { name: c.name, description: c.description } : c.translations[language]) })),
    );
  });

  it('answers one category in Chinese for zh-Hans, and in Spanish for es-MX, by slug and by id', async () => {
    const seed = seedCategories.find((c) => c.slug === 'kente-textiles')!;
    const bySlug = await get('/product-category/kente-textiles/', 'zh-Hans');
    expectAnsweredIn(bySlug, 'zh');
    expect(bySlug.json().data).toMatchObject(seed.translations.zh);
    const byId = await get(`/product-category/${bySlug.json().data.id}/`, 'es-MX,es;q=0.9');
    expectAnsweredIn(byId, 'es');
    expect(byId.json().data).toMatchObject({ slug: seed.slug, ...seed.translations.es });
  });

  it('answers a refusal with its English message and no Content-Language, still varying by Accept-Language', async () => {
    const res = await get('/product-category/no-such-category/', 'es');
    expectError(res, 404, 'CATEGORY_NOT_FOUND');
    expect(res.headers['content-language']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it("names a stock item's options in the language asked for; measures stay as written", async () => {
    const english = await get(`/stock/${(await seededStock(t, 'SHEA-RAW-250')).id}/`);
    const spanish = await get(`/stock/${(await seededStock(t, 'SHEA-RAW-250')).id}/`, 'es-ES');
    expectAnsweredIn(english, 'en');
    expectAnsweredIn(spanish, 'es');
    expect(spanish.json().data.variant.attribute_value).toEqual([
      { id: expect.any(Number), value: '250 g', attribute: { id: expect.any(Number), name: attributeTranslations.Size!.name.es } },
    ]);
    // The ids are the same in every language: they tell options apart whatever their names.
    expect(spanish.json().data.variant.attribute_value.map((av: StockItem['variant']['attribute_value'][number]) => [av.id, av.attribute.id])).toEqual(
      english.json().data.variant.attribute_value.map((av: StockItem['variant']['attribute_value'][number]) => [av.id, av.attribute.id]),
    );
  });

  it.each(['zh', 'es'] as const)('names every variant’s options in %s (GET /stock/{id}/variants/)', async (language) => {
    const batik = await seededStock(t, 'BATIK-IND-2Y');
    const res = await get(`/stock/${batik.id}/variants/`, language);
    expectAnsweredIn(res, language);
    const variants: StockItem[] = res.json().data;
    expect(variants.length).toBe(4);
    for (const v of variants) expect(optionsOf(v), v.sku).toEqual(translated(seedAttributesOf(v.sku), language));
    expect(optionsOf(variants.find((v) => v.sku === 'BATIK-IND-2Y')!)).toEqual(
      language === 'zh' ? { 颜色: '靛蓝色', 长度: '2 码' } : { Color: 'Índigo', Largo: '2 yardas' },
    );
  });

  it('names the options of every item of a stock page in the language asked for', async () => {
    const res = await get('/stock/?category=kente-textiles&page_size=100', 'zh-TW');
    expectAnsweredIn(res, 'zh');
    const items: StockItem[] = res.json().data;
    expect(items.some((i) => i.variant.attribute_value.length > 0)).toBe(true);
    for (const item of items) expect(optionsOf(item), item.sku).toEqual(translated(seedAttributesOf(item.sku), 'zh'));
  });

  // These change rows the earlier tests read: they come last.
  it('falls back to English for a category without a translation, or without one of its columns', async () => {
    await t.database.db.insert(categories).values({
      slug: 'test-goods',
      name: 'Test Goods',
      description: 'Only written in English',
      image: 'categories/shea-skin-care.svg',
      translations: { es: { name: 'Artículos de prueba' } },
    });
    expect((await get('/product-category/test-goods/', 'es')).json().data).toMatchObject({
      name: 'Artículos de prueba',
      description: 'Only written in English',
    });
    expect((await get('/product-category/test-goods/', 'zh')).json().data).toMatchObject({ name: 'Test Goods', description: 'Only written in English' });
  });

  it('falls back to English for an attribute without a translation in the language asked for', async () => {
    await t.database.db
      .update(attributes)
      .set({ translations: { zh: { name: '高度' } } })
      .where(eq(attributes.name, 'Height'));
    const akuaba = await seededStock(t, 'AKUABA-30');
    expect(optionsOf((await get(`/stock/${akuaba.id}/`, 'es')).json().data)).toEqual({ Height: '30 cm' });
    expect(optionsOf((await get(`/stock/${akuaba.id}/`, 'zh')).json().data)).toEqual({ 高度: '30 cm' });
  });
});
