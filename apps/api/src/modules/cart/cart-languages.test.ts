import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATHS, ENDPOINTS } from '@shop/contract';
import { addToCart, cartCall, expectCart, getCart, mergeCart, newShopper, removeFromCart, seededStock, updateCart } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

// A cart line's options (Colour: Indigo, Length: 2 yards) in the language the caller asks for, on every cart call:
// the storefront replaces its cart with whatever a change answers.

const INDIGO_2Y = {
  en: [
    { name: 'Colour', value: 'Indigo' },
    { name: 'Length', value: '2 yards' },
  ],
  es: [
    { name: 'Color', value: 'Índigo' },
    { name: 'Largo', value: '2 yardas' },
  ],
  zh: [
    { name: '颜色', value: '靛蓝色' },
    { name: '长度', value: '2 码' },
  ],
};

describe.each(backends)('cart lines in the caller’s language on %s', (backend) => {
  let t: TestApp;
  let batik: number;
  let shea: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    batik = (await seededStock(t, 'BATIK-IND-2Y')).id;
    shea = (await seededStock(t, 'SHEA-RAW-250')).id;
  });
  afterAll(() => t.close());

  const inSpanish = { 'accept-language': 'es-ES,es;q=0.9' };
  const inChinese = { 'accept-language': 'zh-CN' };

  it('GET /cart/ names the options in Spanish, Chinese or English as asked, saying which', async () => {
    const s = await newShopper(t);
    expectCart(await addToCart(t, s, batik, 1), 'Added to cart');
    const path = `${CART_PATHS.cart}?customer_id=${s.customerId}`;
    for (const [headers, language] of [
      [inSpanish, 'es'],
      [inChinese, 'zh'],
      [{ 'accept-language': 'de' }, 'en'],
      [{}, 'en'],
    ] as const) {
      const res = await cartCall(t, 'GET', path, { token: s.token, headers });
      expect(expectCart(res, 'Cart retrieved').order_item[0]!.product.attributes).toEqual(INDIGO_2Y[language]);
      expect(res.headers['content-language']).toBe(language);
      expect(String(res.headers.vary)).toMatch(/accept-language/i);
    }
  });

  it('answers every change of the cart in the language asked for', async () => {
    const s = await newShopper(t);
    const added = await cartCall(t, 'POST', CART_PATHS.cart, {
      token: s.token,
      payload: { stock: batik, quantity: 1, customer: s.customerId, currency: 'GHS' },
      headers: inChinese,
    });
    expect(expectCart(added, 'Added to cart').order_item[0]!.product.attributes).toEqual(INDIGO_2Y.zh);
    expect(added.headers['content-language']).toBe('zh');

    const updated = await cartCall(t, 'PATCH', CART_PATHS.cart, {
      token: s.token,
      payload: { stock: batik, quantity: 2, customer: s.customerId, currency: 'GHS' },
      headers: inSpanish,
    });
    expect(expectCart(updated, 'Cart updated').order_item[0]!.product.attributes).toEqual(INDIGO_2Y.es);

    const merged = await cartCall(t, 'POST', CART_PATHS.merge, {
      token: s.token,
      payload: { customer: s.customerId, items: [{ stock: shea, quantity: 1 }] },
      headers: inSpanish,
    });
    const lines = expectCart(merged, 'Cart merged').order_item;
    // A measure has no translation: it reads the same, under the attribute's Spanish name.
    expect(lines.find((l) => l.product.id === shea)!.product.attributes).toEqual([{ name: 'Tamaño', value: '250 g' }]);

    const removed = await cartCall(t, 'DELETE', CART_PATHS.cart, {
      token: s.token,
      payload: { order_item: lines.find((l) => l.product.id === shea)!.id },
      headers: inChinese,
    });
    expect(expectCart(removed, 'Item removed').order_item.map((l) => l.product.attributes)).toEqual([INDIGO_2Y.zh]);
  });

  it('keeps English for callers that ask for nothing (the cart helpers send no Accept-Language)', async () => {
    const s = await newShopper(t);
    const added = expectCart(await addToCart(t, s, batik, 1), 'Added to cart');
    expect(added.order_item[0]!.product.attributes).toEqual(INDIGO_2Y.en);
    expect(expectCart(await updateCart(t, s, batik, 2), 'Cart updated').order_item[0]!.product.attributes).toEqual(INDIGO_2Y.en);
    expect(expectCart(await mergeCart(t, s, []), 'Cart merged').order_item[0]!.product.attributes).toEqual(INDIGO_2Y.en);
    expect(expectCart(await removeFromCart(t, s, added.order_item[0]!.id), 'Item removed').order_item).toEqual([]);
    expect(expectCart(await getCart(t, s), 'Cart retrieved').order_item).toEqual([]);
  });

  it("POST /cart/quote/ names a guest cart's options in the language asked for", async () => {
    const res = await t.api('POST', ENDPOINTS.cartQuote.path, {
      payload: { items: [{ stock: batik, quantity: 1 }] },
      headers: { 'accept-language': 'zh-Hans' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order_item[0].product.attributes).toEqual(INDIGO_2Y.zh);
    expect(res.headers['content-language']).toBe('zh');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });
});
