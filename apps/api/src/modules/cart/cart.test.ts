import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  expectCart,
  getCart,
  linesInDb,
  newShopper,
  newStockItem,
  removeFromCart,
  seededStock,
  setStock,
  updateCart,
} from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

const ghs = (amount: string) => ({ amount, currency: 'GHS' });

describe.each(backends)('the cart calls on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('GET /cart/ answers an empty cart for a new customer', async () => {
    const s = await newShopper(t);
    const cart = expectCart(await getCart(t, s), 'Cart retrieved');
    expect(cart).toEqual({
      customer: s.customerId,
      order_item: [],
      item_count: 0,
      sub_total: ghs('0.00'),
      discount_allowed: ghs('0.00'),
      tax: ghs('0.00'),
      tax_rate: 15,
      total: ghs('0.00'),
    });
  });

  it('shows a coloured variant’s own picture on its cart line', async () => {
    const s = await newShopper(t);
    const indigo = await seededStock(t, 'BATIK-IND-2Y');
    const cart = expectCart(await addToCart(t, s, indigo.id, 1), 'Added to cart');
    expect(cart.order_item[0]!.product.image).toBe('/media/products/batik-cotton-fabric-indigo-1.svg');
  });

  it('POST /cart/ adds a line with the product as the shop sells it now', async () => {
    const s = await newShopper(t);
    const shea = await seededStock(t, 'SHEA-RAW-250');
    const cart = expectCart(await addToCart(t, s, shea.id, 2), 'Added to cart');
    expect(cart.order_item).toEqual([
      {
        id: expect.any(Number),
        quantity: 2,
        price: ghs('30.00'),
        total: ghs('60.00'),
        discount_percentage: 0,
        product: {
          id: shea.id,
          name: 'Raw Unrefined Shea Butter',
          image: '/media/products/raw-shea-butter-1.svg',
          weight: 0.29,
          sku: 'SHEA-RAW-250',
          moq: 1,
          available: 140,
          attributes: [{ name: 'Size', value: '250 g' }],
        },
      },
    ]);
    // 60.00, tax 15 % = 9.00
    expect(cart).toMatchObject({ item_count: 2, sub_total: ghs('60.00'), discount_allowed: ghs('0.00'), tax: ghs('9.00'), total: ghs('69.00') });
    expect(await linesInDb(t, s.customerId)).toEqual([{ id: cart.order_item[0]!.id, stock: shea.id, quantity: 2 }]);
  });

  it('POST /cart/ of an item already in the cart raises that line, keeping one line', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 50 });
    const first = expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
    const second = expectCart(await addToCart(t, s, stock, 3), 'Added to cart');
    expect(second.order_item).toHaveLength(1);
    expect(second.order_item[0]).toMatchObject({ id: first.order_item[0]!.id, quantity: 5 });
    expect(second.item_count).toBe(5);
  });

  it("lists every variant option, and takes variant_attribute when it is the item's own variant", async () => {
    const s = await newShopper(t);
    const batik = await seededStock(t, 'BATIK-IND-2Y');
    const cart = expectCart(await addToCart(t, s, batik.id, 1, { variant_attribute: batik.variantId }), 'Added to cart');
    expect(cart.order_item[0]!.product).toMatchObject({
      name: 'Batik Cotton Fabric',
      attributes: [
        { name: 'Colour', value: 'Indigo' },
        { name: 'Length', value: '2 yards' },
      ],
    });
    expectCart(await addToCart(t, s, batik.id, 1, { variant_attribute: null }), 'Added to cart');
  });

  it('prices in cedis whatever display currency the request names', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 1000 });
    const cart = expectCart(await addToCart(t, s, stock, 1, { currency: 'USD' }), 'Added to cart');
    expect(cart.order_item[0]!.price).toEqual(ghs('10.00'));
    expect(cart.total).toEqual(ghs('11.50'));
    expectCart(await updateCart(t, s, stock, 2, { currency: 'GBP' }), 'Cart updated');
    expect(expectCart(await getCart(t, s), 'Cart retrieved').total).toEqual(ghs('23.00'));
  });

  it('PATCH /cart/ sets the quantity of the line holding the item', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 20 });
    const added = expectCart(await addToCart(t, s, stock, 5), 'Added to cart');
    const down = expectCart(await updateCart(t, s, stock, 2), 'Cart updated');
    expect(down.order_item).toEqual([expect.objectContaining({ id: added.order_item[0]!.id, quantity: 2 })]);
    const up = expectCart(await updateCart(t, s, stock, 20), 'Cart updated');
    expect(up.order_item[0]!.quantity).toBe(20);
    expect(up.item_count).toBe(20);
  });

  it('DELETE /cart/ removes one line and answers the rest of the cart', async () => {
    const s = await newShopper(t);
    const [a, b] = [await newStockItem(t, { quantity: 5 }), await newStockItem(t, { quantity: 5 })];
    expectCart(await addToCart(t, s, a, 1), 'Added to cart');
    const both = expectCart(await addToCart(t, s, b, 2), 'Added to cart');
    const cart = expectCart(await removeFromCart(t, s, both.order_item[0]!.id), 'Item removed');
    expect(cart.order_item.map((l) => l.product.id)).toEqual([b]);
    expect(cart.item_count).toBe(2);
    // customer, when given, may be the token's own
    const empty = expectCart(await removeFromCart(t, s, both.order_item[1]!.id, { customer: s.customerId }), 'Item removed');
    expect(empty.order_item).toEqual([]);
    expect(await linesInDb(t, s.customerId)).toEqual([]);
  });

  it('keeps lines in the order they were added, whatever changes later', async () => {
    const s = await newShopper(t);
    const [a, b, c] = [await newStockItem(t, { quantity: 9 }), await newStockItem(t, { quantity: 9 }), await newStockItem(t, { quantity: 9 })];
    await addToCart(t, s, c, 1);
    await addToCart(t, s, a, 1);
    await addToCart(t, s, b, 1);
    await addToCart(t, s, c, 1);
    await updateCart(t, s, a, 3);
    const cart = expectCart(await getCart(t, s), 'Cart retrieved');
    expect(cart.order_item.map((l) => [l.product.id, l.quantity])).toEqual([
      [c, 2],
      [a, 3],
      [b, 1],
    ]);
  });

  it('reads prices, discounts and stock live: a change in the shop shows in the next answer', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 2000 });
    expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
    await setStock(t, stock, { priceMinor: 2500, discountPercentage: 20, quantity: 7 });
    const cart = expectCart(await getCart(t, s), 'Cart retrieved');
    // 25.00 × 2 = 50.00, 20 % off = 10.00, tax 15 % of 40.00 = 6.00
    expect(cart.order_item[0]).toMatchObject({ price: ghs('25.00'), total: ghs('50.00'), discount_percentage: 20, product: { available: 7 } });
    expect(cart).toMatchObject({ sub_total: ghs('50.00'), discount_allowed: ghs('10.00'), tax: ghs('6.00'), total: ghs('46.00') });
  });

  it('keeps a line whose stock ran out (available 0), counting it in the figures', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 4, priceMinor: 1000 });
    expectCart(await addToCart(t, s, stock, 3), 'Added to cart');
    await setStock(t, stock, { quantity: 0 });
    const cart = expectCart(await getCart(t, s), 'Cart retrieved');
    expect(cart.order_item).toEqual([expect.objectContaining({ quantity: 3, product: expect.objectContaining({ available: 0 }) })]);
    expect(cart).toMatchObject({ item_count: 3, sub_total: ghs('30.00'), tax: ghs('4.50'), total: ghs('34.50') });
  });

  it('documents every cart call in the OpenAPI document, with the key and the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const cart = doc.paths['/customer/api/v1/cart/'];
    const merge = doc.paths['/customer/api/v1/cart/merge/'];
    const operations = [cart.get, cart.post, cart.patch, cart.delete, merge.post];
    for (const op of operations) {
      expect(op.tags).toEqual(['cart']);
      expect(op.summary).toEqual(expect.any(String));
      expect(op.security).toEqual([{ publicKey: [], bearer: [] }]);
    }
    expect(cart.get.parameters.map((p: { name: string }) => p.name)).toEqual(['customer_id']);
    expect(Object.keys(cart.delete.requestBody.content['application/json'].schema.properties).sort()).toEqual(['customer', 'order_item']);
  });
});

