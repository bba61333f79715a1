import { performance } from 'node:perf_hooks';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type PlacedOrder } from '@shop/contract';
import { orderItems, orders, orderStatusHistory, outboxMails, paymentAttempts, stockItems } from '../../db/schema/index.js';
import { addToCart, expectCart, newShopper, newStockItem, type Shopper } from '../../test-support/cart.js';
import { ACCRA, deliverTo, expectUpdated, patchCheckout } from '../../test-support/checkout.js';
import { expectPlaced, newKey, placeOrder } from '../../test-support/orders.js';
import { eventually, expectPayment, getPayment, payAtSandbox, sandboxViaInject } from '../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createHoldSweeper } from './hold-sweeper.js';
import { createPaymentProvider } from './provider-factory.js';
import { createPaymentRecorder } from './record-payment.service.js';

// Never overselling when paying online (DESIGN.md section 7, decision 21), proved on real PostgreSQL with the app's
// pool: 100 shoppers place online at once for the last 5 units of an item, the ones whose place went through pay at the
// sandbox at once, and its signed webhooks reach the shop's route. Then holds that run out: their units go to others,
// and a late approval of an expired attempt whose units are gone is money due back, never a unit sold twice.
// PGlite runs one statement at a time, so this runs only where TEST_DATABASE_URL names a server (CI sets it).

