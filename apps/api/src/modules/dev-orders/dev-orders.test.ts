import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderStatusHistory, orders, outboxMails, userPreferences } from '../../db/schema/index.js';
import { addToCart, expectCart, newShopper, newStockItem, type Shopper } from '../../test-support/cart.js';
import { ACCRA, ACCRA_MALL, deliverTo, expectUpdated, patchCheckout, pickupAt } from '../../test-support/checkout.js';
import { expectOrder, getOrder, placeOrder } from '../../test-support/orders.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { pathOfMoves } from './dev-orders.module.js';

describe('pathOfMoves: the shortest way through the table of moves', () => {
  it('walks a delivery to Delivered, a pickup to Completed, and finds no way back', () => {
    expect(pathOfMoves('Pending', 'Delivered', 'Deliver')).toEqual(['Processing', 'On Delivery', 'Delivered']);
    expect(pathOfMoves('Pending', 'Completed', 'Pickup')).toEqual(['Processing', 'Ready for Pickup', 'Completed']);
    expect(pathOfMoves('Pending', 'Ready for Pickup', 'Deliver')).toBeUndefined();
    expect(pathOfMoves('Delivered', 'Pending', 'Deliver')).toBeUndefined();
    expect(pathOfMoves('Processing', 'Processing', 'Deliver')).toEqual([]);
  });
});

describe.each(backends)('POST /dev/orders/:order_id/status and the status mails on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function placedOrder(how: 'deliver' | 'pickup'): Promise<{ s: Shopper; orderId: string; rowId: number }> {
    const s = await newShopper(t);
    expectCart(await addToCart(t, s, await newStockItem(t, { quantity: 10, priceMinor: 5000 }), 1), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, how === 'deliver' ? deliverTo(ACCRA, 'standard') : pickupAt(ACCRA_MALL)));
    const order = expectOrder(await placeOrder(t, s));
    return { s, orderId: order.order_id, rowId: order.id };
  }
  const move = (orderId: string, status: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/dev/orders/${orderId}/status`, payload: { status }, remoteAddress });
  const mailsOf = (rowId: number, kind: string) =>
    t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.kind, kind), sql`(${outboxMails.payload}->>'order_id')::int = ${rowId}`))
      .orderBy(outboxMails.id);

  it("moves a delivery to Delivered step by step: each step a history row and a mail in the shopper's settings", async () => {
    const { s, orderId, rowId } = await placedOrder('deliver');
    const res = await move(orderId, 'Delivered');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.through).toEqual(['Processing', 'On Delivery', 'Delivered']);
    expect(expectOrder(await getOrder(t, s, orderId), 200, 'Order retrieved').status).toBe('Delivered');
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, rowId)).orderBy(orderStatusHistory.id);
    expect(history.map((h) => [h.status, h.actor])).toEqual([
      ['Pending', 'customer'],
      ['Processing', 'dev'],
      ['On Delivery', 'dev'],
      ['Delivered', 'dev'],
    ]);
    const mails = await mailsOf(rowId, 'order_status_changed');
    expect(mails.map((m) => (m.payload as { status: string }).status)).toEqual(['Processing', 'On Delivery', 'Delivered']);
  });

  it('refuses a move the table has no way to, and an unknown order', async () => {
    const { orderId } = await placedOrder('deliver');
    const refused = await move(orderId, 'Ready for Pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_STATUS_MOVE_REFUSED', message: 'An order that is Pending cannot become Ready for Pickup.' });
    expect((await move('AGH000000', 'Processing')).json().code).toBe('ORDER_NOT_FOUND');
  });

  it('answers only callers on this machine', async () => {
    const { s, orderId } = await placedOrder('pickup');
    const res = await move(orderId, 'Completed', '203.0.113.9');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    expect(expectOrder(await getOrder(t, s, orderId), 200, 'Order retrieved').status).toBe('Pending');
  });

  it("sends no order mail, placed or moved, to a shopper who turned 'Order updates' off", async () => {
    const s = await newShopper(t);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, s.customerId));
    await t.database.db.update(userPreferences).set({ orderUpdates: false }).where(eq(userPreferences.userId, customer!.userId));
    expectCart(await addToCart(t, s, await newStockItem(t, { quantity: 10, priceMinor: 5000 }), 1), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, pickupAt(ACCRA_MALL)));
    const order = expectOrder(await placeOrder(t, s));
    expect((await move(order.order_id, 'Completed')).statusCode).toBe(200);
    expect(await mailsOf(order.id, 'order_placed')).toHaveLength(0);
    expect(await mailsOf(order.id, 'order_status_changed')).toHaveLength(0);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('Completed');
  });
});
