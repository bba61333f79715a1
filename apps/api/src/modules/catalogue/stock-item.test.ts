import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockItem } from '@shop/contract';
import { products } from '../../db/seed/catalogue.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const seedBySku = new Map(products.flatMap((product) => product.stocks.map((stock) => [stock.sku, { product, stock }] as const)));
const TOTAL = seedBySku.size;

/** A variant's attribute values as { attribute name: value }, the shape the seed writes them in. */
const attributesOf = (item: StockItem) => Object.fromEntries(item.variant.attribute_value.map((av) => [av.attribute.name, av.value]));

describe.each(backends)('one stock item on %s', (backend) => {
  let t: TestApp;
  /** Every stock item, as the list answers it. */
  let listed: StockItem[];
  const bySku = (sku: string) => {
    const item = listed.find((i) => i.sku === sku);
    if (!item) throw new Error(`SKU ${sku} is not in the list`);
    return item;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    listed = [];
    for (let page = 1; listed.length < TOTAL; page++) {
      const body = (await t.api('GET', `/stock/?page_size=100&page=${page}`)).json();
      if (!body.data?.length) break;
      listed.push(...body.data);
    }
  });
  afterAll(() => t.close());

  it('lists every seeded stock item (the base for the checks below)', () => {
    expect(listed).toHaveLength(TOTAL);
  });

  it('GET /stock/{id}/ answers the same item as the list, for every item', async () => {
    for (const item of listed) {
      const res = await t.api('GET', `/stock/${item.id}/`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
      expect(body.status).toBe(true);
      expect(body.data).toEqual(item);
    }
  });

  it('shows the main image and the further images as media, the variant’s own when it has them, each served as SVG', async () => {
    const urls = new Set<string>();
    for (const item of listed) {
      const { product, stock } = seedBySku.get(item.sku)!;
      const images = stock.images ?? product.images;
      expect(item.product.image).toBe(`/media/${images[0]}`);
      expect(item.product.media).toEqual(images.slice(1).map((image) => ({ image: `/media/${image}` })));
      expect(item.product.media.length).toBeGreaterThan(0);
      urls.add(item.product.image);
      for (const m of item.product.media) urls.add(m.image);
    }
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('image/svg+xml');
    }
  });

  it('answers a coloured variant’s own pictures, drawn in its colour, and its product’s for a variant without any', async () => {
    const indigo = (await t.api('GET', `/stock/${bySku('BATIK-IND-2Y').id}/`)).json().data as StockItem;
    const ochre = (await t.api('GET', `/stock/${bySku('BATIK-OCH-6Y').id}/`)).json().data as StockItem;
    expect(indigo.product.image).toBe('/media/products/batik-cotton-fabric-indigo-1.svg');
    expect(indigo.product.media).toEqual([
      { image: '/media/products/batik-cotton-fabric-indigo-2.svg' },
      { image: '/media/products/batik-cotton-fabric-indigo-3.svg' },
    ]);
    expect(ochre.product.image).toBe('/media/products/batik-cotton-fabric-ochre-1.svg');
    // Drawn in its colour: the indigo of the cloth, not the product's yellow.
    const picture = await t.app.inject({ method: 'GET', url: indigo.product.image });
    expect(picture.body).toContain('#2E3A87');
    expect(picture.body).not.toContain('#E3A81B');

    // A colour the seed draws no pictures for (Multicolour waist beads) shows its product's.
    const multi = (await t.api('GET', `/stock/${bySku('WAIST-MULTI').id}/`)).json().data as StockItem;
    expect(multi.product.image).toBe('/media/products/krobo-waist-beads-1.svg');
  });

  it('gives each item its own variant with the seed’s attribute values', () => {
    for (const item of listed) {
      expect(attributesOf(item), item.sku).toEqual(seedBySku.get(item.sku)!.stock.attributes);
      expect(new Set(item.variant.attribute_value.map((av) => av.attribute.name)).size).toBe(item.variant.attribute_value.length);
    }
    expect(new Set(listed.map((i) => i.variant.id)).size).toBe(listed.length);
    expect(listed.some((i) => i.variant.attribute_value.length > 1)).toBe(true);
  });

  it('gives one id to one attribute value wherever it appears, and different ids to different values', () => {
    const idOf = new Map<string, number>();
    for (const av of listed.flatMap((i) => i.variant.attribute_value)) {
      const key = `${av.attribute.name}=${av.value}`;
      if (idOf.has(key)) expect(av.id, key).toBe(idOf.get(key));
      else idOf.set(key, av.id);
    }
    expect(new Set(idOf.values()).size).toBe(idOf.size);
  });

  it('GET /stock/{id}/variants/ answers every stock item of the same product, asked from any of them', async () => {
    const widest = products.reduce((a, b) => (b.stocks.length > a.stocks.length ? b : a));
    for (const product of products) {
      const skus = product.stocks.map((s) => s.sku).sort();
      // Ask from the first stock item of every product, and from each stock item of one product with the most.
      const askFrom = product === widest ? skus : [product.stocks[0]!.sku];
      for (const sku of askFrom) {
        const res = await t.api('GET', `/stock/${bySku(sku).id}/variants/`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.status).toBe(true);
        const variants: StockItem[] = body.data;
        expect(variants.map((v) => v.sku).sort(), product.slug).toEqual(skus);
        for (const v of variants) {
          expect(v).toEqual(bySku(v.sku));
          expect(attributesOf(v)).toEqual(seedBySku.get(v.sku)!.stock.attributes);
        }
      }
    }
  });

  it('answers 404 NOT_FOUND for a stock id that does not exist, on the item and its variants', async () => {
    const unknown = Math.max(...listed.map((i) => i.id)) + 1000;
    for (const path of [`/stock/${unknown}/`, `/stock/${unknown}/variants/`]) {
      const res = await t.api('GET', path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, code: 'PRODUCT_NOT_FOUND', message: expect.stringMatching(/\S/) });
    }
  });
});
