import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, cancelOrderResponse, type CancelledOrder } from '@shop/contract';
import { orderCancellationRequests, orders, orderStatusHistory, outboxMails, paymentAttempts, stockItems } from '../../db/schema/index.js';
import { expectError } from '../../test-support/accounts.js';
import { addToCart, cartCall, expectCart, newShopper, newStockItem, type Shopper } from '../../test-support/cart.js';
import { ACCRA, deliverTo, expectUpdated, patchCheckout } from '../../test-support/checkout.js';
import { expectOrder, expectPlaced, getOrder, newKey, placeOrder } from '../../test-support/orders.js';
import { eventually, expectPayment, getPayment, payAtSandbox, sandboxViaInject } from '../../test-support/payments.js';
import { backends, createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.js';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider } from '../payments/payment-provider.js';
import { createPaymentProvider } from '../payments/provider-factory.js';

// POST /order/{order_id}/cancel/ (issue 13) through the real place call, the sandbox provider and its webhooks: what
// the shopper, the stock, the history and the outbox see.

const SECRET = 'order_cancel_test_secret_0123456789';
const WEBHOOK_PATH = `${API_BASE}/payment/webhook/sandbox/`;
const MOMO = { payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '0551234987' } };
const APPROVE = { method: 'mobile_money', network: 'mtn', number: '0551234987' };
const DECLINE = { method: 'mobile_money', network: 'mtn', number: '0551234999' };
const HOUR_AND_A_MINUTE = 61 * 60;

