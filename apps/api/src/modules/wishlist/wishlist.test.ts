import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_MAX_ITEMS } from '@shop/contract';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, cartCall, newShopper, newStockItem, setStock, type Shopper } from '../../test-support/cart.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  addToWishlist,
  expectWishlist,
  fillWishlist,
  getWishlist,
  manyStockItems,
  mergeWishlist,
  removeFromWishlist,
  wishlistInDb,
} from '../../test-support/wishlist.js';

const MISSING_STOCK = 2_000_000_000;

describe.each(backends)('the wishlist on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('starts empty', async () => {
    const s = await newShopper(t);
    expect(expectWishlist(await getWishlist(t, s), 'Wishlist retrieved')).toEqual([]);
  });

  it('adds items and lists them newest first with the current name, picture, paid price and stock', async () => {
    const s = await newShopper(t);
    const older = await newStockItem(t, { quantity: 3, priceMinor: 2000, discountPercentage: 10 });
    const newer = await newStockItem(t, { quantity: 0, priceMinor: 999 });
    expectWishlist(await addToWishlist(t, s, older), 'Item added to wishlist');
    const list = expectWishlist(await addToWishlist(t, s, newer), 'Item added to wishlist');
    expect(list.map((i) => i.id)).toEqual([newer, older]);
    expect(list[1]).toMatchObject({
      id: older,
      price: { amount: '18.00', currency: 'GHS' },
      currency: 'GHS',
      in_stock: true,
      moq: 1,
      available: 3,
    });
    expect(list[1]!.name).not.toBe('');
    expect(list[1]!.image).toMatch(/^\//);
    expect(list[0]).toMatchObject({ id: newer, price: { amount: '9.99', currency: 'GHS' }, in_stock: false, available: 0 });
    expect(expectWishlist(await getWishlist(t, s), 'Wishlist retrieved')).toEqual(list);
  });

  it("reads the stock item's price and stock now, not when it was hearted", async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 4, priceMinor: 1000 });
    expectWishlist(await addToWishlist(t, s, stock), 'Item added to wishlist');
    await setStock(t, stock, { quantity: 0, priceMinor: 1500, discountPercentage: 20 });
    expect(expectWishlist(await getWishlist(t, s), 'Wishlist retrieved')).toEqual([
      expect.objectContaining({ id: stock, price: { amount: '12.00', currency: 'GHS' }, in_stock: false }),
    ]);
  });

  it('hearting an item twice keeps one entry (200 both times)', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 3 });
    const first = expectWishlist(await addToWishlist(t, s, stock), 'Item added to wishlist');
    const again = expectWishlist(await addToWishlist(t, s, stock), 'Item added to wishlist');
    expect(again).toEqual(first);
    expect(await wishlistInDb(t, s.customerId)).toEqual([stock]);
  });

  it('removes an item, and removing it again (or one never hearted) changes nothing', async () => {
    const s = await newShopper(t);
    const [a, b] = [await newStockItem(t, { quantity: 3 }), await newStockItem(t, { quantity: 3 })];
    expectWishlist(await addToWishlist(t, s, a), 'Item added to wishlist');
    expectWishlist(await addToWishlist(t, s, b), 'Item added to wishlist');
    expect(expectWishlist(await removeFromWishlist(t, s, a), 'Item removed from wishlist').map((i) => i.id)).toEqual([b]);
    expect(expectWishlist(await removeFromWishlist(t, s, a), 'Item removed from wishlist').map((i) => i.id)).toEqual([b]);
    expect(expectWishlist(await removeFromWishlist(t, s, MISSING_STOCK), 'Item removed from wishlist').map((i) => i.id)).toEqual([b]);
    expect(await wishlistInDb(t, s.customerId)).toEqual([b]);
  });

  it('an unknown stock item is 404 PRODUCT_NOT_FOUND and nothing is stored', async () => {
    const s = await newShopper(t);
    expectError(await addToWishlist(t, s, MISSING_STOCK), 404, 'PRODUCT_NOT_FOUND', 'Product not found.');
    expect(await wishlistInDb(t, s.customerId)).toEqual([]);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} items: one more is 422 WISHLIST_FULL, one already there is still 200`, async () => {
    const s = await newShopper(t);
    const ids = await manyStockItems(t, WISHLIST_MAX_ITEMS + 1);
    await fillWishlist(t, s.customerId, ids.slice(0, WISHLIST_MAX_ITEMS));
    expectError(await addToWishlist(t, s, ids[WISHLIST_MAX_ITEMS]!), 422, 'WISHLIST_FULL', undefined, { max: WISHLIST_MAX_ITEMS });
    expect(expectWishlist(await addToWishlist(t, s, ids[0]!), 'Item added to wishlist')).toHaveLength(WISHLIST_MAX_ITEMS);
    expectWishlist(await removeFromWishlist(t, s, ids[0]!), 'Item removed from wishlist');
    expect(expectWishlist(await addToWishlist(t, s, ids[WISHLIST_MAX_ITEMS]!), 'Item added to wishlist')).toHaveLength(WISHLIST_MAX_ITEMS);
  });

  it('bad input is 400 VALIDATION_FAILED with the field codes', async () => {
    const s = await newShopper(t);
    const res = await cartCall(t, 'POST', `/wishlist/?customer_id=${s.customerId}`, { token: s.token, payload: { stock_id: 'soap' } });
    expect(expectError(res, 400, 'VALIDATION_FAILED').params).toMatchObject({ fields: { stock_id: ['ID_NOT_NUMBER'] } });
    expectError(await removeFromWishlist(t, s, 'soap'), 400, 'VALIDATION_FAILED');
    expect(expectError(await mergeWishlist(t, s, 'all'), 400, 'VALIDATION_FAILED').params).toMatchObject({ fields: { stock_ids: ['STOCK_IDS_LIST'] } });
    const tooMany = Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => i + 1);
    expect(expectError(await mergeWishlist(t, s, tooMany), 400, 'VALIDATION_FAILED').params).toMatchObject({ fields: { stock_ids: ['STOCK_IDS_MAX'] } });
    expectError(await cartCall(t, 'GET', '/wishlist/', { token: s.token }), 400, 'VALIDATION_FAILED');
  });

  it('has nothing to do with the cart: adding to the cart leaves the wishlist as it was', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 3 });
    expectWishlist(await addToWishlist(t, s, stock), 'Item added to wishlist');
    expect((await addToCart(t, s, stock, 1)).statusCode).toBe(200);
    expect(await wishlistInDb(t, s.customerId)).toEqual([stock]);
  });
});

describe.each(backends)('who may use a wishlist, on %s', (backend) => {
  let t: TestApp;
  let victim: Shopper;
  let intruder: Shopper;
  let stock: number;
  let other: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [victim, intruder] = [await newShopper(t), await newShopper(t)];
    [stock, other] = [await newStockItem(t, { quantity: 5 }), await newStockItem(t, { quantity: 5 })];
    expectWishlist(await addToWishlist(t, victim, stock), 'Item added to wishlist');
  });
  afterAll(() => t.close());

  const expectVictimUntouched = async () => expect(await wishlistInDb(t, victim.customerId)).toEqual([stock]);

  type Call = { name: string; method: 'GET' | 'POST' | 'DELETE'; path: (customerId: number) => string; payload?: unknown };
  const calls = (): Call[] => [
    { name: 'GET /wishlist/', method: 'GET', path: (c) => `/wishlist/?customer_id=${c}` },
    { name: 'POST /wishlist/', method: 'POST', path: (c) => `/wishlist/?customer_id=${c}`, payload: { stock_id: other } },
    { name: 'DELETE /wishlist/{stock_id}/', method: 'DELETE', path: (c) => `/wishlist/${stock}/?customer_id=${c}` },
    { name: 'POST /wishlist/merge/', method: 'POST', path: (c) => `/wishlist/merge/?customer_id=${c}`, payload: { stock_ids: [other] } },
  ];

  it.each(['GET /wishlist/', 'POST /wishlist/', 'DELETE /wishlist/{stock_id}/', 'POST /wishlist/merge/'])(
    '%s: no token is 401, a bad token is 401, no key is 401',
    async (name) => {
      const c = calls().find((x) => x.name === name)!;
      const opts = c.payload === undefined ? {} : { payload: c.payload };
      expectError(await cartCall(t, c.method, c.path(victim.customerId), opts), 401, 'UNAUTHORIZED');
      expectError(await cartCall(t, c.method, c.path(victim.customerId), { ...opts, token: 'not.a.token' }), 401, 'UNAUTHORIZED');
      const noKey = await t.call(c.method, c.path(victim.customerId), {
        ...(c.payload === undefined ? {} : { payload: c.payload as Record<string, unknown> }),
        headers: { authorization: `Bearer ${victim.token}` },
      });
      expectError(noKey, 401, 'API_KEY_REQUIRED');
      await expectVictimUntouched();
    },
  );

  it.each(['GET /wishlist/', 'POST /wishlist/', 'DELETE /wishlist/{stock_id}/', 'POST /wishlist/merge/'])(
    "%s: another customer's customer_id with one's own token is 403 FORBIDDEN",
    async (name) => {
      const c = calls().find((x) => x.name === name)!;
      const res = await cartCall(t, c.method, c.path(victim.customerId), { token: intruder.token, ...(c.payload === undefined ? {} : { payload: c.payload }) });
      expectError(res, 403, 'FORBIDDEN');
      await expectVictimUntouched();
      expect(await wishlistInDb(t, intruder.customerId)).toEqual([]);
    },
  );

  it("one customer never sees or changes another's list: the intruder's own calls touch only their own", async () => {
    expect(expectWishlist(await getWishlist(t, intruder), 'Wishlist retrieved')).toEqual([]);
    // The victim's stock id on the intruder's own list: removing it is the intruder's no-op, never the victim's loss.
    expect(expectWishlist(await removeFromWishlist(t, intruder, stock), 'Item removed from wishlist')).toEqual([]);
    expect(expectWishlist(await addToWishlist(t, intruder, other), 'Item added to wishlist').map((i) => i.id)).toEqual([other]);
    await expectVictimUntouched();
    expect(expectWishlist(await getWishlist(t, victim), 'Wishlist retrieved').map((i) => i.id)).toEqual([stock]);
  });
});
