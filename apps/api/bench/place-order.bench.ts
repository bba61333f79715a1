import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CART_PATHS, CHECKOUT_PATHS, type Cart, type Checkout, type CheckoutUpdateBody, type Order } from '@shop/contract';
import { stockItems } from '../src/db/schema/index.js';
import { ACCRA, ACCRA_MALL, deliverTo, pickupAt } from '../src/test-support/checkout-bodies.js';
import { closeBench, customerCall, dataOf, ms, newCustomers, openBench, stats, type Customer } from './support.js';

// Latency of placing an order (POST /checkout/place/, pay on delivery) through the whole app (key and bearer checks,
// the Idempotency-Key, the cart priced again, the stock taken, the order written, the cart and checkout closed, the
// order answered) but without the network, and two bursts of 20 customers placing at once. Works on the normal seeded
// catalogue (seeded here when the database is empty):
//   DATA_DIR=/tmp/bench-place-pglite npm run bench:place                (embedded PGlite in DATA_DIR)
//   DATABASE_URL=postgres://... npm run bench:place [rounds]
// Customers are made through the real calls (request-otp, the code from GET /dev/outbox, sign-up, login): 23 a run.
// Every round fills the cart with POST /cart/ and chooses delivery or pickup with PATCH /checkout/, untimed; only
// the place call is timed. The items' stock is topped up to 1,000 straight in the database before every round, so it
// never runs out, and put back as it was at the end (a run that stops early leaves it topped up). Each run leaves
// about 45 × rounds orders in the database.
// Keep a run under 15 minutes: that is the life of the access tokens (it prints how long it took).
// Prints p50 / p95 / p99 / max in milliseconds per scenario (with 30 rounds the p99 is the slowest round), and for
// the bursts the wall time of the burst and the per-call figures over all its calls. Any unexpected answer stops it.

const ROUNDS = Number(process.argv[2] ?? 30);
const WARMUP = 3; // untimed rounds of each scenario first (caches, JIT, prepared plans)
const BURST = 20;
const TOP_UP = 1000; // the stock of every item used, set before every round
const began = performance.now();
const bench = await openBench();
const { database } = bench;
const db = database.db;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const loadAtStart = load();

// ---- Calls ----

const add = (c: Customer, stock: number) => customerCall(bench, c, 'POST', CART_PATHS.cart, { stock, quantity: 1, customer: c.id, currency: 'GHS' });
const choose = (c: Customer, body: CheckoutUpdateBody) => customerCall(bench, c, 'PATCH', `${CHECKOUT_PATHS.checkout}?customer_id=${c.id}`, body);
const place = (c: Customer, key: string) =>
  customerCall(bench, c, 'POST', `${CHECKOUT_PATHS.place}?customer_id=${c.id}`, { payment_method: 'pay_on_delivery' }, { 'idempotency-key': key });
const newKey = () => `bench-${randomUUID()}`;

// ---- Arranging a round (untimed) ----

// Cheap items with moq 1 that are in stock, so that a cart of three stays far below the pay-on-delivery limit.
const items = (
  await db
    .select({ id: stockItems.id, quantity: stockItems.quantity })
    .from(stockItems)
    .where(and(gte(stockItems.quantity, 1), eq(stockItems.moq, 1), lte(stockItems.priceMinor, 50_000)))
    .orderBy(asc(stockItems.priceMinor), asc(stockItems.id))
    .limit(5 + BURST)
).map((r) => r.id);
if (items.length < 5 + BURST) throw new Error(`the catalogue has only ${items.length} items in stock with moq 1 under GHS 500; ${5 + BURST} are needed`);
const delivered = items.slice(0, 3); // the delivery's cart
const picked = items[3]!; // the pickup's and the retry's line
const hot = items[4]!; // the item all 20 customers of the first burst buy
const own = items.slice(5, 5 + BURST); // one item each in the second burst
// Their stock as it was, put back at the end.
const before = await db.select({ id: stockItems.id, quantity: stockItems.quantity }).from(stockItems).where(inArray(stockItems.id, items));

