import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, stockItems } from '../../db/schema/index.js';
import { addToCart, cartCall, expectCart, newShopper, newStockItem } from '../../test-support/cart.js';
import { ACCRA, deliverTo, expectUpdated, patchCheckout } from '../../test-support/checkout.js';
import { expectPlaced, newKey, placeOrder } from '../../test-support/orders.js';
import { approved, orderAwaitingPayment } from '../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createPaymentRecorder } from '../payments/record-payment.service.js';

// Cancels racing each other and a payment's webhook need a real server with several connections (the app's pool);
// PGlite runs one statement at a time. CI sets TEST_DATABASE_URL.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.skipIf(!process.env.TEST_DATABASE_URL)('cancelling at once on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;
  /**
   * The order's history rows of its cancellation by the customer. Not every row saying Cancelled: a payment arriving
   * after the cancel adds one of its own ('Paid after the order was cancelled', the money due back, by the payment),
   * and which of the two comes first in a race is up to the database.
   */
  const cancelledRows = async (orderId: number) =>
    (await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id))).filter(
      (h) => h.status === 'Cancelled' && h.actor === 'customer',
    );

  it('20 cancels of one order at once: one outcome, the stock back exactly once, one Cancelled history row', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 1250 });
    expectCart(await addToCart(t, s, stock, 3), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
    const order = expectPlaced(await placeOrder(t, s, newKey()));
    expect(await stockOf(stock)).toBe(7);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cartCall(t, 'POST', `/order/${order.order_id}/cancel/?customer_id=${s.customerId}`, { token: s.token })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().data.outcome))).toEqual(new Set(['cancelled']));
    expect(await stockOf(stock)).toBe(10);
    expect(await cancelledRows(order.id)).toHaveLength(1);
  });

  it('a cancel racing the payment webhook: one end state, the stock back once, the money never lost', async () => {
    for (let round = 0; round < 5; round++) {
      const awaiting = await orderAwaitingPayment(t);
      expect(await stockOf(awaiting.stock)).toBe(8);
      const recorder = createPaymentRecorder({ db: t.database.db, clock: t.clock.now, log: quiet });
      const [cancelled] = await Promise.all([
        cartCall(t, 'POST', `/order/${awaiting.order.order_id}/cancel/?customer_id=${awaiting.s.customerId}`, { token: awaiting.s.token }),
        recorder.record(approved(awaiting.reference, awaiting.amountMinor), { provider: 'sandbox', live: false }),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Whichever came first, the order is cancelled and its money is due back (this app's provider refunds nothing).
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, awaiting.order.id));
      expect({ status: row!.status, paymentStatus: row!.paymentStatus }).toEqual({ status: 'Cancelled', paymentStatus: 'refund_due' });
      expect(await stockOf(awaiting.stock)).toBe(10);
      expect(await cancelledRows(awaiting.order.id)).toHaveLength(1);
    }
  });
});
