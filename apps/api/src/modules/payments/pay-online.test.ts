import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, parseAmount, type PlacedOrder } from '@shop/contract';
import { outboxMails, paymentAttempts, stockItems } from '../../db/schema/index.js';
import { addToCart, cartCall, expectCart, getCart, newShopper, newStockItem, setStock, type Shopper } from '../../test-support/cart.js';
import { ACCRA, deliverTo, expectCheckout, expectUpdated, getCheckout, patchCheckout } from '../../test-support/checkout.js';
import { expectOrder, expectPlaced, getOrder, newKey, placeOrder } from '../../test-support/orders.js';
import { eventually, expectPayment, getPayment, payAtSandbox, sandboxViaInject } from '../../test-support/payments.js';
import { backends, createTestApp, type TestApp } from '../../test-support/test-app.js';
import { NOT_OPENED } from './payment-attempts.service.js';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider.js';
import { createPaymentProvider } from './provider-factory.js';
import { SUPERSEDED } from './pay-again.service.js';

// Placing an order paid online and paying it again (issue 12, decision 21), through the real place call, the sandbox's
// page API and its signed webhook delivered to the shop's route: what the shopper and the stock see at each step.

const SECRET = 'pay_online_test_secret_0123456789abc';
const WEBHOOK_PATH = `${API_BASE}/payment/webhook/sandbox/`;
const MOMO = { payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '+233 55 123 4987' } };
const APPROVE = { method: 'mobile_money', network: 'mtn', number: '0551234987' };
const DECLINE_CARD = { method: 'card', card_number: '4084084084084002' };

