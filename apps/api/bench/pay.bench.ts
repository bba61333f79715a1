import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API_BASE, CART_PATHS, CHECKOUT_PATHS, type Cart, type Checkout, type PaymentAttempt, type PlacedOrder } from '@shop/contract';
import { paymentEvents, stockItems } from '../src/db/schema/index.js';
import { createSandboxPaymentsRepo } from '../src/modules/payment-sandbox/sandbox-payments.repo.js';
import { webhookBodyOf, type SandboxWebhookBody } from '../src/modules/payment-sandbox/sandbox-gateway.js';
import { loadEnv } from '../src/env.js';
import { PAYMENT_MESSAGES } from '../src/modules/payments/payments.service.js';
import { signHmacSha512 } from '../src/modules/payments/webhook-signature.js';
import { ACCRA, deliverTo } from '../src/test-support/checkout-bodies.js';
import { closeBench, customerCall, dataOf, ms, newCustomers, openBench, stats, type Customer } from './support.js';

// Paying online through the sandbox provider, end to end, through the whole app (key and bearer checks, the place call
// with its attempt and hold, the sandbox's page API, its signed webhook verified and recorded by the one function that
// pays, the status call) but without the network: the sandbox's webhooks reach the shop's route by app.inject, as
// pay-online.test.ts delivers them. Works on the normal seeded catalogue (seeded here when the database is empty):
//   DATA_DIR=/tmp/bench-pay-pglite npm run bench:pay                (embedded PGlite in DATA_DIR)
//   DATABASE_URL=postgres://... npm run bench:pay [rounds]
// (a) Paid orders: place online (mobile money) → pay at the sandbox's page API with the approving number → the
//     sandbox's webhook answered by the shop's route → GET /payment/:reference/ says successful. Timed per order, from
//     the place call to the successful answer (and each stage), with 1 and with 10 customers at once; orders/s is the
//     orders paid over the wall time of the rounds (carts and checkouts are arranged untimed between rounds).
// (b) The webhook route alone: orders placed and paid at the sandbox (untimed), their webhooks held back; the bench
//     then signs each event itself (webhookBodyOf + the shared HMAC-SHA512 under the app's known PAYMENT_SANDBOX_SECRET,
//     checked to be byte for byte what the sandbox would have sent) and POSTs it to /payment/webhook/sandbox/: the
//     first delivery (verify, then pay) must answer 'Webhook handled', a duplicate 'Already handled'; each call timed.
// Customers are made through the real calls (request-otp, the code from GET /dev/outbox, sign-up, login): 10 a run.
// The 10 items' stock is topped up to 1,000 before every round and put back at the end (a run that stops early leaves
// it topped up). Any unexpected answer stops it with exit code 1. Each run leaves about 41 × rounds paid orders.

const ROUNDS = Number(process.argv[2] ?? 30);
const WARMUP = 3; // untimed rounds of each scenario first (caches, JIT, prepared plans)
const PARALLEL = [1, 10];
const CUSTOMERS = Math.max(...PARALLEL);
const TOP_UP = 1000;
const WEBHOOK_PATH = `${API_BASE}/payment/webhook/sandbox/`;
const MOMO = { payment_method: 'mobile_money', mobile_money: { network: 'mtn', phone: '0551234987' } };
const APPROVE = { method: 'mobile_money', network: 'mtn', number: '0551234987' };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
const loadAtStart = load();
const began = performance.now();

// ---- The sandbox's webhooks, delivered by app.inject (or held back for (b)) ----

