import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type Order } from '@shop/contract';
import { orderStatusHistory, paymentAttempts, paymentEvents, sandboxPayments, stockItems } from '../../db/schema/index.js';
import { addToCart, expectCart, newShopper, newStockItem, type Shopper } from '../../test-support/cart.js';
import { expectOrder, getOrder } from '../../test-support/orders.js';
import {
  eventually,
  expectPayment,
  getPayment as getPaymentOf,
  openAtProvider,
  orderAwaitingPayment,
  sandboxViaInject,
  type AwaitingPayment,
} from '../../test-support/payments.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { webhookBodyOf } from '../payment-sandbox/sandbox-gateway.js';
import { createPaymentAttemptsRepo } from './payment-attempts.repo.js';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider.js';
import { createPaymentProvider } from './provider-factory.js';
import { signHmacSha512 } from './webhook-signature.js';

// The two payment routes end to end (decision 21, "Routes"): the sandbox's page pays, the sandbox sends its signed
// webhook to the shop's route (through app.inject), the route verifies and the one function pays; forged, unknown,
// premature and repeated webhooks; and the customer's GET /payment/:reference/.

const SECRET = 'payment_routes_test_secret_0123456789';
const WEBHOOK_PATH = `${API_BASE}/payment/webhook/sandbox/`;

