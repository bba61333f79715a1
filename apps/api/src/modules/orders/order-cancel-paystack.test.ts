import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentAttempts } from '../../db/schema/index.js';
import { cartCall } from '../../test-support/cart.js';
import { startPaystackStub, type PaystackStub } from '../../test-support/paystack-stub.js';
import { paidWithPaystack } from '../../test-support/payments.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createPaystackProvider } from '../payments/provider-paystack.js';

// A paid order cancelled in a shop that takes payments with Paystack (its API a loopback stub): the refund goes to
// Paystack for the attempt's frozen amount; a refund it queues is taken as made, one it refuses or a Paystack that
// cannot be reached leaves the order refund_due.

const SECRET = 'sk_test_order_cancel_0123456789abcdef';
const PUBLIC = 'pk_test_order_cancel_0123456789abcdef';

describe.each(backends)('cancelling an order paid through Paystack on %s', (backend) => {
  let t: TestApp;
  let stub: PaystackStub;
  beforeAll(async () => {
    stub = await startPaystackStub(SECRET);
    const paystack = createPaystackProvider({ secretKey: SECRET, publicKey: PUBLIC, baseUrl: stub.baseUrl, timeoutMs: 2_000 });
    t = await createTestApp(backend, { paymentProvider: paystack });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => stub.reset());

  const paidOrder = () => paidWithPaystack(t, stub);
  const cancel = (a: Awaited<ReturnType<typeof paidOrder>>) =>
    cartCall(t, 'POST', `/order/${a.order.order_id}/cancel/?customer_id=${a.s.customerId}`, { token: a.s.token });
  const refundOf = async (reference: string) => (await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)))[0]!.refund;

  it('asks Paystack to refund the frozen amount; a refund it queues makes the order Refunded', async () => {
    const paid = await paidOrder();
    const res = await cancel(paid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Refunded', payment_status: 'refunded', outcome: 'refunded' });
    const refunds = stub.requests.filter((r) => r.path === '/refund');
    expect(refunds.map((r) => [r.method, r.body, r.authorization])).toEqual([
      ['POST', { transaction: paid.reference, amount: paid.amountMinor }, `Bearer ${SECRET}`],
    ]);
    expect(await refundOf(paid.reference)).toBe('processed');
  });

  it('a refund Paystack answers failed, or a Paystack that answers 500: Cancelled with the refund due', async () => {
    const refused = await paidOrder();
    stub.refundStatus = 'failed';
    expect((await cancel(refused)).json().data).toMatchObject({ status: 'Cancelled', payment_status: 'refund_due', outcome: 'refund_due' });
    expect(await refundOf(refused.reference)).toBe('failed');

    const down = await paidOrder();
    stub.misbehave({ kind: 'answer', status: 500, body: 'Internal Server Error' });
    expect((await cancel(down)).json().data).toMatchObject({ status: 'Cancelled', payment_status: 'refund_due', outcome: 'refund_due' });
    expect(await refundOf(down.reference)).toBe('due');
  });
});
