import { performance } from 'node:perf_hooks';
import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CART_PATHS, type Cart } from '@shop/contract';
import { cartItems, stockItems } from '../src/db/schema/index.js';
import { closeBench, customerCall, dataOf, ms as f, newCustomers, openBench, stats, type Customer, type Method } from './support.js';

// Latency of the server cart (GET/POST/PATCH/DELETE /cart/ and POST /cart/merge/) through the whole app (key and
// bearer checks, validation, SQL, pricing, serialisation) but without the network, and two bursts of 50 concurrent
// adds. Works on the normal seeded catalogue (seeded here when the database is empty) or a grown one:
//   DATA_DIR=/tmp/bench-cart-pglite npm run bench:cart                 (embedded PGlite in DATA_DIR)
//   DATABASE_URL=postgres://... npm run bench:cart [rounds]
// Customers are made through the real calls (request-otp, the code from GET /dev/outbox, sign-up, login), so each
// run adds ~55 customers to the database. Every round starts from the same cart, arranged straight in the database
// and not timed. Keep a run under 15 minutes: that is the life of the access tokens.
// Prints p50 / p95 / max in milliseconds per scenario, and for the bursts the final quantities it checked.
// The app, the customers and the percentiles come from bench/support.ts, which the place-order bench shares.

const ROUNDS = Number(process.argv[2] ?? 30);
const WARMUP = 3; // untimed rounds of each scenario first (caches, JIT, prepared plans)
const BURST = 50;
const bench = await openBench();
const { database } = bench;
const db = database.db;

// ---- Calls ----

const cartCall = (c: Customer, method: Method, path: string, payload?: object) => customerCall(bench, c, method, path, payload);
const cartOf = (res: LightMyRequestResponse, what: string) => dataOf<Cart>(res, what);

const getCart = (c: Customer) => cartCall(c, 'GET', `${CART_PATHS.cart}?customer_id=${c.id}`);
const add = (c: Customer, stock: number, quantity = 1) => cartCall(c, 'POST', CART_PATHS.cart, { stock, quantity, customer: c.id, currency: 'GHS' });
const update = (c: Customer, stock: number, quantity: number) => cartCall(c, 'PATCH', CART_PATHS.cart, { stock, quantity, customer: c.id, currency: 'GHS' });
const remove = (c: Customer, lineId: number) => cartCall(c, 'DELETE', CART_PATHS.cart, { order_item: lineId, customer: c.id });
const merge = (c: Customer, items: { stock: number; quantity: number }[]) => cartCall(c, 'POST', CART_PATHS.merge, { customer: c.id, currency: 'GHS', items });

// ---- Arranging carts, straight in the database (untimed) ----

/** Replaces the customer's cart with these lines, in this order. */
async function arrangeCart(c: Customer, lines: { stock: number; quantity: number }[]) {
  await db.delete(cartItems).where(eq(cartItems.customerId, c.id));
  if (lines.length) await db.insert(cartItems).values(lines.map((l) => ({ customerId: c.id, stockId: l.stock, quantity: l.quantity })));
}
const ones = (stocks: number[], quantity = 1) => stocks.map((stock) => ({ stock, quantity }));

// Items any line can hold: in stock (at least 2, so a PATCH to 2 is allowed) with moq 1.
const pool = (
  await db
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(and(gte(stockItems.quantity, 2), eq(stockItems.moq, 1)))
    .orderBy(asc(stockItems.id))
    .limit(130)
).map((r) => r.id);
// The item of the bursts: the one with the most stock, which must cover 50 simultaneous adds of 1.
const [big] = await db
  .select({ id: stockItems.id, quantity: stockItems.quantity })
  .from(stockItems)
  .where(eq(stockItems.moq, 1))
  .orderBy(desc(stockItems.quantity), asc(stockItems.id))
  .limit(1);
if (!big || big.quantity < BURST) throw new Error(`the bursts need an item with at least ${BURST} in stock (moq 1)`);
const items = pool.filter((id) => id !== big.id);
if (items.length < 100) throw new Error(`the catalogue has only ${items.length} items in stock with moq 1; 100 are needed`);
const cart20 = items.slice(0, 20); // the cart the write scenarios work on
const newItem = items[20]!; // an item not in that cart
const guest20 = items.slice(10, 30); // a guest cart: 10 items already in cart20, 10 new

// ---- Measuring ----

/**
 * WARMUP untimed rounds, then ROUNDS timed ones; each round runs `arrange` (untimed), then times `act`, which makes
 * the calls and returns the number of lines in the last answer (a check that the scenario did what it says).
 */
async function measure(name: string, round: { arrange?: () => Promise<unknown>; act: () => Promise<number> }) {
  const times: number[] = [];
  let lines = 0;
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    await round.arrange?.();
    const start = performance.now();
    lines = await round.act();
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  const s = stats(times);
  console.log(`${name.padEnd(30)} ${String(lines).padStart(5)} ${f(s.p50)} ${f(s.p95)} ${f(s.max)}`);
}

const [one, twenty, hundred, writer, merger, ...crowd] = await newCustomers(bench, 5 + BURST);
const buyer = crowd[0]!; // also the one customer of the first burst

