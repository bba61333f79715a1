import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, stockItems } from '../../db/schema/index.js';
import { addToCart, expectCart, newShopper, newStockItem } from '../../test-support/cart.js';
import { expectUpdated, patchCheckout, pickupAt } from '../../test-support/checkout.js';
import { newKey, placeOrder } from '../../test-support/orders.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Overselling needs a real server with several connections (the app's pool); PGlite runs one statement at a time.
// CI sets TEST_DATABASE_URL.

function statusCounts(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('placing orders at once on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('50 customers each placing 1 of an item with 10 units: exactly 10 orders, 40 refused with 409, stock ends at 0', async () => {
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 1000 });
    const shoppers = [];
    for (let i = 0; i < 50; i++) {
      const s = await newShopper(t);
      expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
      expectUpdated(await patchCheckout(t, s, pickupAt(1)));
      shoppers.push(s);
    }
    // The stock never goes below zero while they race: sampled until all have answered.
    const seen: number[] = [];
    let racing = true;
    const sampling = (async () => {
      while (racing) {
        seen.push((await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stock)))[0]!.q);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(shoppers.map((s) => placeOrder(t, s)));
    const ms = performance.now() - started;
    racing = false;
    await sampling;

    const counts = statusCounts(answers);
    const codes = answers.filter((r) => r.statusCode === 409).map((r) => r.json().code as string);
    const [left] = await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stock));
    const placed = await t.database.db.select({ id: orders.id }).from(orders);
    console.info(
      `oversell: 50 places of 1 against 10 units -> ${JSON.stringify(counts)}, 409 codes ${JSON.stringify([...new Set(codes)])}, ` +
        `stock left ${left!.q}, orders ${placed.length}, lowest stock seen ${Math.min(...seen)} in ${seen.length} samples, ${Math.round(ms)} ms`,
    );
    expect(counts).toEqual({ 201: 10, 409: 40 });
    expect(new Set(codes)).toEqual(new Set(['OUT_OF_STOCK']));
    expect(left!.q).toBe(0);
    expect(placed).toHaveLength(10);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('one customer placing one cart 10 times at once with 10 different keys (a double tap that made new keys): one order', async () => {
    const stock = await newStockItem(t, { quantity: 100, priceMinor: 1000 });
    const s = await newShopper(t);
    expectCart(await addToCart(t, s, stock, 3), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, pickupAt(1)));

    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, s, newKey())));
    const counts = statusCounts(answers);
    const refusals = answers.filter((r) => r.statusCode !== 201).map((r) => r.json().code as string);
    const placed = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, s.customerId));
    const [left] = await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stock));
    console.info(`one cart, 10 keys at once -> ${JSON.stringify(counts)}, refusals ${JSON.stringify([...new Set(refusals)])}, orders ${placed.length}`);
    expect(counts[201]).toBe(1);
    expect(placed).toHaveLength(1);
    expect(left!.q).toBe(97);
    // The others found the cart the first one emptied.
    expect(new Set(refusals)).toEqual(new Set(['CHECKOUT_EMPTY']));
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.customerId, s.customerId))).toEqual([]);
  }, 60_000);
});