describe.each(backends)('paying online on %s', (backend) => {
  let t: TestApp;
  let sandbox: PaymentProvider;
  /** While true, the provider cannot open payments (its create is unreachable). */
  let cannotOpen = false;

  beforeAll(async () => {
    const config = sandboxViaInject(() => t, SECRET, WEBHOOK_PATH);
    const switchable: PaymentProvider = {
      name: 'sandbox',
      // The sandbox's page is the shop's own: the storefront frames 'self'.
      origins: { frame: ["'self'"], script: [], connect: [] },
      create: (input) => (cannotOpen ? Promise.reject(new ProviderUnavailable('network', 'down')) : sandbox.create(input)),
      verify: (reference) => sandbox.verify(reference),
      parseWebhook: (raw, headers) => sandbox.parseWebhook(raw, headers),
      refund: (reference, amount) => sandbox.refund(reference, amount),
    };
    t = await createTestApp(backend, { paymentSandbox: config, paymentProvider: switchable, paymentHoldMinutes: 10 });
    sandbox = createPaymentProvider({ kind: 'sandbox', sandbox: config, db: t.database.db, clock: t.clock.now }).provider;
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) => (await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;
  const attemptOf = async (reference: string) => (await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)))[0]!;
  const mailsOf = async (orderId: number) =>
    (await t.database.db.select().from(outboxMails)).filter((m) => (m.payload as { order_id?: number }).order_id === orderId);
  const payAgain = (s: Shopper, orderNumber: string, body: unknown = MOMO, key: string | null = newKey(), customerId = s.customerId) =>
    cartCall(t, 'POST', `/order/${orderNumber}/payments/?customer_id=${customerId}`, {
      token: s.token,
      payload: body,
      ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
    });
  const paymentStatusOf = async (s: Shopper, orderNumber: string) => expectOrder(await getOrder(t, s, orderNumber), 200, 'Order retrieved').payment_status;
  const settled = (s: Shopper, reference: string) =>
    eventually(
      async () => expectPayment(await getPayment(t, s, reference)).status,
      (status) => status !== 'pending',
    );

  /** A shopper with 2 units of a new item (10 in stock) in the cart and delivery to Accra chosen. */
  async function readyToPay() {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 1250 });
    expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
    return { s, stock };
  }

  it('the checkout offers the online methods first when the shop has a provider', async () => {
    const { s } = await readyToPay();
    expect(expectCheckout(await getCheckout(t, s)).payment_methods).toEqual(['mobile_money', 'card', 'bank_transfer', 'pay_on_delivery']);
  });

  it("the storefront may frame only the sandbox's page, which is the shop's own origin, and load no other script", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("script-src 'self';");
  });

  it('places the order awaiting payment: the total frozen on the attempt, the stock held, the cart kept until paid', async () => {
    const { s, stock } = await readyToPay();
    const placed = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, MOMO));
    expect(placed).toMatchObject({ status: 'Pending', payment_status: 'pending', payment_method: 'mobile_money' });
    const payment = placed.payment!;
    expect(payment).toMatchObject({ status: 'pending', method: 'mobile_money', order_id: placed.order_id, amount: placed.total });
    expect(payment.browser).toEqual({ kind: 'iframe', url: `/payment-sandbox/pay/${payment.reference}` });
    const holdMinutes = (Date.parse(payment.expires_at) - t.clock.now().getTime()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(9.9);
    expect(holdMinutes).toBeLessThanOrEqual(10);
    expect(await attemptOf(payment.reference)).toMatchObject({ network: 'mtn', payerPhone: '0551234987', hold: 'held' });
    expect(await stockOf(stock)).toBe(8);
    expect(expectCart(await getCart(t, s), 'Cart retrieved').order_item).toHaveLength(1);
    expect(await mailsOf(placed.id)).toHaveLength(0);
    // The checkout's number is used: the next read is a new checkout.
    expect(expectCheckout(await getCheckout(t, s)).order_id).not.toBe(placed.order_id);

    expect((await payAtSandbox(t, payment.reference, APPROVE)).statusCode).toBe(200);
    expect(await settled(s, payment.reference)).toBe('successful');
    expect(await paymentStatusOf(s, placed.order_id)).toBe('paid');
    expect(await stockOf(stock)).toBe(8);
    expect(expectCart(await getCart(t, s), 'Cart retrieved').order_item).toHaveLength(0);
    expect((await mailsOf(placed.id)).map((m) => m.kind)).toEqual(['order_placed']);
  });

  it('a retry with the same key answers the same order and attempt, holding the stock once', async () => {
    const { s, stock } = await readyToPay();
    const key = newKey();
    const first = expectPlaced(await placeOrder(t, s, key, s.customerId, MOMO));
    const again = expectPlaced(await placeOrder(t, s, key, s.customerId, MOMO), 200);
    expect(again.order_id).toBe(first.order_id);
    expect(again.payment?.reference).toBe(first.payment?.reference);
    expect(await stockOf(stock)).toBe(8);
  });

  it('the browser never sends an amount: one in the body is ignored, the attempt is the server total', async () => {
    const { s } = await readyToPay();
    const placed = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, { ...MOMO, amount: '0.01', total: '0.01' }));
    expect(parseAmount(placed.payment!.amount.amount)).toBe(parseAmount(placed.total.amount));
    expect((await attemptOf(placed.payment!.reference)).amountMinor).toBe(parseAmount(placed.total.amount));
  });

  it.each([
    ['mobile money without its wallet', { payment_method: 'mobile_money' }, 'MOBILE_NETWORK_REQUIRED'],
    ['an unknown network', { payment_method: 'mobile_money', mobile_money: { network: 'vodafone', phone: '0551234987' } }, 'MOBILE_NETWORK_REQUIRED'],
    ['a number of 9 digits', { payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '055123498' } }, 'MOBILE_MONEY_NUMBER_INVALID'],
    ['letters in the number', { payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '055123498x' } }, 'MOBILE_MONEY_NUMBER_INVALID'],
    ['an unknown method', { payment_method: 'bitcoin' }, 'PAYMENT_METHOD_INVALID'],
  ])('%s is refused with its field message, nothing placed', async (_name, body, code) => {
    const { s, stock } = await readyToPay();
    const res = await placeOrder(t, s, newKey(), s.customerId, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.values(res.json().params.fields).flat()).toEqual([code]);
    expect(await stockOf(stock)).toBe(10);
  });

  it('a provider that cannot open the payment leaves the order placed, the attempt failed and the stock back; paying again works', async () => {
    const { s, stock } = await readyToPay();
    cannotOpen = true;
    let placed: PlacedOrder;
    try {
      placed = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, { payment_method: 'card' }));
    } finally {
      cannotOpen = false;
    }
    expect(placed.payment).toMatchObject({ status: 'failed', browser: null });
    expect(await attemptOf(placed.payment!.reference)).toMatchObject({ gatewayResponse: NOT_OPENED, hold: 'released' });
    expect(await stockOf(stock)).toBe(10);

    const retry = expectPayment(await payAgain(s, placed.order_id, { payment_method: 'card' }), 201);
    expect(retry).toMatchObject({ status: 'pending', method: 'card', amount: placed.total });
    expect(await stockOf(stock)).toBe(8);
    expect((await payAtSandbox(t, retry.reference, { method: 'card', card_number: '4084084084084081' })).statusCode).toBe(200);
    expect(await settled(s, retry.reference)).toBe('successful');
    expect(await paymentStatusOf(s, placed.order_id)).toBe('paid');
  });

  it('declined, then paid again with another method: the stock given back, taken again, paid once', async () => {
    const { s, stock } = await readyToPay();
    const placed = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, { payment_method: 'card' }));
    await payAtSandbox(t, placed.payment!.reference, DECLINE_CARD);
    expect(await settled(s, placed.payment!.reference)).toBe('failed');
    expect(await stockOf(stock)).toBe(10);
    expect(await paymentStatusOf(s, placed.order_id)).toBe('pending');

    const key = newKey();
    const retry = expectPayment(await payAgain(s, placed.order_id, MOMO, key), 201);
    expect(retry.reference).not.toBe(placed.payment!.reference);
    expect(expectPayment(await payAgain(s, placed.order_id, MOMO, key)).reference).toBe(retry.reference);
    expect(await stockOf(stock)).toBe(8);
    await payAtSandbox(t, retry.reference, APPROVE);
    expect(await settled(s, retry.reference)).toBe('successful');
    expect(await paymentStatusOf(s, placed.order_id)).toBe('paid');
    expect((await attemptOf(placed.payment!.reference)).status).toBe('failed');

    const late = await payAgain(s, placed.order_id);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('ORDER_NOT_AWAITING_PAYMENT');
  });

  it('paying again while a try is pending supersedes it and takes over its units (held once)', async () => {
    const { s, stock } = await readyToPay();
    const placed = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, MOMO));
    const retry = expectPayment(await payAgain(s, placed.order_id, { payment_method: 'bank_transfer' }), 201);
    expect(await stockOf(stock)).toBe(8);
    expect(await attemptOf(placed.payment!.reference)).toMatchObject({ status: 'failed', gatewayResponse: SUPERSEDED, hold: 'released' });
    expect(await attemptOf(retry.reference)).toMatchObject({ status: 'pending', hold: 'held' });
  });

  it('paying again when the stock went meanwhile is refused naming the line', async () => {
    const { s, stock } = await readyToPay();
    const placed = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, { payment_method: 'card' }));
    await payAtSandbox(t, placed.payment!.reference, DECLINE_CARD);
    expect(await settled(s, placed.payment!.reference)).toBe('failed');
    await setStock(t, stock, { quantity: 1 });
    const res = await payAgain(s, placed.order_id, { payment_method: 'card' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_STOCK', params: { available: 1 } });
    expect(await stockOf(stock)).toBe(1);
  });

  it('paying again is the order owner’s only, needs a key, and only for an order awaiting payment', async () => {
    const { s } = await readyToPay();
    const placed = expectPlaced(await placeOrder(t, s, newKey(), s.customerId, MOMO));
    const other = await newShopper(t);
    const foreign = await payAgain(other, placed.order_id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ORDER_NOT_FOUND');
    expect((await payAgain(other, placed.order_id, MOMO, newKey(), s.customerId)).statusCode).toBe(403);
    expect((await cartCall(t, 'POST', `/order/${placed.order_id}/payments/?customer_id=${s.customerId}`, { payload: MOMO })).statusCode).toBe(401);
    expect((await payAgain(s, placed.order_id, MOMO, null)).json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect((await payAgain(s, placed.order_id, { payment_method: 'pay_on_delivery' })).json().code).toBe('VALIDATION_FAILED');

    const cod = await readyToPay();
    const onDelivery = expectPlaced(await placeOrder(t, cod.s));
    expect(onDelivery.payment).toBeNull();
    expect((await payAgain(cod.s, onDelivery.order_id)).json().code).toBe('ORDER_NOT_AWAITING_PAYMENT');
  });
});