describe.each(backends)('cancelling an order on %s', (backend) => {
  let t: TestApp;
  let sandbox: PaymentProvider;
  /** How the provider answers a refund: as the sandbox does, refusing it, or unreachable. */
  let refunds: 'sandbox' | 'refuse' | 'down' = 'sandbox';

  beforeAll(async () => {
    const config = sandboxViaInject(() => t, SECRET, WEBHOOK_PATH);
    const switchable: PaymentProvider = {
      name: 'sandbox',
      origins: { frame: ["'self'"], script: [], connect: [] },
      create: (input) => sandbox.create(input),
      verify: (reference) => sandbox.verify(reference),
      parseWebhook: (raw, headers) => sandbox.parseWebhook(raw, headers),
      refund: (reference, amount) =>
        refunds === 'refuse'
          ? Promise.reject(new ProviderRefused('Transaction has been fully reversed', 400))
          : refunds === 'down'
            ? Promise.reject(new ProviderUnavailable('network', 'down'))
            : sandbox.refund(reference, amount),
    };
    t = await createTestApp(backend, { paymentSandbox: config, paymentProvider: switchable });
    sandbox = createPaymentProvider({ kind: 'sandbox', sandbox: config, db: t.database.db, clock: t.clock.now }).provider;
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;
  const historyOf = (orderId: number) =>
    t.database.db
      .select({
        status: orderStatusHistory.status,
        paymentStatus: orderStatusHistory.paymentStatus,
        actor: orderStatusHistory.actor,
        note: orderStatusHistory.note,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  const statusMailsOf = async (orderId: number) =>
    (
      await t.database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.kind, 'order_status_changed'), sql`(${outboxMails.payload}->>'order_id')::int = ${orderId}`))
        .orderBy(outboxMails.id)
    ).map((m) => (m.payload as { status: string }).status);
  const attemptOf = async (reference: string) => (await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)))[0]!;

  const cancel = (s: Shopper, orderNumber: string, body?: unknown, customerId = s.customerId) =>
    cartCall(t, 'POST', `/order/${orderNumber}/cancel/?customer_id=${customerId}`, { token: s.token, ...(body === undefined ? {} : { payload: body }) });
  const moveTo = (orderNumber: string, status: string) =>
    t.app.inject({ method: 'POST', url: `/dev/orders/${orderNumber}/status`, payload: { status }, remoteAddress: '127.0.0.1' });

  function expectCancelled(res: LightMyRequestResponse, message: string): CancelledOrder {
    expect(res.statusCode, res.body).toBe(200);
    const parsed = cancelOrderResponse.strict().safeParse(res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(res.json().message).toBe(message);
    return parsed.data!.data;
  }

  /** A shopper's order of 2 units of a new item (10 in stock), delivered to Accra, paid on delivery unless `body`. */
  async function placed(body?: unknown) {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 1250 });
    expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
    const order = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, body));
    return { s, stock, order };
  }

  const settled = (s: Shopper, reference: string) =>
    eventually(
      async () => expectPayment(await getPayment(t, s, reference)).status,
      (status) => status !== 'pending',
    );

  it('within the hour: Cancelled at once, the stock back, a history row and the status mail; pressing again answers the same', async () => {
    const { s, stock, order } = await placed();
    expect(await stockOf(stock)).toBe(8);
    const done = expectCancelled(await cancel(s, order.order_id, { reason: 'Ordered the wrong size' }), 'Order cancelled');
    expect(done).toMatchObject({ order_id: order.order_id, status: 'Cancelled', payment_status: 'unpaid', outcome: 'cancelled', cancellation_request: null });
    expect(await stockOf(stock)).toBe(10);
    expect((await historyOf(order.id)).at(-1)).toEqual({
      status: 'Cancelled',
      paymentStatus: 'unpaid',
      actor: 'customer',
      note: 'Cancelled by the customer: Ordered the wrong size',
    });
    expect(await statusMailsOf(order.id)).toEqual(['Cancelled']);

    // A second press (a double click, a retry after a lost answer): the same outcome, nothing done twice.
    expect(expectCancelled(await cancel(s, order.order_id), 'Order cancelled').outcome).toBe('cancelled');
    expect(await stockOf(stock)).toBe(10);
    expect((await historyOf(order.id)).filter((h) => h.status === 'Cancelled')).toHaveLength(1);
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').status).toBe('Cancelled');
  });

  it("queues no status mail for a shopper who turned 'Order updates' off", async () => {
    const { s, order } = await placed();
    const off = await t.call('PATCH', '/user-setting/preferences/', { payload: { order_updates: false }, headers: { authorization: `Bearer ${s.token}` } });
    expect(off.statusCode, off.body).toBe(200);
    expect(expectCancelled(await cancel(s, order.order_id), 'Order cancelled').status).toBe('Cancelled');
    expect(await statusMailsOf(order.id)).toEqual([]);
  });

  it('after the hour: one cancellation request however often it is pressed, the order unchanged', async () => {
    const { s, stock, order } = await placed();
    // Placed an hour and a minute ago (the token must stay fresh, so the order moves rather than the clock).
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(t.clock.now().getTime() - HOUR_AND_A_MINUTE * 1000) })
      .where(eq(orders.id, order.id));
    const asked = expectCancelled(await cancel(s, order.order_id, { reason: '  Found it cheaper  ' }), 'Order Cancellation Requested');
    expect(asked).toMatchObject({ status: 'Pending', payment_status: 'unpaid', outcome: 'requested', cancellation_request: { status: 'open' } });
    const again = expectCancelled(await cancel(s, order.order_id), 'Order Cancellation Requested');
    expect(again.cancellation_request).toEqual(asked.cancellation_request);
    const requests = await t.database.db.select().from(orderCancellationRequests).where(eq(orderCancellationRequests.orderId, order.id));
    expect(requests.map((r) => [r.status, r.reason, r.customerId])).toEqual([['open', 'Found it cheaper', s.customerId]]);
    expect(await stockOf(stock)).toBe(8);
    expect((await historyOf(order.id)).map((h) => [h.status, h.actor, h.note])).toEqual([
      ['Pending', 'customer', expect.any(String)],
      ['Pending', 'customer', 'Cancellation requested: Found it cheaper'],
    ]);
    expect(await statusMailsOf(order.id)).toEqual([]);
    const read = expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved');
    expect(read).toMatchObject({ status: 'Pending', cancellation_request: { status: 'open' } });
  });

  it('a paid order is refunded through the sandbox: Refunded, payment refunded, the stock back', async () => {
    const { s, stock, order } = await placed(MOMO);
    const reference = order.payment!.reference;
    expect((await payAtSandbox(t, reference, APPROVE)).statusCode).toBe(200);
    expect(await settled(s, reference)).toBe('successful');
    expect(await stockOf(stock)).toBe(8);

    const done = expectCancelled(await cancel(s, order.order_id), 'Order cancelled and refunded');
    expect(done).toMatchObject({ status: 'Refunded', payment_status: 'refunded', outcome: 'refunded' });
    expect(await stockOf(stock)).toBe(10);
    expect(await attemptOf(reference)).toMatchObject({ status: 'successful', refund: 'processed', hold: 'released' });
    expect((await historyOf(order.id)).slice(-2).map((h) => [h.status, h.paymentStatus, h.actor])).toEqual([
      ['Cancelled', 'refund_due', 'customer'],
      ['Refunded', 'refunded', 'system'],
    ]);
    expect(await statusMailsOf(order.id)).toEqual(['Cancelled', 'Refunded']);
    expect((await sandbox.verify(reference)).status).toBe('reversed');
  });

  it.each([
    ['refuses', 'refuse', 'failed'],
    ['cannot be reached', 'down', 'due'],
  ] as const)('a paid order whose provider %s: Cancelled with the refund due, never lost', async (_how, mode, attemptRefund) => {
    const { s, stock, order } = await placed(MOMO);
    const reference = order.payment!.reference;
    await payAtSandbox(t, reference, APPROVE);
    expect(await settled(s, reference)).toBe('successful');
    refunds = mode;
    try {
      const done = expectCancelled(await cancel(s, order.order_id), 'Order cancelled; the refund will follow');
      expect(done).toMatchObject({ status: 'Cancelled', payment_status: 'refund_due', outcome: 'refund_due' });
    } finally {
      refunds = 'sandbox';
    }
    expect(await stockOf(stock)).toBe(10);
    expect(await attemptOf(reference)).toMatchObject({ refund: attemptRefund });
    // Pressing again answers the same and asks the provider nothing.
    expect(expectCancelled(await cancel(s, order.order_id), 'Order cancelled; the refund will follow').outcome).toBe('refund_due');
    expect((await sandbox.verify(reference)).status).toBe('successful');
  });

  it('an unpaid online order whose hold was already given back: its stock is not returned twice', async () => {
    const { s, stock, order } = await placed(MOMO);
    const reference = order.payment!.reference;
    await payAtSandbox(t, reference, DECLINE);
    expect(await settled(s, reference)).toBe('failed');
    expect(await stockOf(stock)).toBe(10);
    const done = expectCancelled(await cancel(s, order.order_id), 'Order cancelled');
    expect(done).toMatchObject({ status: 'Cancelled', payment_status: 'unpaid', outcome: 'cancelled' });
    expect(await stockOf(stock)).toBe(10);
  });

  it('a payment under way is stopped: its held stock back, and money that still comes is due back', async () => {
    const { s, stock, order } = await placed(MOMO);
    const reference = order.payment!.reference;
    expect(await stockOf(stock)).toBe(8);
    expect(expectCancelled(await cancel(s, order.order_id), 'Order cancelled').payment_status).toBe('unpaid');
    expect(await stockOf(stock)).toBe(10);
    expect(await attemptOf(reference)).toMatchObject({ status: 'failed', hold: 'released' });

    // The payer approves the prompt after all: the webhook finds the order cancelled.
    expect((await payAtSandbox(t, reference, APPROVE)).statusCode).toBe(200);
    const paymentStatus = await eventually(
      async () => expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').payment_status,
      (status) => status === 'refund_due',
    );
    expect(paymentStatus).toBe('refund_due');
    expect(await stockOf(stock)).toBe(10);
    expect(await attemptOf(reference)).toMatchObject({ refund: 'due' });
  });

  it.each(['On Delivery', 'Delivered'])('an order that is %s cannot be cancelled: 409, nothing changed', async (status) => {
    const { s, stock, order } = await placed();
    expect((await moveTo(order.order_id, status)).statusCode).toBe(200);
    expectError(await cancel(s, order.order_id), 409, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled.');
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').status).toBe(status);
    expect(await stockOf(stock)).toBe(8);
  });

  it("an order the shop cancelled (not the customer) is not the customer's to cancel again", async () => {
    const { s, order } = await placed();
    expect((await moveTo(order.order_id, 'Cancelled')).statusCode).toBe(200);
    expectError(await cancel(s, order.order_id), 409, 'ORDER_NOT_CANCELLABLE');
  });

  it("only the customer's own order, with their own token and id", async () => {
    const { s, stock, order } = await placed();
    const other = await newShopper(t);
    const url = `${API_BASE}/order/${order.order_id}/cancel/?customer_id=${s.customerId}`;
    expectError(await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': TEST_API_KEY } }), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${s.token}` } }), 401, 'API_KEY_REQUIRED');
    // Another customer, with their own id: the order is not found, as one that does not exist.
    expectError(await cancel(other, order.order_id), 404, 'ORDER_NOT_FOUND');
    expectError(await cancel(other, 'AGH000000'), 404, 'ORDER_NOT_FOUND');
    // Another customer's token naming the owner's id.
    expectError(await cancel(other, order.order_id, undefined, s.customerId), 403, 'FORBIDDEN');
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').status).toBe('Pending');
    expect(await stockOf(stock)).toBe(8);
  });

  it('refuses a bad reason with 400 naming the field', async () => {
    const { s, order } = await placed();
    const long = expectError(await cancel(s, order.order_id, { reason: 'x'.repeat(501) }), 400, 'VALIDATION_FAILED');
    expect(long.params).toEqual({ fields: { reason: ['CANCEL_REASON_MAX'] } });
    const control = expectError(await cancel(s, order.order_id, { reason: 'bad\u0000reason' }), 400, 'VALIDATION_FAILED');
    expect(control.params).toEqual({ fields: { reason: ['CANCEL_REASON_CHARS'] } });
    expectError(await cancel(s, order.order_id, { reason: 42 }), 400, 'VALIDATION_FAILED');
    expectError(await cancel(s, order.order_id, { why: 'no' }), 400, 'VALIDATION_FAILED');
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').status).toBe('Pending');
  });
});