interface Delivery {
  statusCode: number;
  body: string;
}
interface Sent {
  body: Buffer;
  signature: string;
}
/** A promise per reference, made by whichever comes first: the bench waiting for it or the sandbox sending it. */
function slots<T>() {
  const map = new Map<string, { promise: Promise<T>; resolve: (value: T) => void }>();
  const of = (reference: string) => {
    let slot = map.get(reference);
    if (!slot) {
      let resolve!: (value: T) => void;
      const promise = new Promise<T>((r) => (resolve = r));
      slot = { promise, resolve };
      map.set(reference, slot);
    }
    return slot;
  };
  /** Waits for the reference's value; a webhook that never comes stops the bench instead of hanging it. */
  const wait = async (reference: string) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no webhook for ${reference} within 10 s`)), 10_000);
    });
    try {
      return await Promise.race([of(reference).promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    wait,
    put: (reference: string, value: T) => of(reference).resolve(value),
    forget: (r: string) => map.delete(r),
  };
}
const delivered = slots<Delivery>();
const heldBack = slots<Sent>();
/** References whose webhook the bench delivers itself (scenario b). */
const holdBack = new Set<string>();

const viaInject: typeof fetch = async (url, init) => {
  const body = init!.body as Buffer;
  const headers = init!.headers as Record<string, string>;
  const { reference } = (JSON.parse(body.toString('utf8')) as SandboxWebhookBody).data;
  if (holdBack.has(reference)) {
    heldBack.put(reference, { body, signature: headers['x-sandbox-signature']! });
    return new Response('{}', { status: 200 });
  }
  // `bench` is made below; webhooks are sent only once it is.
  const res = await bench.app.inject({ method: 'POST', url: new URL(String(url)).pathname, headers, payload: body });
  delivered.put(reference, { statusCode: res.statusCode, body: res.body });
  return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode });
};

// The app with the sandbox as its provider, signing with the environment's PAYMENT_SANDBOX_SECRET (a random one per
// process unless set: known to this process either way). No retries: a webhook the shop refuses stops the bench.
const secret = loadEnv().PAYMENT_SANDBOX_SECRET;
const bench = await openBench({ paymentSandbox: { secret, webhookUrl: `http://shop.bench${WEBHOOK_PATH}`, fetch: viaInject, webhookRetryDelaysMs: [] } });
const { database } = bench;
const db = database.db;

// ---- Calls ----

const newKey = () => `bench-${randomUUID()}`;
const add = (c: Customer, stock: number) => customerCall(bench, c, 'POST', CART_PATHS.cart, { stock, quantity: 1, customer: c.id, currency: 'GHS' });
const choose = (c: Customer) => customerCall(bench, c, 'PATCH', `${CHECKOUT_PATHS.checkout}?customer_id=${c.id}`, deliverTo(ACCRA));
const place = (c: Customer) =>
  customerCall(bench, c, 'POST', `${CHECKOUT_PATHS.place}?customer_id=${c.id}`, MOMO, {
    'idempotency-key': newKey(),
  });
const payAtSandbox = (reference: string) => bench.app.inject({ method: 'POST', url: `/payment-sandbox/api/${reference}/pay`, payload: APPROVE });
const statusOf = (c: Customer, reference: string) => customerCall(bench, c, 'GET', `/payment/${reference}/?customer_id=${c.id}`);
const postWebhook = (sent: Sent) =>
  bench.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sent.signature },
    payload: sent.body,
  });

// ---- Arranging (untimed) ----

// Cheap items with moq 1 that are in stock, one per customer.
const items = (
  await db
    .select({ id: stockItems.id })
    .from(stockItems)
    .where(and(gte(stockItems.quantity, 1), eq(stockItems.moq, 1), lte(stockItems.priceMinor, 50_000)))
    .orderBy(asc(stockItems.priceMinor), asc(stockItems.id))
    .limit(CUSTOMERS)
).map((r) => r.id);
if (items.length < CUSTOMERS) throw new Error(`the catalogue has only ${items.length} items in stock with moq 1 under GHS 500; ${CUSTOMERS} are needed`);
const before = await db.select({ id: stockItems.id, quantity: stockItems.quantity }).from(stockItems).where(inArray(stockItems.id, items));
const topUp = () => db.update(stockItems).set({ quantity: TOP_UP }).where(inArray(stockItems.id, items));
async function expectStockSold(ids: number[]) {
  const rows = await db.select({ id: stockItems.id, quantity: stockItems.quantity }).from(stockItems).where(inArray(stockItems.id, ids));
  for (const row of rows) if (row.quantity !== TOP_UP - 1) throw new Error(`item ${row.id} has ${row.quantity} in stock, expected ${TOP_UP - 1}`);
}

/** One line of the customer's item in the (empty) cart, delivery to Accra chosen. */
async function arrange(c: Customer, stock: number) {
  const cart = dataOf<Cart>(await add(c, stock), 'POST /cart/');
  if (cart.order_item.length !== 1) throw new Error(`the cart of customer ${c.id} has ${cart.order_item.length} lines, not 1`);
  if (!dataOf<Checkout | null>(await choose(c), 'PATCH /checkout/')) throw new Error(`PATCH /checkout/ for customer ${c.id}: no checkout`);
}