describe('paying online with Paystack', () => {
  it("the storefront may frame, load and call exactly Paystack's origins", async () => {
    const { provider } = createPaymentProvider({ kind: 'paystack', secretKey: 'sk_test_csp', publicKey: 'pk_test_csp', baseUrl: 'http://127.0.0.1:9' });
    const t = await createTestApp('pglite', { paymentProvider: provider });
    try {
      const csp = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(csp).toContain("frame-src 'self' https://checkout.paystack.com;");
      expect(csp).toContain("script-src 'self' https://js.paystack.co;");
      expect(csp).toContain("connect-src 'self' https://api.paystack.co;");
    } finally {
      await t.close();
    }
  });
});

describe('paying online without a payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('offers only pay on delivery, refuses an online method with nothing placed, and frames nothing', async () => {
    const s = await newShopper(t);
    const stock = await newStockItem(t, { quantity: 10, priceMinor: 1250 });
    expectCart(await addToCart(t, s, stock, 2), 'Added to cart');
    expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
    expect(expectCheckout(await getCheckout(t, s)).payment_methods).toEqual(['pay_on_delivery']);
    const res = await placeOrder(t, s, newKey(), s.customerId, { payment_method: 'card' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect((await t.database.db.select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, stock)))[0]!.q).toBe(10);
    const csp = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'none'");
  });
});
