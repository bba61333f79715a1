import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '@shop/contract';
import {
  addToCart,
  expectCart,
  linesInDb,
  mergeCart,
  newShopper,
  newStockItem,
  newStockItems,
  removeFromCart,
  updateCart,
  type Shopper,
} from '../../test-support/cart.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Concurrency needs a real server with several connections (the app's pool); PGlite runs one statement at a time.
// CI sets TEST_DATABASE_URL.

/** How many answers had each status, e.g. { 200: 7, 409: 13 }. */
function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the cart under concurrent calls on PostgreSQL', () => {
  let t: TestApp;
  let s: Shopper;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  const linesOf = async (stock: number) => (await linesInDb(t, s.customerId)).filter((l) => l.stock === stock);

  it('20 simultaneous adds of 1 of the same item end as one line of 20, and 20 more make it 40', async () => {
    s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 100 });
    // first all of them race to create the line, then all of them race to raise it
    const creating = await Promise.all(Array.from({ length: 20 }, () => addToCart(t, s, stock, 1)));
    expect(statusCounts(creating)).toEqual({ 200: 20 });
    expect(await linesOf(stock)).toEqual([expect.objectContaining({ quantity: 20 })]);
    const raising = await Promise.all(Array.from({ length: 20 }, () => addToCart(t, s, stock, 1)));
    expect(statusCounts(raising)).toEqual({ 200: 20 });
    expect(await linesOf(stock)).toEqual([expect.objectContaining({ quantity: 40 })]);
  });

  it(`200 simultaneous adds of different items into a cart of ${CART_MAX_LINES - 5} lines: exactly 5 land, the rest are told it is full`, async () => {
    s = await newShopper(t);
    const items = await newStockItems(t, CART_MAX_LINES - 5 + 200, { quantity: 5 });
    for (const stock of items.slice(0, CART_MAX_LINES - 5)) expect((await addToCart(t, s, stock, 1)).statusCode).toBe(200);
    const responses = await Promise.all(items.slice(CART_MAX_LINES - 5).map((stock) => addToCart(t, s, stock, 1)));
    expect(statusCounts(responses)).toEqual({ 200: 5, 422: 195 });
    for (const r of responses.filter((x) => x.statusCode === 422)) expect(r.json().code).toBe('CART_FULL');
    expect(await linesInDb(t, s.customerId)).toHaveLength(CART_MAX_LINES);
  });

  it('simultaneous adds beyond the stock stop exactly at the stock; the others get 409', async () => {
    s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 7 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => addToCart(t, s, stock, 1)));
    expect(statusCounts(responses)).toEqual({ 200: 7, 409: 13 });
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('NOT_ENOUGH_STOCK');
    expect(await linesOf(stock)).toEqual([expect.objectContaining({ quantity: 7 })]);
  });

  it('simultaneous adds of 2 against a stock of 9 accept exactly four', async () => {
    s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 9 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => addToCart(t, s, stock, 2)));
    expect(statusCounts(responses)).toEqual({ 200: 4, 409: 6 });
    expect(await linesOf(stock)).toEqual([expect.objectContaining({ quantity: 8 })]);
  });

  it('simultaneous merges and adds never pass the stock; every merge succeeds', async () => {
    s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10 });
    const merges = Array.from({ length: 10 }, () => mergeCart(t, s, [{ stock, quantity: 3 }]));
    const adds = Array.from({ length: 10 }, () => addToCart(t, s, stock, 2));
    const [merged, added] = await Promise.all([Promise.all(merges), Promise.all(adds)]);
    expect(statusCounts(merged)).toEqual({ 200: 10 });
    expect(added.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    // every merge adds min(3, what is left), so the ten of them fill the line to the stock, and nothing goes past it
    expect(await linesOf(stock)).toEqual([expect.objectContaining({ quantity: 10 })]);
  });

  it('simultaneous merges of the same items in different orders neither deadlock nor pass the stock', async () => {
    s = await newShopper(t);
    const stocks = [await newStockItem(t, { quantity: 12 }), await newStockItem(t, { quantity: 12 }), await newStockItem(t, { quantity: 12 })];
    const orders = [stocks, [...stocks].reverse(), [stocks[1]!, stocks[2]!, stocks[0]!]];
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        mergeCart(
          t,
          s,
          orders[i % 3]!.map((stock) => ({ stock, quantity: 2 })),
        ),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 200: 12 });
    expect((await linesInDb(t, s.customerId)).map((l) => l.quantity)).toEqual([12, 12, 12]);
  });

  it('simultaneous updates and adds leave the line within the stock', async () => {
    s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10 });
    expectCart(await addToCart(t, s, stock, 5), 'Added to cart');
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => updateCart(t, s, stock, 6 + (i % 5))),
      ...Array.from({ length: 10 }, () => addToCart(t, s, stock, 1)),
    ]);
    expect(
      responses.every((r) => r.statusCode === 200 || r.statusCode === 409),
      JSON.stringify(statusCounts(responses)),
    ).toBe(true);
    const [line] = await linesOf(stock);
    expect(line!.quantity).toBeGreaterThanOrEqual(6);
    expect(line!.quantity).toBeLessThanOrEqual(10);
  });

  it('simultaneous removals and adds of one item answer 200 or 404, never a server error, and leave at most one line', async () => {
    s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 1000 });
    const lineId = expectCart(await addToCart(t, s, stock, 1), 'Added to cart').order_item[0]!.id;
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => removeFromCart(t, s, lineId)),
      ...Array.from({ length: 10 }, () => addToCart(t, s, stock, 1)),
    ]);
    expect(statusCounts(responses)[500]).toBeUndefined();
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    expect((await linesOf(stock)).length).toBeLessThanOrEqual(1);
  });
});