const SECRET = 'pay_online_concurrency_secret_0123456789';
const WEBHOOK_PATH = `${API_BASE}/payment/webhook/sandbox/`;
const MOMO = { payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '0551234987' } };
const APPROVE = { method: 'mobile_money', network: 'mtn', number: '0551234987' };
const SHOPPERS = 100;
const UNITS = 5;
const HOLD_MINUTES = 5;
const BATCH = 10; // accounts made at once (sign-up and login hash passwords)
const REFUSED = ['OUT_OF_STOCK', 'NOT_ENOUGH_STOCK'];
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.skipIf(!process.env.TEST_DATABASE_URL)('paying online under concurrent shoppers on PostgreSQL', () => {
  let t: TestApp;
  /** The status of every webhook delivery the sandbox made to the shop's route. */
  const deliveries: number[] = [];

  beforeAll(async () => {
    const viaInject = sandboxViaInject(() => t, SECRET, WEBHOOK_PATH);
    const counted: typeof fetch = async (url, init) => {
      const res = await viaInject.fetch!(url, init);
      deliveries.push(res.status);
      return res;
    };
    t = await createTestApp('postgres', { paymentSandbox: { ...viaInject, fetch: counted }, paymentHoldMinutes: HOLD_MINUTES });
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const stockOf = async (id: number) => (await db().select({ q: stockItems.quantity }).from(stockItems).where(eq(stockItems.id, id)))[0]!.q;

  /** Reads the item's stock again and again until stopped; answers the lowest figure seen. */
  function watchStock(id: number) {
    let stopped = false;
    let lowest = Number.POSITIVE_INFINITY;
    let reads = 0;
    const loop = (async () => {
      while (!stopped) {
        lowest = Math.min(lowest, await stockOf(id));
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    return {
      async stop() {
        stopped = true;
        await loop;
        return { lowest, reads };
      },
    };
  }

  /** `count` shoppers, each with 1 unit of `stock` in the cart and delivery to Accra chosen; made BATCH at a time. */
  async function shoppersReady(count: number, stock: number): Promise<Shopper[]> {
    const out: Shopper[] = [];
    while (out.length < count) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(BATCH, count - out.length) }, async () => {
          const s = await newShopper(t);
          expectCart(await addToCart(t, s, stock, 1), 'Added to cart');
          expectUpdated(await patchCheckout(t, s, deliverTo(ACCRA)));
          return s;
        }),
      );
      out.push(...batch);
    }
    return out;
  }

  /** Everyone places online at once: the placed orders (201, attempt pending) and the refused (409 out of stock). */
  async function placeAtOnce(crowd: Shopper[]) {
    const answers = await Promise.all(crowd.map((s) => placeOrder(t, s, newKey(), s.customerId, MOMO)));
    const placed: { s: Shopper; order: PlacedOrder }[] = [];
    const refused: Shopper[] = [];
    const unexpected: string[] = [];
    answers.forEach((res: LightMyRequestResponse, i) => {
      if (res.statusCode === 201) placed.push({ s: crowd[i]!, order: expectPlaced(res) });
      else if (res.statusCode === 409 && REFUSED.includes(res.json().code)) refused.push(crowd[i]!);
      else unexpected.push(`${res.statusCode} ${res.body}`);
    });
    expect(unexpected).toEqual([]);
    for (const { order } of placed) expect(order.payment).toMatchObject({ status: 'pending', method: 'mobile_money' });
    return { placed, refused };
  }

  /** The attempt's status as its shopper's status call answers it, once the webhook (or a verify) settled it. */
  const settled = (s: Shopper, reference: string) =>
    eventually(
      async () => expectPayment(await getPayment(t, s, reference)).status,
      (status) => status !== 'pending',
      30_000,
    );

  /** Every order holding a line of `stock`, with its payment status. */
  const ordersOf = (stock: number) =>
    db()
      .select({ id: orders.id, paymentStatus: orders.paymentStatus, status: orders.status })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.stockId, stock));

  async function paidHistoryOf(orderId: number) {
    return db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.paymentStatus, 'paid')));
  }
  const placedMailsOf = async (orderId: number) =>
    (await db().select().from(outboxMails).where(eq(outboxMails.kind, 'order_placed'))).filter(
      (m) => (m.payload as { order_id?: number }).order_id === orderId,
    );

  /** Each order paid once: one 'paid' history row, one order_placed mail, its attempt's hold committed. */
  async function expectPaidOnce(orderIds: number[]) {
    for (const id of orderIds) {
      expect(await paidHistoryOf(id)).toHaveLength(1);
      expect(await placedMailsOf(id)).toHaveLength(1);
    }
    const attempts = await db().select().from(paymentAttempts).where(inArray(paymentAttempts.orderId, orderIds));
    expect(attempts.map((a) => [a.status, a.hold, a.refund])).toEqual(orderIds.map(() => ['successful', 'committed', null]));
  }

  /**
   * Moves the clock past the hold and runs a sweep (as hold-sweeper.test.ts drives one), then puts the clock back;
   * every one of `references` must then be expired with its units given back. Answers what this sweep did.
   */
  async function runOutHolds(references: string[]) {
    const config = sandboxViaInject(() => t, SECRET, WEBHOOK_PATH);
    const provider = createPaymentProvider({ kind: 'sandbox', sandbox: config, db: db(), clock: t.clock.now }).provider;
    const sweeper = createHoldSweeper({
      db: db(),
      provider,
      source: { provider: 'sandbox', live: false },
      recorder: createPaymentRecorder({ db: db(), clock: t.clock.now, log: quiet }),
      clock: t.clock.now,
      holdMinutes: HOLD_MINUTES,
      log: quiet,
    });
    t.clock.advance((HOLD_MINUTES + 1) * 60);
    let swept;
    try {
      swept = await sweeper.sweep();
    } finally {
      t.clock.advance(-(HOLD_MINUTES + 1) * 60);
    }
    // The app's own sweeper may have taken some of them first: between them, all expired.
    const attempts = await db().select().from(paymentAttempts).where(inArray(paymentAttempts.reference, references));
    expect(attempts.map((a) => [a.status, a.hold])).toEqual(references.map(() => ['expired', 'released']));
    return swept;
  }

  it(`${SHOPPERS} shoppers place online at once for the last ${UNITS} units: ${UNITS} hold them and pay, every other is refused, the stock ends at 0`, async () => {
    const stock = await newStockItem(t, { quantity: UNITS, priceMinor: 1250 });
    const madeAt = performance.now();
    const crowd = await shoppersReady(SHOPPERS, stock);
    const madeIn = performance.now() - madeAt;

    const watch = watchStock(stock);
    const began = performance.now();
    const { placed, refused } = await placeAtOnce(crowd);
    const placedIn = performance.now() - began;
    expect(placed).toHaveLength(UNITS);
    expect(refused).toHaveLength(SHOPPERS - UNITS);
    expect(await stockOf(stock)).toBe(0);

    const payBegan = performance.now();
    const pays = await Promise.all(placed.map(({ order }) => payAtSandbox(t, order.payment!.reference, APPROVE)));
    expect(pays.map((r) => r.statusCode)).toEqual(placed.map(() => 200));
    const statuses = await Promise.all(placed.map(({ s, order }) => settled(s, order.payment!.reference)));
    const paidIn = performance.now() - payBegan;
    const wall = performance.now() - began;
    const { lowest, reads } = await watch.stop();

    expect(statuses).toEqual(placed.map(() => 'successful'));
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await stockOf(stock)).toBe(0);
    const all = await ordersOf(stock);
    // Only the shoppers whose place went through have an order of this item; each is paid.
    expect(all.map((o) => o.id).sort()).toEqual(placed.map(({ order }) => order.id).sort());
    expect(all.filter((o) => o.paymentStatus === 'paid')).toHaveLength(UNITS);
    expect(all.filter((o) => o.paymentStatus === 'refund_due')).toHaveLength(0);
    await expectPaidOnce(placed.map(({ order }) => order.id));
    expect(deliveries.filter((status) => status !== 200)).toEqual([]);

    console.log(
      `[oversell, PostgreSQL] ${SHOPPERS} shoppers for ${UNITS} units: placed ${placed.length}, refused ${refused.length} (409), ` +
        `paid ${all.filter((o) => o.paymentStatus === 'paid').length}, refund_due 0; stock lowest ${lowest} over ${reads} reads, end ${await stockOf(stock)}; ` +
        `${SHOPPERS} places at once ${placedIn.toFixed(0)} ms, ${UNITS} pays to successful ${paidIn.toFixed(0)} ms, wall ${wall.toFixed(0)} ms ` +
        `(${SHOPPERS} accounts made in ${(madeIn / 1000).toFixed(1)} s)`,
    );
  }, 180_000);

  it('holds that run out give their units to others; a late approval of an expired attempt whose units are gone is refund due', async () => {
    const stock = await newStockItem(t, { quantity: UNITS, priceMinor: 1250 });
    const LATECOMERS = 2 * UNITS;
    const [holders, latecomers] = [await shoppersReady(UNITS, stock), await shoppersReady(LATECOMERS, stock)];
    const watch = watchStock(stock);
    const began = performance.now();

    // The 5 holders take every unit and never pay.
    const first = await placeAtOnce(holders);
    expect(first.placed).toHaveLength(UNITS);
    expect(await stockOf(stock)).toBe(0);
    // Nobody else can have them while they are held.
    const early = await placeAtOnce(latecomers.slice(0, 1));
    expect(early.refused).toHaveLength(1);

    // Their holds run out: the sweep asks the sandbox (nothing paid), expires them and gives the units back.
    const swept = await runOutHolds(first.placed.map(({ order }) => order.payment!.reference));
    expect(await stockOf(stock)).toBe(UNITS);

    // 10 latecomers place at once for the 5 units given back, and the 5 who got them pay at once.
    const second = await placeAtOnce(latecomers);
    expect(second.placed).toHaveLength(UNITS);
    expect(second.refused).toHaveLength(LATECOMERS - UNITS);
    expect(await stockOf(stock)).toBe(0);
    await Promise.all(second.placed.map(({ order }) => payAtSandbox(t, order.payment!.reference, APPROVE)));
    expect(await Promise.all(second.placed.map(({ s, order }) => settled(s, order.payment!.reference)))).toEqual(second.placed.map(() => 'successful'));

    // Then the 5 holders approve their prompts at once, late: money arrives for units that are gone.
    const lateBegan = performance.now();
    const late = await Promise.all(first.placed.map(({ order }) => payAtSandbox(t, order.payment!.reference, APPROVE)));
    expect(late.map((r) => r.statusCode)).toEqual(first.placed.map(() => 200));
    const lateOrders = first.placed.map(({ order }) => order.id);
    const ended = await eventually(
      () => db().select().from(orders).where(inArray(orders.id, lateOrders)),
      (rows) => rows.every((o) => o.paymentStatus !== 'pending' && o.paymentStatus !== 'unpaid'),
      30_000,
    );
    const lateIn = performance.now() - lateBegan;
    const wall = performance.now() - began;
    const { lowest, reads } = await watch.stop();

    expect(ended.map((o) => o.paymentStatus)).toEqual(lateOrders.map(() => 'refund_due'));
    const lateAttempts = await db().select().from(paymentAttempts).where(inArray(paymentAttempts.orderId, lateOrders));
    expect(lateAttempts.map((a) => a.refund)).toEqual(lateOrders.map(() => 'due'));
    expect(lateAttempts.map((a) => a.hold)).toEqual(lateOrders.map(() => 'released'));
    for (const id of lateOrders) expect(await paidHistoryOf(id)).toHaveLength(0);
    for (const id of lateOrders) expect(await placedMailsOf(id)).toHaveLength(0);
    // The shopper is told the payment did not pay the order and that the money comes back.
    for (const { s: shopper, order } of first.placed) {
      expect(expectPayment(await getPayment(t, shopper, order.payment!.reference))).toMatchObject({ status: 'failed', refund: 'due' });
    }

    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await stockOf(stock)).toBe(0);
    const all = await ordersOf(stock);
    expect(
      all
        .filter((o) => o.paymentStatus === 'paid')
        .map((o) => o.id)
        .sort(),
    ).toEqual(second.placed.map(({ order }) => order.id).sort());
    await expectPaidOnce(second.placed.map(({ order }) => order.id));
    expect(deliveries.filter((status) => status !== 200)).toEqual([]);

    console.log(
      `[holds run out, PostgreSQL] ${UNITS} holders expired (this sweep: ${swept.filter((o) => o === 'expired').length}), ` +
        `${LATECOMERS + 1} latecomer places: placed ${second.placed.length}, refused ${early.refused.length + second.refused.length}, paid ` +
        `${all.filter((o) => o.paymentStatus === 'paid').length}; ${UNITS} late approvals: refund_due ` +
        `${ended.filter((o) => o.paymentStatus === 'refund_due').length} in ${lateIn.toFixed(0)} ms; stock lowest ${lowest} over ${reads} reads, ` +
        `end ${await stockOf(stock)}; wall ${wall.toFixed(0)} ms`,
    );
  }, 120_000);

  it('late approvals of expired attempts racing latecomers for the units given back: exactly 5 paid, the rest refused or refund due', async () => {
    const stock = await newStockItem(t, { quantity: UNITS, priceMinor: 1250 });
    const LATECOMERS = 2 * UNITS;
    const [holders, latecomers] = [await shoppersReady(UNITS, stock), await shoppersReady(LATECOMERS, stock)];
    const first = await placeAtOnce(holders);
    expect(first.placed).toHaveLength(UNITS);
    await runOutHolds(first.placed.map(({ order }) => order.payment!.reference));
    expect(await stockOf(stock)).toBe(UNITS);

    const watch = watchStock(stock);
    const began = performance.now();
    // At once: the 5 holders approve their prompts late, and 10 latecomers place and pay for the same 5 units.
    const [lateAnswers, second] = await Promise.all([
      Promise.all(first.placed.map(({ order }) => payAtSandbox(t, order.payment!.reference, APPROVE))),
      (async () => {
        const placed = await placeAtOnce(latecomers);
        await Promise.all(placed.placed.map(({ order }) => payAtSandbox(t, order.payment!.reference, APPROVE)));
        return placed;
      })(),
    ]);
    expect(lateAnswers.map((r) => r.statusCode)).toEqual(first.placed.map(() => 200));
    expect(await Promise.all(second.placed.map(({ s, order }) => settled(s, order.payment!.reference)))).toEqual(second.placed.map(() => 'successful'));
    const holderOrders = first.placed.map(({ order }) => order.id);
    const ended = await eventually(
      () => db().select().from(orders).where(inArray(orders.id, holderOrders)),
      (rows) => rows.every((o) => o.paymentStatus === 'paid' || o.paymentStatus === 'refund_due'),
      30_000,
    );
    const wall = performance.now() - began;
    const { lowest, reads } = await watch.stop();

    expect(ended.map((o) => o.paymentStatus).filter((p) => p !== 'paid' && p !== 'refund_due')).toEqual([]);
    const holdersPaid = ended.filter((o) => o.paymentStatus === 'paid').map((o) => o.id);
    const holdersRefundDue = ended.filter((o) => o.paymentStatus === 'refund_due').map((o) => o.id);
    // Every unit went once: to a holder whose late money took it again, or to a latecomer who held and paid it.
    expect(holdersPaid.length + second.placed.length).toBe(UNITS);
    expect(second.refused).toHaveLength(LATECOMERS - second.placed.length);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await stockOf(stock)).toBe(0);
    const all = await ordersOf(stock);
    const paid = [...holdersPaid, ...second.placed.map(({ order }) => order.id)].sort();
    expect(
      all
        .filter((o) => o.paymentStatus === 'paid')
        .map((o) => o.id)
        .sort(),
    ).toEqual(paid);
    await expectPaidOnce(paid);
    for (const id of holdersRefundDue) expect(await paidHistoryOf(id)).toHaveLength(0);
    expect(deliveries.filter((status) => status !== 200)).toEqual([]);

    console.log(
      `[late approvals racing latecomers, PostgreSQL] ${UNITS} expired holders approve late while ${LATECOMERS} latecomers place and pay: ` +
        `holders paid ${holdersPaid.length}, refund_due ${holdersRefundDue.length}; latecomers placed and paid ${second.placed.length}, refused ` +
        `${second.refused.length}; stock lowest ${lowest} over ${reads} reads, end ${await stockOf(stock)}; wall ${wall.toFixed(0)} ms`,
    );
  }, 120_000);
});
