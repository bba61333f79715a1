import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, outboxMails, paymentAttempts, stockItems } from '../../db/schema/index.js';
import { addToCart, expectCart, linesInDb, setStock } from '../../test-support/cart.js';
import { expectOrder, getOrder } from '../../test-support/orders.js';
import { approved, orderAwaitingPayment } from '../../test-support/payments.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createPaymentAttemptsRepo } from './payment-attempts.repo.js';
import type { VerifiedPayment } from './payment-provider.js';
import { createPaymentRecorder, type RecordOutcome } from './record-payment.service.js';

// The one function that pays (decision 21), on orders placed through the real place call and then set awaiting an
// online payment with an attempt holding their stock, as the online place call will leave them.

const SANDBOX = { provider: 'sandbox', live: false } as const;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(backends)('recording a verified payment on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const recorder = () => createPaymentRecorder({ db: t.database.db, clock: t.clock.now, log: quiet });
  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;
  const attemptOf = async (reference: string) => (await createPaymentAttemptsRepo(t.database.db).byReference(reference))!;

  /** An order awaiting payment, with something else in the cart since: paying empties it (the spec clears the cart). */
  async function awaitingPayment() {
    const awaiting = await orderAwaitingPayment(t);
    expectCart(await addToCart(t, awaiting.s, awaiting.stock, 1), 'Added to cart');
    return awaiting;
  }

  const historyOf = (orderId: number) => t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const mailsOf = async (orderId: number) =>
    (await t.database.db.select().from(outboxMails)).filter((m) => (m.payload as { order_id: number }).order_id === orderId);

  it('pays the order: the customer sees it paid, the hold is kept for good, the cart emptied, history and mail written', async () => {
    const { s, order, stock, reference, amountMinor } = await awaitingPayment();
    const mailsBefore = (await mailsOf(order.id)).length;
    expect(await recorder().record(approved(reference, amountMinor), SANDBOX)).toBe('paid');

    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved')).toMatchObject({ payment_status: 'paid', status: 'Pending' });
    expect(await attemptOf(reference)).toMatchObject({ status: 'successful', hold: 'committed', providerTransactionId: 'sbx_test', refund: null });
    expect(await stockOf(stock)).toBe(8);
    expect(await linesInDb(t, s.customerId)).toEqual([]);
    expect((await historyOf(order.id)).map((h) => [h.paymentStatus, h.actor])).toEqual([
      ['unpaid', 'customer'],
      ['paid', 'payment'],
    ]);
    expect(await mailsOf(order.id)).toHaveLength(mailsBefore + 1);
  });

  it('the same news 10 times at once (webhooks redelivered, a verify racing them) pays once', async () => {
    const { order, reference, amountMinor } = await awaitingPayment();
    const mailsBefore = (await mailsOf(order.id)).length;
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => recorder().record(approved(reference, amountMinor), SANDBOX)));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_settled')).toHaveLength(9);
    expect((await historyOf(order.id)).filter((h) => h.paymentStatus === 'paid')).toHaveLength(1);
    expect(await mailsOf(order.id)).toHaveLength(mailsBefore + 1);
  });

  it.each<[string, (amount: number) => Partial<VerifiedPayment>, typeof SANDBOX | { provider: 'paystack'; live: boolean }, RegExp]>([
    ['one pesewa short', (amount) => ({ amountMinor: amount - 1 }), SANDBOX, /^amount \d+, expected \d+$/],
    ['another currency', () => ({ currency: 'USD' }), SANDBOX, /^currency USD, expected GHS$/],
    ['live money while the shop runs in test mode', () => ({ live: true }), SANDBOX, /live mode/],
    ['another provider', () => ({}), { provider: 'paystack', live: false }, /^provider paystack/],
  ])('never pays a payment that is not the attempt: %s', async (_name, change, source, reason) => {
    const { s, order, stock, reference, amountMinor } = await awaitingPayment();
    expect(await recorder().record(approved(reference, amountMinor, change(amountMinor)), source)).toBe('mismatch');
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').payment_status).toBe('pending');
    const attempt = await attemptOf(reference);
    expect(attempt).toMatchObject({ status: 'failed', refund: 'due', hold: 'released' });
    expect(attempt.mismatch).toMatch(reason);
    expect(await stockOf(stock)).toBe(10);
    // A later correct report of the same reference does not pay it either: it is settled as refused.
    expect(await recorder().record(approved(reference, amountMinor), SANDBOX)).toBe('already_settled');
  });

  it('a failure gives the stock back; a pending or abandoned report changes nothing; an unknown reference is only logged', async () => {
    const { order, stock, reference, amountMinor } = await awaitingPayment();
    expect(await recorder().record(approved(reference, amountMinor, { status: 'pending' }), SANDBOX)).toBe('pending');
    expect(await recorder().record(approved(reference, amountMinor, { status: 'abandoned' }), SANDBOX)).toBe('pending');
    expect(await attemptOf(reference)).toMatchObject({ status: 'pending', hold: 'held', providerStatus: 'abandoned' });
    expect(await stockOf(stock)).toBe(8);

    expect(await recorder().record(approved(reference, amountMinor, { status: 'failed' }), SANDBOX)).toBe('failed');
    expect(await attemptOf(reference)).toMatchObject({ status: 'failed', hold: 'released' });
    expect(await stockOf(stock)).toBe(10);
    expect(await recorder().record(approved(reference, amountMinor, { status: 'failed' }), SANDBOX)).toBe('already_settled');
    expect(await stockOf(stock)).toBe(10);
    expect((await historyOf(order.id)).filter((h) => h.paymentStatus === 'paid')).toEqual([]);

    expect(await recorder().record(approved('AGH000000-1-nobody', 100), SANDBOX)).toBe('unknown_reference');
  });

  it('money arriving after the hold was given back: paid when the stock is still there, taken again', async () => {
    const { s, order, stock, reference, amountMinor } = await awaitingPayment();
    expect(await recorder().record(approved(reference, amountMinor, { status: 'failed' }), SANDBOX)).toBe('failed');
    expect(await stockOf(stock)).toBe(10);
    expect(await recorder().record(approved(reference, amountMinor), SANDBOX)).toBe('paid');
    expect(await stockOf(stock)).toBe(8);
    expect(await attemptOf(reference)).toMatchObject({ status: 'successful', hold: 'committed' });
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').payment_status).toBe('paid');
  });

  it('money arriving after the hold was given back and the stock sold: refund due, never negative stock', async () => {
    const { s, order, stock, reference, amountMinor } = await awaitingPayment();
    expect(await recorder().record(approved(reference, amountMinor, { status: 'failed' }), SANDBOX)).toBe('failed');
    await setStock(t, stock, { quantity: 1 });
    expect(await recorder().record(approved(reference, amountMinor), SANDBOX)).toBe('refund_due');
    expect(await stockOf(stock)).toBe(1);
    expect(await attemptOf(reference)).toMatchObject({ status: 'successful', refund: 'due' });
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').payment_status).toBe('refund_due');
  });

  it('a second attempt paid for an order already paid: that money is due back, the order stays paid once', async () => {
    const { s, order, reference, amountMinor } = await awaitingPayment();
    const second = `${order.order_id}-2-second`;
    await createPaymentAttemptsRepo(t.database.db).insert({
      reference: second,
      orderId: order.id,
      customerId: s.customerId,
      provider: 'sandbox',
      method: 'card',
      amountMinor,
      currency: 'GHS',
      hold: 'released',
      holdExpiresAt: new Date(),
      idempotencyKey: second,
    });
    const outcomes: RecordOutcome[] = [];
    outcomes.push(await recorder().record(approved(reference, amountMinor), SANDBOX));
    outcomes.push(await recorder().record(approved(second, amountMinor), SANDBOX));
    expect(outcomes).toEqual(['paid', 'refund_due']);
    expect(await attemptOf(second)).toMatchObject({ status: 'successful', refund: 'due' });
    expect(expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').payment_status).toBe('paid');
    const rows = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    expect(rows.filter((r) => r.status === 'successful')).toHaveLength(2);
  });
});