describe.each(backends)('the payment routes on %s', (backend) => {
  let t: TestApp;
  let provider: PaymentProvider;
  /** While true, the provider the app verifies with does not answer. */
  let providerDown = false;
  /** When set, the app's provider reads webhooks with this instead (an event the sandbox never sends). */
  let parseInstead: PaymentProvider['parseWebhook'] | undefined;

  const sandbox = sandboxViaInject(() => t, SECRET, WEBHOOK_PATH);

  beforeAll(async () => {
    // The app's provider is the sandbox's, made by the factory from the same configuration as the page, with a switch
    // that makes its verify unavailable.
    const switchable: PaymentProvider = {
      name: 'sandbox',
      // The sandbox's page is the shop's own: the storefront frames 'self'.
      origins: { frame: ["'self'"], script: [], connect: [] },
      create: (input) => provider.create(input),
      verify: (reference) => (providerDown ? Promise.reject(new ProviderUnavailable('network', 'down', 7)) : provider.verify(reference)),
      parseWebhook: (raw, headers) => (parseInstead ?? provider.parseWebhook)(raw, headers),
      refund: (reference, amount) => provider.refund(reference, amount),
    };
    t = await createTestApp(backend, { paymentSandbox: sandbox, paymentProvider: switchable });
    provider = createPaymentProvider({ kind: 'sandbox', sandbox, db: t.database.db, clock: t.clock.now }).provider;
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;
  const attemptOf = async (reference: string) => (await createPaymentAttemptsRepo(t.database.db).byReference(reference))!;
  const eventsOf = (reference: string) => t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
  const paidHistory = async (orderId: number) =>
    (await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).filter((h) => h.paymentStatus === 'paid');
  const paymentStatusOf = async (s: Shopper, order: Order) => expectOrder(await getOrder(t, s, order.order_id), 200, 'Order retrieved').payment_status;
  const pay = (reference: string, number: string) =>
    t.app.inject({ method: 'POST', url: `/payment-sandbox/api/${reference}/pay`, payload: { method: 'mobile_money', network: 'mtn', number } });
  const getPayment = (s: Shopper, reference: string, customerId = s.customerId) => getPaymentOf(t, s, reference, customerId);
  const webhook = (body: Buffer, signature: string | undefined, path = WEBHOOK_PATH) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-sandbox-signature': signature } : {}) },
      payload: body,
    });

  /** An order of 2 units (10 in stock) awaiting a mobile-money payment, its attempt holding the stock, created at the sandbox. */
  async function awaitingPayment(): Promise<AwaitingPayment> {
    const awaiting = await orderAwaitingPayment(t);
    await openAtProvider(provider, awaiting);
    return awaiting;
  }

  /** The webhook the sandbox would send for its row as it stands, with its signature under `secret`. */
  async function signedEventOf(reference: string, secret = SECRET) {
    const [row] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
    const body = Buffer.from(JSON.stringify(webhookBodyOf(row!)), 'utf8');
    return { body, signature: signHmacSha512(body, secret) };
  }

  /** Marks the sandbox's payment paid behind its back: no webhook goes out, so the test delivers its own. */
  async function paidAtTheSandboxOnly(reference: string, amountMinor: number) {
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'successful', paidAmountMinor: amountMinor, paidWith: 'mobile_money', resolvedAt: t.clock.now() })
      .where(eq(sandboxPayments.reference, reference));
  }

  describe('the whole sandbox loop', () => {
    it('pays on the page, the sandbox signs its webhook, the route verifies, and the order is paid', async () => {
      const { s, order, stock, reference, amountMinor } = await awaitingPayment();
      expect(expectPayment(await getPayment(s, reference))).toMatchObject({ reference, status: 'pending', order_id: order.order_id, amount: order.total });

      const paid = await pay(reference, '0551234987');
      expect(paid.statusCode, paid.body).toBe(200);
      expect(
        await eventually(
          () => paymentStatusOf(s, order),
          (status) => status === 'paid',
        ),
      ).toBe('paid');

      expect(await attemptOf(reference)).toMatchObject({ status: 'successful', hold: 'committed', amountMinor });
      expect(await stockOf(stock)).toBe(8);
      const events = await eventsOf(reference);
      expect(events.map((e) => [e.type, e.outcome])).toEqual([['charge.success', 'paid']]);
      expect(await paidHistory(order.id)).toHaveLength(1);
      expect(expectPayment(await getPayment(s, reference)).status).toBe('successful');
    });

    it('the declining number: the attempt failed and its stock is back; the order is not paid', async () => {
      const { s, order, stock, reference } = await awaitingPayment();
      expect((await pay(reference, '0551234999')).statusCode).toBe(200);
      expect(
        (
          await eventually(
            () => attemptOf(reference),
            (a) => a.status !== 'pending',
          )
        ).status,
      ).toBe('failed');
      expect(await stockOf(stock)).toBe(10);
      expect(await paymentStatusOf(s, order)).toBe('pending');
      expect((await eventsOf(reference)).map((e) => [e.type, e.outcome])).toEqual([['charge.failed', 'failed']]);
      expect(expectPayment(await getPayment(s, reference)).status).toBe('failed');
    });

    it('the mismatching number (one pesewa short): never paid, kept for review with its refund due', async () => {
      const { s, order, reference } = await awaitingPayment();
      expect((await pay(reference, '0551234977')).statusCode).toBe(200);
      const attempt = await eventually(
        () => attemptOf(reference),
        (a) => a.status !== 'pending',
      );
      expect(attempt).toMatchObject({ status: 'failed', refund: 'due' });
      expect(attempt.mismatch).toMatch(/^amount \d+, expected \d+$/);
      expect(await paymentStatusOf(s, order)).toBe('pending');
      expect(await paidHistory(order.id)).toEqual([]);
      expect((await eventsOf(reference)).map((e) => e.outcome)).toEqual(['mismatch']);
    });
  });

  describe('forged, unknown, premature and repeated webhooks', () => {
    it('a wrong signature is 401 in the envelope, stores nothing and pays nothing', async () => {
      const { s, order, reference, amountMinor } = await awaitingPayment();
      await paidAtTheSandboxOnly(reference, amountMinor);
      const forged = await signedEventOf(reference, 'someone_elses_secret_0123456789');
      const res = await webhook(forged.body, forged.signature);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, code: 'WEBHOOK_REJECTED' });
      const unsigned = await webhook(forged.body, undefined);
      expect(unsigned.statusCode).toBe(401);
      expect(await eventsOf(reference)).toEqual([]);
      expect(await paymentStatusOf(s, order)).toBe('pending');
    });

    it('a signed event for a reference the shop never made: 200, stored, nothing paid', async () => {
      const body = Buffer.from(
        JSON.stringify({
          event: 'charge.success',
          data: { reference: 'AGH999999-1-nobody', id: 'sbx_nobody', status: 'success', amount: 100, currency: 'GHS', channel: 'mobile_money', paid_at: null },
        }),
      );
      const res = await webhook(body, signHmacSha512(body, SECRET));
      expect(res.statusCode, res.body).toBe(200);
      expect((await eventsOf('AGH999999-1-nobody')).map((e) => e.outcome)).toEqual(['unknown_reference']);
    });

    it('a signed charge.success the provider does not confirm (not paid at the sandbox): nothing paid', async () => {
      const { s, order, reference, amountMinor } = await awaitingPayment();
      const body = Buffer.from(
        JSON.stringify({
          event: 'charge.success',
          data: { reference, id: 'sbx_claimed', status: 'success', amount: amountMinor, currency: 'GHS', channel: 'mobile_money', paid_at: null },
        }),
      );
      const res = await webhook(body, signHmacSha512(body, SECRET));
      expect(res.statusCode, res.body).toBe(200);
      expect(await paymentStatusOf(s, order)).toBe('pending');
      // The sandbox says the payer has not acted yet: abandoned, as Paystack says it.
      expect(await attemptOf(reference)).toMatchObject({ status: 'pending', hold: 'held', providerStatus: 'abandoned' });
      expect((await eventsOf(reference)).map((e) => e.outcome)).toEqual(['pending']);
    });

    it('the same signed webhook 10 times at once pays once: one event row, one history row', async () => {
      const { s, order, reference, amountMinor } = await awaitingPayment();
      await paidAtTheSandboxOnly(reference, amountMinor);
      const { body, signature } = await signedEventOf(reference);
      const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(body, signature)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(answers.map((a) => a.json().message).sort()).toEqual([...Array<string>(9).fill('Already handled'), 'Webhook handled']);
      expect(await paymentStatusOf(s, order)).toBe('paid');
      expect(await eventsOf(reference)).toHaveLength(1);
      expect(await paidHistory(order.id)).toHaveLength(1);
    });

    it('a provider that cannot verify: 503 with Retry-After, the event forgotten, so its redelivery pays', async () => {
      const { s, order, reference, amountMinor } = await awaitingPayment();
      await paidAtTheSandboxOnly(reference, amountMinor);
      const { body, signature } = await signedEventOf(reference);
      providerDown = true;
      try {
        const res = await webhook(body, signature);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('7');
        expect(res.json()).toMatchObject({ status: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
        expect(await eventsOf(reference)).toEqual([]);
        // The status call answers the stored state, never a 5xx.
        expect(expectPayment(await getPayment(s, reference)).status).toBe('pending');
      } finally {
        providerDown = false;
      }
      const again = await webhook(body, signature);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ status: true, message: 'Webhook handled' });
      expect(await paymentStatusOf(s, order)).toBe('paid');
    });

    it('another provider than the configured one has no webhook route (404); the body limit is 64 KB', async () => {
      const body = Buffer.from('{}');
      expect((await webhook(body, signHmacSha512(body, SECRET), `${API_BASE}/payment/webhook/paystack/`)).statusCode).toBe(404);
      const big = Buffer.from(JSON.stringify({ event: 'charge.success', pad: 'x'.repeat(70 * 1024) }));
      const res = await webhook(big, signHmacSha512(big, SECRET));
      expect(res.statusCode).toBe(413);
    });

    it('an event without a reference (a transfer, say) is stored, answered 200 and ignored', async () => {
      // The sandbox sends only charge events and refuses any other body; a provider that sends others names no reference.
      const body = Buffer.from(JSON.stringify({ event: 'transfer.success', data: {} }));
      expect((await webhook(body, signHmacSha512(body, SECRET))).statusCode).toBe(401);
      const dedupeKey = `sandbox:transfer.success:${Math.random()}`;
      parseInstead = () => ({ provider: 'sandbox', type: 'transfer.success', reference: null, dedupeKey, claimedStatus: null, receivedData: {} });
      try {
        const res = await webhook(body, 'unchecked');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ status: true, message: 'Event ignored' });
        expect((await webhook(body, 'unchecked')).json()).toEqual({ status: true, message: 'Already handled' });
      } finally {
        parseInstead = undefined;
      }
      const rows = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.dedupeKey, dedupeKey));
      expect(rows.map((r) => [r.type, r.reference, r.outcome])).toEqual([['transfer.success', null, 'ignored']]);
    });

    it("the shop's other routes keep their JSON parsing (the raw parser is the webhook's alone)", async () => {
      const s = await newShopper(t);
      const stock = await newStockItem(t, { quantity: 3, priceMinor: 500 });
      expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
    });
  });

  describe('GET /payment/:reference/', () => {
    it("answers the customer's own attempt; another's is 404, another customer_id 403, no token 401", async () => {
      const { s, order, reference } = await awaitingPayment();
      const mine = expectPayment(await getPayment(s, reference));
      expect(mine).toEqual({
        reference,
        status: 'pending',
        method: 'mobile_money',
        // Opened at the provider by the test, not the place call: nothing stored for the browser.
        browser: null,
        refund: null,
        order_id: order.order_id,
        amount: order.total,
        expires_at: (await attemptOf(reference)).holdExpiresAt.toISOString(),
      });
      const other = await newShopper(t);
      const theirs = await getPayment(other, reference);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      expect((await getPayment(s, 'AGH000000-1-unknown')).statusCode).toBe(404);
      expect((await getPayment(s, reference, other.customerId)).statusCode).toBe(403);
      expect((await t.api('GET', `/payment/${reference}/?customer_id=${s.customerId}`)).statusCode).toBe(401);
    });

    it('pending, then verified by the call itself when no webhook came (the 20 s number)', async () => {
      const { s, order, reference } = await awaitingPayment();
      expect((await pay(reference, '0551234988')).statusCode).toBe(200);
      expect(expectPayment(await getPayment(s, reference)).status).toBe('pending');
      const verifiedAt = (await attemptOf(reference)).lastVerifiedAt;
      expect(verifiedAt).not.toBeNull();
      // Asked again within 5 s: the stored state, no new verify.
      expect(expectPayment(await getPayment(s, reference)).status).toBe('pending');
      expect((await attemptOf(reference)).lastVerifiedAt).toEqual(verifiedAt);

      t.clock.advance(21);
      expect(expectPayment(await getPayment(s, reference)).status).toBe('successful');
      expect(await paymentStatusOf(s, order)).toBe('paid');
      expect(await paidHistory(order.id)).toHaveLength(1);
      const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
      expect(row).toMatchObject({ status: 'successful', hold: 'committed' });
    });
  });
});