/** A place call's 201 with a pending mobile-money attempt framing the sandbox's page; answers its reference. */
function attemptOf(res: LightMyRequestResponse, c: Customer): string {
  const order = dataOf<PlacedOrder>(res, `place online, customer ${c.id}`, 201);
  const payment = order.payment;
  if (order.payment_status !== 'pending' || payment?.status !== 'pending' || payment.method !== 'mobile_money') {
    throw new Error(`place online, customer ${c.id}: payment_status ${order.payment_status}, attempt ${JSON.stringify(payment)}`);
  }
  if (payment.browser?.kind !== 'iframe' || payment.browser.url !== `/payment-sandbox/pay/${payment.reference}`) {
    throw new Error(`place online: browser ${JSON.stringify(payment.browser)}`);
  }
  return payment.reference;
}

/** The sandbox's page API approved the payment (200, successful). */
function approved(res: LightMyRequestResponse, reference: string) {
  const body = res.json() as { status: boolean; data?: { status: string } };
  if (res.statusCode !== 200 || body.data?.status !== 'successful') throw new Error(`sandbox pay ${reference}: ${res.statusCode} ${res.body}`);
}

function handled(res: { statusCode: number; body: string }, what: string, message: string) {
  const body = JSON.parse(res.body) as { status: boolean; message: string };
  if (res.statusCode !== 200 || body.status !== true || body.message !== message)
    throw new Error(`${what}: ${res.statusCode} ${res.body}, expected '${message}'`);
}

/** The webhook's outcome stored on each event must be 'paid': the webhook (not a status call's verify) paid them. */
async function expectPaidByWebhook(references: string[]) {
  const rows = await db
    .select({ reference: paymentEvents.reference, outcome: paymentEvents.outcome })
    .from(paymentEvents)
    .where(inArray(paymentEvents.reference, references));
  const paid = rows.filter((r) => r.outcome === 'paid').length;
  if (rows.length !== references.length || paid !== references.length) {
    throw new Error(`${references.length} payments: ${rows.length} webhook events, ${paid} of them paid: ${JSON.stringify(rows)}`);
  }
}

// ---- (a) Place → pay at the sandbox → webhook → status successful ----

interface Stages {
  total: number;
  place: number;
  pay: number;
  webhook: number;
  status: number;
}

/** One order paid end to end; answers its reference and the time of each stage. */
async function payEndToEnd(c: Customer): Promise<{ reference: string; stages: Stages }> {
  const t0 = performance.now();
  const reference = attemptOf(await place(c), c);
  const t1 = performance.now();
  approved(await payAtSandbox(reference), reference);
  const t2 = performance.now();
  handled(await delivered.wait(reference), `webhook ${reference}`, PAYMENT_MESSAGES.handled);
  delivered.forget(reference);
  const t3 = performance.now();
  const attempt = dataOf<PaymentAttempt>(await statusOf(c, reference), `GET /payment/${reference}/`);
  const t4 = performance.now();
  if (attempt.status !== 'successful') throw new Error(`GET /payment/${reference}/: ${attempt.status}, expected successful`);
  return { reference, stages: { total: t4 - t0, place: t1 - t0, pay: t2 - t1, webhook: t3 - t2, status: t4 - t3 } };
}

async function endToEnd(crowd: Customer[]) {
  const ids = items.slice(0, crowd.length);
  const walls: number[] = [];
  const orders: Stages[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    await topUp();
    await Promise.all(crowd.map((c, i) => arrange(c, ids[i]!)));
    const start = performance.now();
    const results = await Promise.all(crowd.map((c) => payEndToEnd(c)));
    const wall = performance.now() - start;
    await expectPaidByWebhook(results.map((r) => r.reference));
    await expectStockSold(ids);
    if (round >= WARMUP) {
      walls.push(wall);
      orders.push(...results.map((r) => r.stages));
    }
  }
  const e2e = stats(orders.map((o) => o.total));
  const p50 = (key: keyof Stages) => stats(orders.map((o) => o[key])).p50;
  const perSecond = (orders.length / walls.reduce((a, b) => a + b, 0)) * 1000;
  const w = stats(walls);
  const columns = [e2e.p50, e2e.p95, e2e.p99, e2e.max, p50('place'), p50('pay'), p50('webhook'), p50('status'), w.p50].map((n) => ms(n)).join(' ');
  console.log(`${String(crowd.length).padStart(8)} ${columns} ${perSecond.toFixed(1).padStart(7)}`);
}

