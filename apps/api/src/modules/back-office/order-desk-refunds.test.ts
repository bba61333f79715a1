import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/contract/admin';
import { expectError } from '../../test-support/accounts.js';
import { startPaystackStub, type PaystackStub } from '../../test-support/paystack-stub.js';
import { paidWithPaystack } from '../../test-support/payments.js';
import { adminCall, dataOf, newStaff, type SignedInStaff } from '../../test-support/staff.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { eq } from 'drizzle-orm';
import { paymentAttempts } from '../../db/schema/payments.js';
import { createPaystackProvider } from '../payments/provider-paystack.js';

// The shop refunds and cancels paid orders from the back office (issue 16) in a shop that takes payments with Paystack
// (its API a loopback stub): the money goes back through Paystack for the attempt's frozen amount, exactly once.

const SECRET = 'sk_test_back_office_0123456789abcdef';
const PUBLIC = 'pk_test_back_office_0123456789abcdef';

describe.each(backends)('refunds from the back office through Paystack on %s', (backend) => {
  let t: TestApp;
  let stub: PaystackStub;
  let staff: SignedInStaff;
  beforeAll(async () => {
    stub = await startPaystackStub(SECRET);
    const paystack = createPaystackProvider({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: stub.baseUrl, timeoutMs: 2_000 });
    t = await createTestApp(backend, { paymentProvider: paystack });
    staff = await newStaff(t, 'staff');
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => stub.reset());

  const paidOrder = () => paidWithPaystack(t, stub);
  const move = (orderId: string, status: string) => adminCall(t, 'POST', `/orders/${orderId}/status/`, { token: staff.token, payload: { status } });
  const refunds = () => stub.requests.filter((r) => r.path === '/refund').map((r) => r.body);

  it('a delivered order refunded: Paystack is asked once for the frozen amount, and the order is Refunded', async () => {
    const paid = await paidOrder();
    for (const status of ['Processing', 'On Delivery', 'Delivered']) dataOf(await move(paid.order.order_id, status));
    const order = dataOf<AdminOrder>(await move(paid.order.order_id, 'Refunded'));
    expect(order).toMatchObject({ status: 'Refunded', payment_status: 'refunded', next_statuses: [] });
    expect(order.payment_attempts[0]).toMatchObject({ reference: paid.reference, refund: 'processed' });
    expect(refunds()).toEqual([{ transaction: paid.reference, amount: paid.amountMinor }]);
    expectError(await move(paid.order.order_id, 'Refunded'), 409, 'ORDER_STATUS_MOVE_REFUSED');
    expect(refunds()).toHaveLength(1);
  });

  it('a paid order cancelled by the shop is refunded through Paystack', async () => {
    const paid = await paidOrder();
    const order = dataOf<AdminOrder>(await move(paid.order.order_id, 'Cancelled'));
    expect(order).toMatchObject({ status: 'Refunded', payment_status: 'refunded' });
    expect(order.history.map((h) => [h.status, h.actor])).toEqual(
      expect.arrayContaining([
        ['Cancelled', `staff:${staff.id}`],
        ['Refunded', `staff:${staff.id}`],
      ]),
    );
    expect(refunds()).toEqual([{ transaction: paid.reference, amount: paid.amountMinor }]);
  });

  it('a refund Paystack refuses: 502 with the order left refund_due; the next move records it settled by hand, asking nobody again', async () => {
    const paid = await paidOrder();
    for (const status of ['Processing', 'On Delivery', 'Delivered']) dataOf(await move(paid.order.order_id, status));
    stub.refundStatus = 'failed';
    expectError(await move(paid.order.order_id, 'Refunded'), 502, 'REFUND_NOT_TAKEN');
    const left = dataOf<AdminOrder>(await adminCall(t, 'GET', `/orders/${paid.order.order_id}/`, { token: staff.token }));
    expect(left).toMatchObject({ status: 'Delivered', payment_status: 'refund_due' });
    expect(left.payment_attempts[0]!.refund).toBe('failed');

    const settled = dataOf<AdminOrder>(await move(paid.order.order_id, 'Refunded'));
    expect(settled).toMatchObject({ status: 'Refunded', payment_status: 'refunded' });
    expect(refunds()).toHaveLength(1);
  });

  it('ten staff members press Refunded on one paid order at once: Paystack is asked once; the others are told a refund is under way', async () => {
    const paid = await paidOrder();
    for (const status of ['Processing', 'On Delivery', 'Delivered']) dataOf(await move(paid.order.order_id, status));
    // The provider answers slowly, so every other press arrives while the first is still asking.
    stub.misbehave({ kind: 'slow', delayMs: 400 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(paid.order.order_id, 'Refunded')));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : (a.json() as { code: string }).code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'REFUND_IN_PROGRESS' || c === 'ORDER_STATUS_MOVE_REFUSED')).toBe(true);
    expect(answers.find((a) => a.statusCode !== 200)?.statusCode).toBe(409);
    expect(refunds()).toEqual([{ transaction: paid.reference, amount: paid.amountMinor }]);
    const order = dataOf<AdminOrder>(await adminCall(t, 'GET', `/orders/${paid.order.order_id}/`, { token: staff.token }));
    expect(order).toMatchObject({ status: 'Refunded', payment_status: 'refunded' });
    expect(order.payment_attempts[0]!.refund).toBe('processed');
  });

  it('a refund claimed by a process that stopped while asking: after ten minutes a person settles it by hand, and nobody asks again', async () => {
    const paid = await paidOrder();
    for (const status of ['Processing', 'On Delivery', 'Delivered']) dataOf(await move(paid.order.order_id, status));
    await t.database.db.update(paymentAttempts).set({ refund: 'asked' }).where(eq(paymentAttempts.reference, paid.reference));
    expectError(await move(paid.order.order_id, 'Refunded'), 409, 'REFUND_IN_PROGRESS');
    t.clock.advance(11 * 60);
    const settled = dataOf<AdminOrder>(await move(paid.order.order_id, 'Refunded'));
    expect(settled).toMatchObject({ status: 'Refunded', payment_status: 'refunded' });
    expect(settled.payment_attempts[0]!.refund).toBe('failed');
    expect(refunds()).toEqual([]);
  });
});