const topUp = (ids: number[]) => db.update(stockItems).set({ quantity: TOP_UP }).where(inArray(stockItems.id, ids));
const stockOf = async (ids: number[]) => {
  const rows = await db.select({ id: stockItems.id, quantity: stockItems.quantity }).from(stockItems).where(inArray(stockItems.id, ids));
  return new Map(rows.map((r) => [r.id, r.quantity]));
};

/** Fills the customer's (empty) cart through POST /cart/ and PATCHes the checkout; returns the order number it shows. */
async function arrange(c: Customer, stocks: number[], choice: CheckoutUpdateBody): Promise<string> {
  let cart: Cart | undefined;
  for (const stock of stocks) cart = dataOf<Cart>(await add(c, stock), 'POST /cart/');
  if (cart?.order_item.length !== stocks.length) throw new Error(`the cart of customer ${c.id} has ${cart?.order_item.length} lines, not ${stocks.length}`);
  const checkout = dataOf<Checkout | null>(await choose(c, choice), 'PATCH /checkout/');
  if (!checkout) throw new Error(`PATCH /checkout/ for customer ${c.id}: no checkout (empty cart)`);
  return checkout.order_id;
}

/** The placed order of a 201 (or a retry's 200), checked against what was arranged; returns its number of lines. */
function placed(res: LightMyRequestResponse, what: string, expected: { orderId: string; lines: number; method: Order['delivery_option'] }, status = 201) {
  const order = dataOf<Order>(res, what, status);
  if (order.order_id !== expected.orderId || order.order_item.length !== expected.lines || order.delivery_option !== expected.method) {
    throw new Error(`${what}: order ${order.order_id} (${order.order_item.length} lines, ${order.delivery_option}), expected ${JSON.stringify(expected)}`);
  }
  return order;
}

// ---- Measuring ----

/**
 * WARMUP untimed rounds, then ROUNDS timed ones; each round runs `arrange` (untimed), then times `act` (the call
 * alone), then `check`s its answer and returns the number of order lines (a check that the scenario did what it says).
 */
async function measure(
  name: string,
  round: { arrange: () => Promise<unknown>; act: () => Promise<LightMyRequestResponse>; check: (res: LightMyRequestResponse) => number },
) {
  const times: number[] = [];
  let lines = 0;
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    await round.arrange();
    const start = performance.now();
    const res = await round.act();
    if (i >= WARMUP) times.push(performance.now() - start);
    lines = round.check(res);
  }
  const s = stats(times);
  console.log(`${name.padEnd(36)} ${String(lines).padStart(5)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)}`);
}

const [deliverer, collector, retrier, ...crowd] = await newCustomers(bench, 3 + BURST);
const [{ n: stockCount } = { n: 0 }] = await db.select({ n: count() }).from(stockItems);
console.log(`\nPlacing an order on ${database.kind}, ${stockCount} stock items, load average ${loadAtStart} at the start`);
console.log(`${ROUNDS} rounds each after ${WARMUP} warm-up rounds (ms)\n`);
console.log(`${'scenario'.padEnd(36)} ${'lines'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}`);

// 1. Delivery to Accra (standard), three lines.
let orderId = '';
await measure('place, delivery to Accra, 3 lines', {
  arrange: async () => {
    await topUp(delivered);
    orderId = await arrange(deliverer!, delivered, deliverTo(ACCRA));
  },
  act: () => place(deliverer!, newKey()),
  check: (res) => placed(res, 'place, delivery', { orderId, lines: 3, method: 'Deliver' }).order_item.length,
});

// 2. Pickup at Accra Mall, one line.
await measure('place, pickup at Accra Mall, 1 line', {
  arrange: async () => {
    await topUp([picked]);
    orderId = await arrange(collector!, [picked], pickupAt(ACCRA_MALL));
  },
  act: () => place(collector!, newKey()),
  check: (res) => placed(res, 'place, pickup', { orderId, lines: 1, method: 'Pickup' }).order_item.length,
});