describe.each(backends)('the figures of a real cart at a 12.5 %% tax rate on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { taxRatePercent: 12.5 });
  });
  afterAll(() => t.close());

  it('computes line totals, per-line discounts, tax and total in pesewas, rounding half up', async () => {
    const s = await newShopper(t);
    const discounted = await newStockItem(t, { quantity: 10, priceMinor: 4550, discountPercentage: 15 });
    const other = await newStockItem(t, { quantity: 10, priceMinor: 1999, discountPercentage: 10 });
    expectCart(await addToCart(t, s, discounted, 3), 'Added to cart');
    const cart = expectCart(await addToCart(t, s, other, 1), 'Added to cart');
    // 45.50 × 3 = 136.50, 15 % off = 20.475 -> 20.48; 19.99 × 1, 10 % off = 1.999 -> 2.00
    // sub 156.49, discount 22.48, taxable 134.01, tax 12.5 % = 16.75125 -> 16.75, total 150.76
    expect(cart.order_item.map((l) => [l.price.amount, l.total.amount, l.discount_percentage])).toEqual([
      ['45.50', '136.50', 15],
      ['19.99', '19.99', 10],
    ]);
    expect(cart).toMatchObject({
      item_count: 4,
      sub_total: ghs('156.49'),
      discount_allowed: ghs('22.48'),
      tax: ghs('16.75'),
      tax_rate: 12.5,
      total: ghs('150.76'),
    });
  });
});