const [{ n: stockCount } = { n: 0 }] = await db.select({ n: count() }).from(stockItems);
console.log(`\nThe cart on ${database.kind}, ${stockCount} stock items, ${ROUNDS} rounds each after ${WARMUP} warm-up rounds (ms)\n`);
console.log(`${'scenario'.padEnd(30)} ${'lines'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);

// Reads: the cart is priced on every read (live prices, discounts, stock and variant options).
await arrangeCart(one!, ones(items.slice(0, 1)));
await arrangeCart(twenty!, ones(cart20));
await arrangeCart(hundred!, ones(items.slice(0, 100)));
for (const [name, c] of [
  ['GET, 1 line', one!],
  ['GET, 20 lines', twenty!],
  ['GET, 100 lines', hundred!],
] as const) {
  await measure(name, { act: async () => cartOf(await getCart(c), name).order_item.length });
}

// Writes, on a cart of 20 lines; every write answers the whole cart, read again after the write.
const w = writer!;
await measure('POST add, new item', {
  arrange: () => arrangeCart(w, ones(cart20)),
  act: async () => cartOf(await add(w, newItem), 'add new').order_item.length,
});
await measure('POST add, item in cart (+1)', {
  arrange: () => arrangeCart(w, ones(cart20)),
  act: async () => cartOf(await add(w, cart20[5]!), 'add existing').order_item.length,
});
await measure('PATCH quantity (1 -> 2)', {
  arrange: () => arrangeCart(w, ones(cart20)),
  act: async () => cartOf(await update(w, cart20[5]!, 2), 'update').order_item.length,
});
let lineId = 0;
await measure('DELETE a line', {
  arrange: async () => {
    await arrangeCart(w, ones(cart20));
    const [line] = await db
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.customerId, w.id), eq(cartItems.stockId, cart20[5]!)));
    lineId = line!.id;
  },
  act: async () => cartOf(await remove(w, lineId), 'delete').order_item.length,
});
await measure('POST merge, 20 into 20', {
  arrange: () => arrangeCart(merger!, ones(cart20)),
  act: async () => cartOf(await merge(merger!, ones(guest20, 2)), 'merge').order_item.length,
});

// ---- Bursts: 50 adds at once, wall time from the first call to the last answer ----

/**
 * Like `measure`, for a burst: one untimed warm-up round, then ROUNDS timed ones. `fire` starts the 50 calls at once;
 * afterwards `check` reads the quantities of the item's lines from the database, which must be `expected.lines`
 * lines of `expected.quantity` each in every round. Returns the quantities of the last round, for printing.
 */
async function burst(
  name: string,
  round: { arrange: () => Promise<unknown>; fire: () => Promise<LightMyRequestResponse>[]; check: () => Promise<number[]> },
  expected: { lines: number; quantity: number },
) {
  const times: number[] = [];
  let refused = 0; // answers other than 200: there is enough stock, so there should be none
  let wrong = 0; // rounds whose lines were not exactly as expected
  let last: number[] = [];
  for (let i = 0; i < 1 + ROUNDS; i++) {
    await round.arrange();
    const start = performance.now();
    const answers = await Promise.all(round.fire());
    if (i >= 1) times.push(performance.now() - start);
    refused += answers.filter((r) => r.statusCode !== 200).length;
    last = await round.check();
    if (last.length !== expected.lines || last.some((q) => q !== expected.quantity)) wrong++;
  }
  if (refused || wrong) process.exitCode = 1;
  const s = stats(times);
  const perSecond = ((BURST / s.p50) * 1000).toFixed(0);
  console.log(`${name.padEnd(30)} ${f(s.p50)} ${f(s.p95)} ${f(s.max)} ${perSecond.padStart(7)}   ${refused} refused, ${wrong} rounds wrong`);
  return last;
}

console.log(`\n${BURST} simultaneous POST adds of 1, wall time per burst, ${ROUNDS} rounds after 1 warm-up (ms)\n`);
console.log(`${'burst'.padEnd(30)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'adds/s'.padStart(7)}`);

// One customer, the same item 50 times, starting from a cart without it: the calls race to create the line, then to
// raise it. The line must end at exactly 50 (one line, nothing lost, nothing doubled).
const quantityOfBuyer = async () =>
  (
    await db
      .select({ q: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.customerId, buyer.id), eq(cartItems.stockId, big.id)))
  ).map((r) => r.q);
const sameLine = await burst(
  'one customer, same item',
  { arrange: () => arrangeCart(buyer, []), fire: () => Array.from({ length: BURST }, () => add(buyer, big.id)), check: quantityOfBuyer },
  { lines: 1, quantity: BURST },
);

// 50 customers add the same item at once, each to their own empty cart: each ends with one line of 1.
const crowdIds = crowd.map((c) => c.id);
const quantitiesOfCrowd = async () =>
  (
    await db
      .select({ q: cartItems.quantity })
      .from(cartItems)
      .where(and(inArray(cartItems.customerId, crowdIds), eq(cartItems.stockId, big.id)))
  ).map((r) => r.q);
const crowdLines = await burst(
  '50 customers, same item',
  {
    arrange: () => db.delete(cartItems).where(inArray(cartItems.customerId, crowdIds)),
    fire: () => crowd.map((c) => add(c, big.id)),
    check: quantitiesOfCrowd,
  },
  { lines: BURST, quantity: 1 },
);

console.log(`\nfinal line quantity, one customer: ${sameLine.join(', ')} (expected exactly ${BURST} = ${BURST} × 1)`);
console.log(`final lines, 50 customers: ${crowdLines.length} lines, quantities ${[...new Set(crowdLines)].join(', ')} (expected ${BURST} lines of 1)`);
console.log(`(item ${big.id}, ${big.quantity} in stock)\n`);

// Leave the bench's customers with empty carts.
await db.delete(cartItems).where(
  inArray(
    cartItems.customerId,
    [one!, twenty!, hundred!, writer!, merger!, ...crowd].map((c) => c.id),
  ),
);
await closeBench(bench);