// 3. A retry with the key of an order placed just before (untimed): 200 and the same order, nothing new written.
let key = '';
let firstId = 0;
await measure('retry, same Idempotency-Key', {
  arrange: async () => {
    await topUp([picked]);
    orderId = await arrange(retrier!, [picked], pickupAt(ACCRA_MALL));
    key = newKey();
    firstId = placed(await place(retrier!, key), 'place before the retry', { orderId, lines: 1, method: 'Pickup' }).id;
  },
  act: () => place(retrier!, key),
  check: (res) => {
    const order = placed(res, 'retry', { orderId, lines: 1, method: 'Pickup' }, 200);
    if (order.id !== firstId) throw new Error(`retry: order id ${order.id}, the first place made ${firstId}`);
    return order.order_item.length;
  },
});

// ---- Bursts: 20 customers place at once ----

/**
 * One untimed warm-up round, then ROUNDS timed ones. Each round tops the items up and arranges every customer's cart
 * and checkout (untimed), then fires the 20 places at once, timing the burst (from the first call to the last answer)
 * and each call. Every answer must be a 201 with the customer's own order, and the stock must have gone down by
 * exactly one per order.
 */
async function burst(name: string, itemOf: (i: number) => number) {
  const ids = [...new Set(crowd.map((_, i) => itemOf(i)))];
  const walls: number[] = [];
  const calls: number[] = [];
  for (let round = 0; round < 1 + ROUNDS; round++) {
    await topUp(ids);
    const orderIds = await Promise.all(crowd.map((c, i) => arrange(c, [itemOf(i)], deliverTo(ACCRA))));
    const times: number[] = [];
    const start = performance.now();
    const answers = await Promise.all(
      crowd.map(async (c) => {
        const t0 = performance.now();
        const res = await place(c, newKey());
        times.push(performance.now() - t0);
        return res;
      }),
    );
    const wall = performance.now() - start;
    if (round >= 1) {
      walls.push(wall);
      calls.push(...times);
    }
    answers.forEach((res, i) => placed(res, `${name}, customer ${crowd[i]!.id}`, { orderId: orderIds[i]!, lines: 1, method: 'Deliver' }));
    const left = await stockOf(ids);
    for (const id of ids) {
      const sold = crowd.filter((_, i) => itemOf(i) === id).length;
      if (left.get(id) !== TOP_UP - sold) throw new Error(`${name}: item ${id} has ${left.get(id)} in stock, expected ${TOP_UP} - ${sold}`);
    }
  }
  const w = stats(walls);
  const c = stats(calls);
  const perSecond = ((BURST / w.p50) * 1000).toFixed(0);
  const columns = [w.p50, w.p95, w.p99, w.max, c.p50, c.p99].map((n) => ms(n).padStart(8)).join(' ');
  console.log(`${name.padEnd(20)} ${columns} ${perSecond.padStart(8)}   all 201, stock exact`);
}

console.log(`\n${BURST} customers placing at once (1 line each, delivery), ${ROUNDS} rounds after 1 warm-up (ms)`);
console.log(`wall: the whole burst; per call: each place, over all ${BURST * ROUNDS} calls\n`);
console.log(`${'burst'.padEnd(20)} ${['wall p50', 'p95', 'p99', 'max', 'call p50', 'p99', 'orders/s'].map((h) => h.padStart(8)).join(' ')}`);
await burst('one item for all', () => hot);
await burst('an item each', (i) => own[i]!);

// Put the items' stock back as it was.
for (const row of before) await db.update(stockItems).set({ quantity: row.quantity }).where(eq(stockItems.id, row.id));
const took = (performance.now() - began) / 1000;
console.log(`\nitems: delivery ${delivered.join(', ')}; pickup and retry ${picked}; burst ${hot}, then ${own.join(', ')}`);
console.log(`load average ${load()} at the end; the run took ${took.toFixed(0)} s (access tokens live 900 s)\n`);
if (took > 840) console.warn('WARNING: the run came close to the 15 minutes the access tokens live: use fewer rounds');
await closeBench(bench);
