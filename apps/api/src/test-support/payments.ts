import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { paymentAttemptResponse, parseAmount, type Order, type PaymentAttempt } from '@shop/contract';
import { orders, paymentAttempts } from '../db/schema/index.js';
import { createPaymentAttemptsRepo } from '../modules/payments/payment-attempts.repo.js';
import type { PaymentProvider, VerifiedPayment } from '../modules/payments/payment-provider.js';
import { createPaymentRecorder } from '../modules/payments/record-payment.service.js';
import type { PaymentSandboxConfig } from '../modules/payment-sandbox/payment-sandbox.module.js';
import { addToCart, cartCall, expectCart, newShopper, newStockItem, type Shopper } from './cart.js';
import { ACCRA, deliverTo, expectUpdated, patchCheckout } from './checkout.js';
import { expectOrder, placeOrder } from './orders.js';
import type { PaystackStub } from './paystack-stub.js';
import type { TestApp } from './test-app.js';

// Helpers of the payment tests: an order awaiting an online payment, as the online place call leaves it (placed through
// the real place call, then set awaiting payment with an attempt holding its stock), and a provider's approval of it.

export interface AwaitingPayment {
  s: Shopper;
  order: Order;
  stock: number;
  reference: string;
  amountMinor: number;
}

/** A shopper's order of 2 units of a new item (10 in stock) awaiting a mobile-money payment whose attempt holds them. */
export async function orderAwaitingPayment(t: TestApp, holdMinutes = 15): Promise<AwaitingPayment> {
  const s = await newShopper(t);
  const stock = await newStockItem(t, { quantity: 10, priceMinor: 1250 });
  expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
  expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
  const order = expectOrder(await placeOrder(t, s));
  await t.database.db.update(orders).set({ paymentMethod: 'mobile_money', paymentStatus: 'pending' }).where(eq(orders.id, order.id));
  const amountMinor = parseAmount(order.total.amount);
  const reference = `${order.order_id}-1-${Math.random().toString(36).slice(2, 8)}`;
  await createPaymentAttemptsRepo(t.database.db).insert({
    reference,
    orderId: order.id,
    customerId: s.customerId,
    provider: 'sandbox',
    method: 'mobile_money',
    network: 'mtn',
    payerPhone: '0551234987',
    amountMinor,
    currency: 'GHS',
    holdExpiresAt: new Date(t.clock.now().getTime() + holdMinutes * 60_000),
    idempotencyKey: reference,
  });
  return { s, order, stock, reference, amountMinor };
}

/** The provider's word that this attempt was paid, changed by `patch`. */
export const approved = (reference: string, amountMinor: number, patch: Partial<VerifiedPayment> = {}): VerifiedPayment => ({
  reference,
  status: 'successful',
  amountMinor,
  currency: 'GHS',
  providerTransactionId: 'sbx_test',
  channel: 'mobile_money',
  paidAt: new Date(),
  live: false,
  gatewayResponse: 'Approved',
  ...patch,
});

/** Opens the attempt's payment at the provider, as the online place call will after its commit. */
export function openAtProvider(provider: PaymentProvider, awaiting: AwaitingPayment) {
  return provider.create({
    reference: awaiting.reference,
    amountMinor: awaiting.amountMinor,
    currency: 'GHS',
    channel: 'mobile_money',
    customer: { email: 'ama@example.com' },
    mobileMoney: { network: 'mtn', phone: '0551234987' },
    callbackUrl: '/payment/return',
    metadata: { orderNumber: awaiting.order.order_id },
  });
}

/** Waits for `check` to hold (the sandbox delivers its webhooks in the background). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The sandbox's configuration for a test app: its webhooks reach the app (returned by `app()` once built) through
 * app.inject, as over the network, retried quickly.
 */
export function sandboxViaInject(app: () => TestApp, secret: string, webhookPath: string): PaymentSandboxConfig {
  const viaInject: typeof fetch = async (url, init) => {
    const res = await app().app.inject({
      method: 'POST',
      url: new URL(String(url)).pathname,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as Buffer,
    });
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode });
  };
  return { secret, webhookUrl: `http://shop.test${webhookPath}`, fetch: viaInject, webhookRetryDelaysMs: [20, 40] };
}

/** One payment attempt answered in the contract's exact shape (status 200 unless given). */
export function expectPayment(res: LightMyRequestResponse, status = 200): PaymentAttempt {
  expect(res.statusCode, res.body).toBe(status);
  const parsed = paymentAttemptResponse.strict().safeParse(res.json());
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return parsed.data!.data;
}

/** GET /payment/:reference/ as the shopper. */
export const getPayment = (t: TestApp, s: Shopper, reference: string, customerId = s.customerId) =>
  cartCall(t, 'GET', `/payment/${reference}/?customer_id=${customerId}`, { token: s.token });

/** Pays at the sandbox's page API with a mobile-money test number (or another method's body). */
export const payAtSandbox = (t: TestApp, reference: string, body: object = { method: 'mobile_money', network: 'mtn', number: '0551234987' }) =>
  t.app.inject({ method: 'POST', url: `/payment-sandbox/api/${reference}/pay`, payload: body });

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** An order paid with Paystack (its API the loopback stub): its attempt made with Paystack and recorded paid as the webhook would. */
export async function paidWithPaystack(t: TestApp, stub: PaystackStub): Promise<AwaitingPayment> {
  const awaiting = await orderAwaitingPayment(t);
  await t.database.db.update(paymentAttempts).set({ provider: 'paystack' }).where(eq(paymentAttempts.reference, awaiting.reference));
  stub.setTransaction(awaiting.reference, { status: 'success', amount: awaiting.amountMinor, currency: 'GHS' });
  const recorder = createPaymentRecorder({ db: t.database.db, clock: t.clock.now, log: quiet });
  expect(await recorder.record(approved(awaiting.reference, awaiting.amountMinor), { provider: 'paystack', live: false })).toBe('paid');
  return awaiting;
}
