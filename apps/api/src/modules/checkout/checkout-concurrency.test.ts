import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema/index.js';
import { addToCart, expectCart, newShopper, newStockItem } from '../../test-support/cart.js';
import { ACCRA, deliverTo, getCheckout, patchCheckout } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Concurrency needs a real server with several connections (the app's pool); PGlite runs one statement at a time.
// CI sets TEST_DATABASE_URL.

describe.skipIf(!process.env.TEST_DATABASE_URL)('the checkout under concurrent calls on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('20 simultaneous first reads (and updates) of one customer make ONE checkout, all answering its number', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10 });
    expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => getCheckout(t, s)),
      ...Array.from({ length: 5 }, () => patchCheckout(t, s, deliverTo(ACCRA))),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const rows = await t.database.db.select().from(checkouts).where(eq(checkouts.customerId, s.customerId));
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((r) => r.json().data.order_id))).toEqual(new Set([rows[0]!.orderNumber]));
  });
});
