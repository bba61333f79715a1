import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, stockItems } from '../../db/schema/index.js';
import { expectOrder, getOrder } from '../../test-support/orders.js';
import { openAtProvider, orderAwaitingPayment, type AwaitingPayment } from '../../test-support/payments.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createSandboxGateway } from '../payment-sandbox/sandbox-gateway.js';
import { createSandboxProvider } from '../payment-sandbox/provider-sandbox.js';
import { createHoldSweeper } from './hold-sweeper.js';
import { createPaymentAttemptsRepo } from './payment-attempts.repo.js';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider.js';
import { createPaymentRecorder } from './record-payment.service.js';

// Holds that run out (decision 21), with the real sandbox provider: the sweeper asks it before giving anything up. The
// app here has no payment provider configured, so its own sweeper does not run beside the ones these tests drive.

const SECRET = 'sweeper_test_sandbox_secret_0123456789';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
// The sandbox's webhooks have nowhere to go here: the sweeper is what finds the outcomes.
const delivered = async () => new Response('{}', { status: 200 });

describe.each(backends)('the hold sweeper on %s', (backend) => {
  let t: TestApp;
  let provider: PaymentProvider;
  beforeAll(async () => {
    t = await createTestApp(backend);
    provider = createSandboxProvider({ db: t.database.db, secret: SECRET, clock: t.clock.now, webhookUrl: 'http://127.0.0.1:9/', fetch: delivered });
  });
  afterAll(() => t.close());

  const sweeper = (over: PaymentProvider = provider) =>
    createHoldSweeper({
      db: t.database.db,
      provider: over,
      source: { provider: 'sandbox', live: false },
      recorder: createPaymentRecorder({ db: t.database.db, clock: t.clock.now, log: quiet }),
      clock: t.clock.now,
      holdMinutes: 15,
      log: quiet,
    });
  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;
  const attemptOf = async (reference: string) => (await createPaymentAttemptsRepo(t.database.db).byReference(reference))!;
  const orderOf = async (a: AwaitingPayment) => expectOrder(await getOrder(t, a.s, a.order.order_id), 200, 'Order retrieved');

  /** An order awaiting payment whose sandbox payment was opened (created) and whose 15-minute hold has run out. */
  async function ranOut(): Promise<AwaitingPayment> {
    const awaiting = await orderAwaitingPayment(t, -1);
    await openAtProvider(provider, awaiting);
    return awaiting;
  }
  /** The payer's choice on the sandbox's page, as its pay call takes it. */
  const pay = (reference: string, number: string) =>
    createSandboxGateway({ db: t.database.db, secret: SECRET, clock: t.clock.now, webhookUrl: 'http://127.0.0.1:9/', fetch: delivered }).pay(reference, {
      method: 'mobile_money',
      network: 'mtn',
      number,
    });

  it('nothing paid: the attempt expires, the stock comes back, the order is cancelled with a history row; once', async () => {
    const a = await ranOut();
    const unrelated = await orderAwaitingPayment(t); // its hold still runs: untouched
    expect(await stockOf(a.stock)).toBe(8);
    expect(await sweeper().sweep()).toContain('expired');
    expect(await attemptOf(a.reference)).toMatchObject({ status: 'expired', hold: 'released' });
    expect(await stockOf(a.stock)).toBe(10);
    expect(await orderOf(a)).toMatchObject({ status: 'Cancelled', payment_status: 'unpaid' });
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, a.order.id));
    expect(history.at(-1)).toMatchObject({ status: 'Cancelled', actor: 'payment' });
    // Two sweepers at once, again: nothing more is released.
    await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    expect(await stockOf(a.stock)).toBe(10);
    expect(await attemptOf(unrelated.reference)).toMatchObject({ status: 'pending', hold: 'held' });
    expect(await stockOf(unrelated.stock)).toBe(8);
  });

  it('paid at the provider but its webhook lost: the sweep finds the money and pays the order', async () => {
    const a = await ranOut();
    expect((await pay(a.reference, '0551234987')).kind).toBe('paid');
    expect(await sweeper().sweep()).toContain('paid');
    expect(await orderOf(a)).toMatchObject({ status: 'Pending', payment_status: 'paid' });
    expect(await stockOf(a.stock)).toBe(8);
  });

  it('declined: the stock comes back at once; the order is cancelled when its hold ran out and nobody tried again', async () => {
    const a = await orderAwaitingPayment(t, 15);
    await openAtProvider(provider, a);
    expect((await pay(a.reference, '0551234999')).kind).toBe('paid');
    const recorder = createPaymentRecorder({ db: t.database.db, clock: t.clock.now, log: quiet });
    expect(await recorder.record(await provider.verify(a.reference), { provider: 'sandbox', live: false })).toBe('failed');
    expect(await stockOf(a.stock)).toBe(10);
    expect(await sweeper().sweep()).not.toContain('order_cancelled');
    expect((await orderOf(a)).status).toBe('Pending'); // the shopper may still try again within the hold

    t.clock.advance(16 * 60);
    try {
      expect(await sweeper().sweep()).toContain('order_cancelled');
    } finally {
      t.clock.advance(-16 * 60);
    }
    expect(await orderOf(a)).toMatchObject({ status: 'Cancelled', payment_status: 'unpaid' });
  });

  it('a provider that cannot be asked gives nothing up: the attempt stays held for the next sweep', async () => {
    const a = await ranOut();
    const down: PaymentProvider = {
      ...provider,
      verify: async () => {
        throw new ProviderUnavailable('timeout', 'the provider did not answer');
      },
    };
    expect(await sweeper(down).sweep()).toContain('provider_unavailable');
    expect(await attemptOf(a.reference)).toMatchObject({ status: 'pending', hold: 'held' });
    expect(await stockOf(a.stock)).toBe(8);
    expect(await sweeper().sweep()).toContain('expired');
  });

  it('a payment under way when its hold runs out (a prompt awaiting approval) keeps its units one more period, once; then it is given up', async () => {
    const a = await ranOut();
    const underWay: PaymentProvider = { ...provider, verify: async (reference) => ({ ...(await provider.verify(reference)), status: 'pending' }) };
    expect(await sweeper(underWay).sweep()).toContain('extended');
    const extended = await attemptOf(a.reference);
    expect(extended).toMatchObject({ status: 'pending', hold: 'held' });
    expect(extended.holdExpiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime() + 14 * 60_000);
    expect(await stockOf(a.stock)).toBe(8);
    t.clock.advance(16 * 60);
    try {
      await sweeper(underWay).sweep();
    } finally {
      t.clock.advance(-16 * 60);
    }
    expect(await attemptOf(a.reference)).toMatchObject({ status: 'expired', hold: 'released' });
    expect(await stockOf(a.stock)).toBe(10);
    expect(await orderOf(a)).toMatchObject({ status: 'Cancelled', payment_status: 'unpaid' });
  });
});