// ---- (b) The webhook route alone: first delivery and a duplicate ----

async function webhooks(crowd: Customer[]) {
  const ids = items.slice(0, crowd.length);
  const first: number[] = [];
  const again: number[] = [];
  const sandboxRows = createSandboxPaymentsRepo(db);
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    await topUp();
    await Promise.all(crowd.map((c, i) => arrange(c, ids[i]!)));
    // Placed and paid at the sandbox at once, their webhooks held back.
    const references = await Promise.all(
      crowd.map(async (c) => {
        const res = await place(c);
        const reference = attemptOf(res, c);
        holdBack.add(reference);
        approved(await payAtSandbox(reference), reference);
        return { c, reference, sent: await heldBack.wait(reference) };
      }),
    );
    for (const { c, reference, sent } of references) {
      // Signed here, as the sandbox does: the same bytes and signature it would have sent.
      const row = await sandboxRows.find(reference);
      if (!row) throw new Error(`no sandbox payment ${reference}`);
      const body = Buffer.from(JSON.stringify(webhookBodyOf(row)), 'utf8');
      const signed = { body, signature: signHmacSha512(body, secret) };
      if (!body.equals(sent.body) || signed.signature !== sent.signature)
        throw new Error(`webhook ${reference}: the bench's signed body differs from the sandbox's`);

      const t0 = performance.now();
      const res = await postWebhook(signed);
      const t1 = performance.now();
      handled(res, `webhook ${reference}`, PAYMENT_MESSAGES.handled);
      const t2 = performance.now();
      const dup = await postWebhook(signed);
      const t3 = performance.now();
      handled(dup, `duplicate webhook ${reference}`, PAYMENT_MESSAGES.again);
      if (round >= WARMUP) {
        first.push(t1 - t0);
        again.push(t3 - t2);
      }
      const attempt = dataOf<PaymentAttempt>(await statusOf(c, reference), `GET /payment/${reference}/`);
      if (attempt.status !== 'successful') throw new Error(`GET /payment/${reference}/ after its webhook: ${attempt.status}`);
      holdBack.delete(reference);
      heldBack.forget(reference);
    }
    await expectPaidByWebhook(references.map((r) => r.reference));
    await expectStockSold(ids);
  }
  for (const [name, times] of [
    ['first delivery (verify, pay)', first],
    ['duplicate (Already handled)', again],
  ] as const) {
    const s = stats(times);
    console.log(`${name.padEnd(30)} ${String(times.length).padStart(5)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)}`);
  }
}

// ---- Run ----

const crowd = await newCustomers(bench, CUSTOMERS);
const [{ n: stockCount } = { n: 0 }] = await db.select({ n: count() }).from(stockItems);
console.log(`\nPaying online through the sandbox on ${database.kind}, ${stockCount} stock items, load average ${loadAtStart} at the start`);
console.log(`${ROUNDS} rounds each after ${WARMUP} warm-up rounds (ms)\n`);

console.log('(a) place online → pay at the sandbox → webhook → GET /payment/ successful, per order; stages at p50');
console.log(
  `${'at once'.padStart(8)} ${['e2e p50', 'p95', 'p99', 'max', 'place', 'pay', 'webhook', 'status', 'wall p50', 'orders/s'].map((h) => h.padStart(7)).join(' ')}`,
);
for (const n of PARALLEL) await endToEnd(crowd.slice(0, n));

console.log(`\n(b) signed sandbox webhooks POSTed to ${WEBHOOK_PATH}, one at a time (${CUSTOMERS} orders a round)`);
console.log(`${'delivery'.padEnd(30)} ${'calls'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}`);
await webhooks(crowd);

for (const row of before) await db.update(stockItems).set({ quantity: row.quantity }).where(eq(stockItems.id, row.id));
const took = (performance.now() - began) / 1000;
console.log(`\nitems ${items.join(', ')}; every answer as expected, every order paid by its webhook, stock exact`);
console.log(`load average ${load()} at the end; the run took ${took.toFixed(0)} s (access tokens live 900 s)\n`);
if (took > 840) console.warn('WARNING: the run came close to the 15 minutes the access tokens live: use fewer rounds');
await closeBench(bench);
