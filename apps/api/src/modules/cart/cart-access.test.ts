import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_LINES, CART_PATHS } from '@shop/contract';
import { expectError } from '../../test-support/accounts.js';
import {
  addToCart,
  cartCall,
  expectCart,
  getCart,
  linesInDb,
  mergeCart,
  newShopper,
  newStockItem,
  removeFromCart,
  updateCart,
  type Shopper,
} from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';

type Call = { name: string; method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: (s: Shopper) => string; payload: (s: Shopper) => unknown };

describe.each(backends)('who may use a cart, and bad input, on %s', (backend) => {
  let t: TestApp;
  let victim: Shopper;
  let intruder: Shopper;
  let stock: number;
  let victimLine: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [victim, intruder] = [await newShopper(t), await newShopper(t)];
    stock = await newStockItem(t, { quantity: 50 });
    victimLine = expectCart(await addToCart(t, victim, stock, 2), 'Added to cart').order_item[0]!.id;
  });
  afterAll(() => t.close());

  /** The victim's cart exactly as arranged: one line of 2. */
  const expectVictimUntouched = async () => expect(await linesInDb(t, victim.customerId)).toEqual([{ id: victimLine, stock, quantity: 2 }]);

  // Each call, well-formed, on the victim's behalf.
  const calls: Call[] = [
    { name: 'GET /cart/', method: 'GET', path: (s) => `${CART_PATHS.cart}?customer_id=${s.customerId}`, payload: () => undefined },
    { name: 'POST /cart/', method: 'POST', path: () => CART_PATHS.cart, payload: (s) => ({ stock, quantity: 1, customer: s.customerId, currency: 'GHS' }) },
    { name: 'PATCH /cart/', method: 'PATCH', path: () => CART_PATHS.cart, payload: (s) => ({ stock, quantity: 5, customer: s.customerId, currency: 'GHS' }) },
    { name: 'DELETE /cart/', method: 'DELETE', path: () => CART_PATHS.cart, payload: (s) => ({ order_item: victimLine, customer: s.customerId }) },
    { name: 'POST /cart/merge/', method: 'POST', path: () => CART_PATHS.merge, payload: (s) => ({ customer: s.customerId, items: [{ stock, quantity: 1 }] }) },
  ];
  const send = (c: Call, token: string | undefined, headers: Record<string, string> = {}) =>
    cartCall(t, c.method, c.path(victim), { ...(token ? { token } : {}), payload: c.payload(victim), headers });

  describe.each(calls)('$name', (c) => {
    it('needs the public key (401 API_KEY_REQUIRED), even with a valid token', async () => {
      expectError(await send(c, victim.token, { 'x-api-key': 'pk_not_the_key_at_all' }), 401, 'API_KEY_REQUIRED');
      const res = await t.call(c.method, c.path(victim), {
        ...(c.payload(victim) === undefined ? {} : { payload: c.payload(victim) as Record<string, unknown> }),
        headers: { authorization: `Bearer ${victim.token}` },
      });
      expectError(res, 401, 'API_KEY_REQUIRED');
      await expectVictimUntouched();
    });

    it('needs a valid bearer token (401 UNAUTHORIZED)', async () => {
      expectError(await send(c, undefined), 401, 'UNAUTHORIZED');
      expectError(await send(c, 'not-a-jwt'), 401, 'UNAUTHORIZED');
      const [head, , sig] = victim.token.split('.');
      const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'x', customer_id: victim.customerId })).toString('base64url')}.${sig}`;
      expectError(await send(c, forged), 401, 'UNAUTHORIZED');
      expectError(await send(c, undefined, { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }), 401, 'UNAUTHORIZED');
      await expectVictimUntouched();
    });

    it("refuses another customer's token for this customer (403), leaving the cart as it was", async () => {
      expectError(await send(c, intruder.token), 403, 'FORBIDDEN', "You don't have permission to perform this action.");
      await expectVictimUntouched();
    });
  });

  it('refuses in order: the key first, then the token, then the input, then the customer', async () => {
    const bad = { stock: 'abc', quantity: 0, customer: victim.customerId };
    const noKey = await t.call('POST', CART_PATHS.cart, { payload: bad });
    expectError(noKey, 401, 'API_KEY_REQUIRED');
    expectError(await cartCall(t, 'POST', CART_PATHS.cart, { payload: bad }), 401, 'UNAUTHORIZED');
    expectError(await cartCall(t, 'POST', CART_PATHS.cart, { token: intruder.token, payload: bad }), 400, 'VALIDATION_FAILED');
    await expectVictimUntouched();
  });

  it("answers 404 for another cart's line id on DELETE, and leaves that cart as it was", async () => {
    expectError(await removeFromCart(t, intruder, victimLine), 404, 'CART_ITEM_NOT_FOUND', 'This item is not in your cart.');
    expectError(await removeFromCart(t, intruder, victimLine, { customer: intruder.customerId }), 404, 'CART_ITEM_NOT_FOUND');
    await expectVictimUntouched();
  });

  it("changes only the caller's own cart when both hold the same item", async () => {
    expectError(await updateCart(t, intruder, stock, 7), 404, 'CART_ITEM_NOT_FOUND');
    expectCart(await addToCart(t, intruder, stock, 1), 'Added to cart');
    expectCart(await updateCart(t, intruder, stock, 4), 'Cart updated');
    expectCart(await mergeCart(t, intruder, [{ stock, quantity: 3 }]), 'Cart merged');
    const own = expectCart(await getCart(t, intruder), 'Cart retrieved');
    expect(own.order_item.map((l) => l.quantity)).toEqual([7]);
    expectCart(await removeFromCart(t, intruder, own.order_item[0]!.id), 'Item removed');
    await expectVictimUntouched();
  });

  describe("bad input answers 400 with the field's message, never 5xx", () => {
    const validAdd = () => ({ stock, quantity: 1, customer: intruder.customerId, currency: 'GHS' });

    it.each([
      [{ stock: undefined, quantity: undefined, customer: undefined, currency: undefined }, 'stock', 'stock must be a number.'],
      [{ stock: undefined }, 'stock', 'stock must be a number.'],
      [{ stock: 'abc' }, 'stock', 'stock must be a number.'],
      [{ stock: '5' }, 'stock', 'stock must be a number.'],
      [{ stock: 0 }, 'stock', 'stock must be a positive whole number.'],
      [{ stock: 2.5 }, 'stock', 'stock must be a whole number.'],
      [{ stock: 99_999_999_999 }, 'stock', null],
      [{ quantity: undefined }, 'quantity', 'Quantity must be a number.'],
      [{ quantity: '2' }, 'quantity', 'Quantity must be a number.'],
      [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1.'],
      [{ quantity: -1 }, 'quantity', 'Quantity must be at least 1.'],
      [{ quantity: 1.5 }, 'quantity', 'Quantity must be a whole number.'],
      [{ quantity: 10_001 }, 'quantity', 'Quantity must be at most 10000.'],
      [{ quantity: 1e20 }, 'quantity', null],
      [{ quantity: null }, 'quantity', 'Quantity must be a number.'],
      [{ customer: undefined }, 'customer', 'customer must be a number.'],
      [{ customer: 'me' }, 'customer', 'customer must be a number.'],
      [{ currency: 'XYZ' }, 'currency', 'currency must be one of GHS, USD, EUR, GBP.'],
      [{ currency: 'ghs' }, 'currency', 'currency must be one of GHS, USD, EUR, GBP.'],
      [{ variant_attribute: 'red' }, 'variant_attribute', 'variant_attribute must be a number.'],
    ])('POST /cart/ with %j names %s', async (change, field, message) => {
      const payload = { ...validAdd(), ...change };
      for (const key of Object.keys(change)) if ((change as Record<string, unknown>)[key] === undefined) delete (payload as Record<string, unknown>)[key];
      const body = expectError(await cartCall(t, 'POST', CART_PATHS.cart, { token: intruder.token, payload }), 400, 'VALIDATION_FAILED');
      expect(Object.keys(body.errors ?? {})).toContain(field);
      if (message) expect(body.message).toBe(message);
      else expect(body.message).toMatch(/^(stock|Quantity)/);
    });

    it.each([
      ['', 'customer_id is required.'],
      ['?customer_id=', 'customer_id must be a positive whole number.'],
      ['?customer_id=abc', 'customer_id must be a positive whole number.'],
      ['?customer_id=-1', 'customer_id must be a positive whole number.'],
      ['?customer_id=1.5', 'customer_id must be a positive whole number.'],
      ['?customer_id=0', 'customer_id must be a positive whole number.'],
      ['?customer_id=99999999999', 'customer_id must be a positive whole number.'],
      ['?customer_id=2147483648', 'customer_id is too large.'],
    ])('GET /cart/%s answers 400: %s', async (query, message) => {
      expectError(await cartCall(t, 'GET', `${CART_PATHS.cart}${query}`, { token: intruder.token }), 400, 'VALIDATION_FAILED', message);
    });

    it.each([
      ['PATCH', CART_PATHS.cart, { stock: 1, customer: 1 }, 'Quantity must be a number.'],
      ['PATCH', CART_PATHS.cart, { stock: 1, quantity: 0, customer: 1 }, 'Quantity must be at least 1.'],
      ['PATCH', CART_PATHS.cart, { quantity: 1, customer: 1 }, 'stock must be a number.'],
      ['PATCH', CART_PATHS.cart, { stock: 1, quantity: 1 }, 'customer must be a number.'],
      ['PATCH', CART_PATHS.cart, { stock: 1, quantity: 1, customer: 1, currency: 'NGN' }, 'currency must be one of GHS, USD, EUR, GBP.'],
      ['DELETE', CART_PATHS.cart, {}, 'order_item must be a number.'],
      ['DELETE', CART_PATHS.cart, { order_item: 'abc' }, 'order_item must be a number.'],
      ['DELETE', CART_PATHS.cart, { order_item: -1 }, 'order_item must be a positive whole number.'],
      ['DELETE', CART_PATHS.cart, { order_item: 1, customer: 'x' }, 'customer must be a number.'],
      ['POST', CART_PATHS.merge, { customer: 1 }, 'items must be a list.'],
      ['POST', CART_PATHS.merge, { customer: 1, items: 'all' }, 'items must be a list.'],
      ['POST', CART_PATHS.merge, { customer: 1, items: [{ stock: 1, quantity: 0 }] }, 'Quantity must be at least 1.'],
      ['POST', CART_PATHS.merge, { customer: 1, items: [{ quantity: 1 }] }, 'stock must be a number.'],
      ['POST', CART_PATHS.merge, { customer: 1, items: [], currency: 'XYZ' }, 'currency must be one of GHS, USD, EUR, GBP.'],
      [
        'POST',
        CART_PATHS.merge,
        { customer: 1, items: Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({ stock: i + 1, quantity: 1 })) },
        `At most ${CART_MAX_LINES} items can be merged at once.`,
      ],
    ] as const)('%s %s with %j answers 400: %s', async (method, path, payload, message) => {
      expectError(await cartCall(t, method, path, { token: intruder.token, payload }), 400, 'VALIDATION_FAILED', message);
    });

    it.each([
      ['POST', CART_PATHS.cart],
      ['PATCH', CART_PATHS.cart],
      ['DELETE', CART_PATHS.cart],
      ['POST', CART_PATHS.merge],
    ] as const)('%s %s without a body, or with a body that is not an object, answers 400', async (method, path) => {
      const none = await cartCall(t, method, path, { token: intruder.token });
      expectError(none, 400, 'VALIDATION_FAILED', 'Invalid data provided. Please check your information.');
      for (const payload of [[1, 2], 'stock', 42, null]) {
        const res = await t.api(method, path, {
          payload: JSON.stringify(payload),
          headers: { authorization: `Bearer ${intruder.token}`, 'content-type': 'application/json' },
        });
        expectError(res, 400, 'VALIDATION_FAILED', 'Invalid data provided. Please check your information.');
      }
    });

    it('answers a body that is not JSON with 400, or 415 for a media type it does not read', async () => {
      const headers = { authorization: `Bearer ${intruder.token}` };
      const broken = await t.api('POST', CART_PATHS.cart, { payload: '{"stock": 1,', headers: { ...headers, 'content-type': 'application/json' } });
      expectError(broken, 400, 'MALFORMED_REQUEST', 'The request could not be read. Please check what was sent.');
      const text = await t.api('POST', CART_PATHS.cart, { payload: 'stock=1&quantity=1', headers: { ...headers, 'content-type': 'text/plain' } });
      expectError(text, 400, 'VALIDATION_FAILED', 'Invalid data provided. Please check your information.');
      const form = await t.api('POST', CART_PATHS.cart, {
        payload: 'stock=1&quantity=1',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
      expect(await linesInDb(t, intruder.customerId)).toEqual([]);
    });
  });
});
