import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';
import { API_BASE } from '@shop/contract';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { CATALOGUE_CHANNEL } from '../src/modules/catalogue/read-model/catalogue-version.js';
import { createStockItemsRepo } from '../src/modules/catalogue/stock-items.repo.js';
import { createCatalogueEditsRepo } from '../src/modules/catalogue/catalogue-edits.repo.js';
import { createStoresRepo } from '../src/modules/catalogue/stores.repo.js';
import { loadEnv } from '../src/env.js';
import { machineSpeed, ms, nodeFlagsOfThisProcess, stats } from './support.js';

// Latency of GET /stock/ for every filter, sort, search and deep page, and of GET /stock/suggestions/, through the whole app (routing,
// validation, SQL, serialisation) but without the network. Run it on a large catalogue:
//   npm run seed:large -- 100000 && npm run bench            (embedded PGlite in DATA_DIR)
//   DATABASE_URL=postgres://... npm run seed:large -- 100000 && DATABASE_URL=... npm run bench [rounds, 200 by default]
// Prints p50 / p95 / p99 / max in milliseconds per scenario and the size of the catalogue measured, and how many rounds
// went over issue 14's 20 ms, with how many of them would not have but for the pauses of this process's garbage collector
// (the server's own collections: npm run bench starts it with the server's node flags, so its heap is collected as the
// server's is). BENCH_SLOW=1 lists every such round with the milliseconds of it spent collecting.
//
// It measures a cache miss, every round: app.inject calls Fastify's handler, and cached catalogue answers are only ever
// served by the early path in front of it (decision 0031, serve-cached.ts), so each request runs the SQL, and makes
// the answer's hash and its brotli form as a browser's miss does. Counts kept by the database (stock_counts, decision 0038) are
// part of that SQL path: they are read on every request, as a miss reads them. So are searches' counts and the
// products they suggest: the app is built keeping none (decisions 0049, 0051), unless BENCH_KEPT_SEARCHES=1 (called
// BENCH_KEPT_COUNTS before suggestions were kept too), which measures a search's later pages and orders, or the next
// shopper's suggestions (kept from the first round, the page or the items offered read afresh). BENCH_ORDERS=1 changes
// a stock level before every round, as an order does (one unit of an item with many), and waits until the change is
// heard: what a search keeps outlives it (decisions 0051, 0052). BENCH_ORDERS=last takes all of the item's units and
// gives them back in turn, so every round follows an order that emptied or refilled an item: what a search that asks
// for stock keeps is dropped each time, the worst case. BENCH_EDITS=<ms> makes a catalogue edit before every round
// instead (a store renamed to its own name: every kept search is dropped) and asks <ms> after the edit was heard: 0 is
// a shopper asking at once, a few seconds one asking after the searches were read again (decision 0053).
// BENCH_WAIT=<ms> only waits that long before every round, with no edit: the same pause as BENCH_EDITS's, without the
// change (on an idle machine, a request after a pause is slower by itself).
// BENCH_ONLY=<text>[,<text>…] runs only the scenarios whose name holds one of the texts (say, BENCH_ONLY=search,suggest).

const ROUNDS = Number(process.argv[2] ?? 200);
const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
await database.migrate();
const kept = process.env.BENCH_KEPT_SEARCHES === '1';
const app = await buildApp({ database, publicApiKey: env.PUBLIC_API_KEY, webDistDir: '/nonexistent', ...(kept ? {} : { keptSearches: 0 }) });
await app.ready();

const orders = process.env.BENCH_ORDERS === '1' || process.env.BENCH_ORDERS === 'last';
const editsAfterMs = process.env.BENCH_EDITS === undefined ? undefined : Number(process.env.BENCH_EDITS);
if (editsAfterMs !== undefined && !(editsAfterMs >= 0)) throw new Error('BENCH_EDITS is how long to wait after an edit, in milliseconds');
const pauseMs = Number(process.env.BENCH_WAIT ?? 0);
if (!(pauseMs >= 0)) throw new Error('BENCH_WAIT is how long to wait before every round, in milliseconds');
let heard = 0;
const listening =
  orders || editsAfterMs !== undefined ? await database.listen(CATALOGUE_CHANNEL, { notified: () => void heard++, connected() {}, lost() {} }) : undefined;
const stockItems = createStockItemsRepo(database.db);
let taken = false;
/**
 * An order's write (the stock items repository's reserve and release, which placing and cancelling use) taking `units`
 * of an item in stock, or giving them back, once its notification has arrived.
 */
async function anOrder() {
  const was = heard;
  if (taken) await stockItems.release(orderedItem, units);
  else if (!(await stockItems.reserve(orderedItem, units))) throw new Error(`stock item ${orderedItem} has fewer than ${units} units to take`);
  taken = !taken;
  await heardSince(was);
}

/** Waits until a notification after the `was`th has arrived, and a moment for the app's own listener to hear it too. */
async function heardSince(was: number) {
  while (heard === was) await new Promise((resolve) => setTimeout(resolve, 1));
  await new Promise((resolve) => setTimeout(resolve, 2));
}

const edits = createCatalogueEditsRepo(database.db);
const editedStore = (await createStoresRepo(database.db).list())[0]!;
/** A catalogue edit that changes nothing shoppers see (a store renamed to its own name), then `editsAfterMs` of waiting. */
async function anEdit() {
  const was = heard;
  await edits.renameStore(editedStore.id, editedStore.name);
  await heardSince(was);
  await new Promise((resolve) => setTimeout(resolve, editsAfterMs));
}

// A scenario's query is for GET /stock/; one starting with 'suggestions/?' is for GET /stock/suggestions/.
// A browser's Accept-Encoding: a miss makes the compressed form a shopper gets (cached-answer.ts), not the plain body.
const ask = (query: string) =>
  app.inject({
    method: 'GET',
    url: `${API_BASE}/stock/${query.startsWith('suggestions/?') ? query : `?${query}`}`,
    headers: { 'x-api-key': env.PUBLIC_API_KEY, 'accept-encoding': 'gzip, deflate, br' },
  });
/** The answer's count (or number of suggestions) and first id, read from its body (not part of what is timed). */
const get = async (query: string) => {
  const res = await ask(query);
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  const body = JSON.parse(text) as { count?: number; data: { id: number }[] };
  return { count: body.count ?? body.data.length, firstId: body.data[0]?.id };
};
const orderedItem = (await get('in_stock=true&page_size=1')).firstId!;
const units = process.env.BENCH_ORDERS === 'last' ? await stockItems.quantityOf(orderedItem) : 1;

const total = (await get('page_size=1')).count;
const lastPage = Math.max(1, Math.ceil(total / 24));
const scenarios: [string, string][] = [
  ['default page 1', 'page=1&page_size=8'],
  ['shop page 100 items', 'page=1&page_size=100'],
  ['deep page (last)', `page=${lastPage}&page_size=24`],
  ['category (slug)', 'category=shea-skin-care&page_size=24'],
  ['brand (slug)', 'brand=1&page_size=24'],
  ['two stores', 'store=1&store=2&page_size=24'],
  ['in stock only', 'in_stock=true&page_size=24'],
  ['free delivery only', 'free_delivery=true&page_size=24'],
  ['featured (home)', 'featured=true&page_size=4'],
  ['price ascending', 'ordering=price&page_size=24'],
  ['price descending', 'ordering=-price&page_size=24'],
  ['name A-Z', 'ordering=name&page_size=24'],
  ['name Z-A, page 50', 'ordering=-name&page=50&page_size=24'],
  ['search common word', 'search=shea&page_size=24'],
  ['search two words', 'search=black%20soap&page_size=24'],
  ['search rare word', 'search=bolgatanga&page_size=24'],
  ['search no match', 'search=zzzxqv&page_size=24'],
  ['search 2 letters', 'search=ke&page_size=24'],
  // Two letters no item holds: nothing finds that out but reading every text (decision 54).
  ['search 2 letters, none', 'search=xq&page_size=24'],
  ['search plural: baskets', 'search=baskets&page_size=24'],
  ['search run together', 'search=sheabutter&page_size=24'],
  ['search typo: shea buter', 'search=shea%20buter&page_size=24'],
  ['search typo, nonsense', 'search=zzzzzz&page_size=24'],
  ['suggest baskets', 'suggestions/?search=baskets'],
  ['suggest sheabutter', 'suggestions/?search=sheabutter'],
  ['suggest shea buter', 'suggestions/?search=shea%20buter'],
  ['suggest shea', 'suggestions/?search=shea'],
  ['suggest 2 letters', 'suggestions/?search=ke'],
  ['search in category+stores', 'category=shea-skin-care&store=1&store=2&search=butter&ordering=-price&page_size=24'],
  ['everything combined', 'category=shea-skin-care&in_stock=true&free_delivery=true&store=1&store=2&search=butter&ordering=-price&page_size=24'],
];

const only = process.env.BENCH_ONLY?.split(',');
const chosen = only ? scenarios.filter(([name]) => only.some((text) => name.includes(text))) : scenarios;
if (!chosen.length) throw new Error(`no scenario's name holds any of ${process.env.BENCH_ONLY}`);

/** Issue 14: every listed query at 100,000 items, p99 at most this on PostgreSQL. */
const P99_GOAL_MS = 20;

// The process's own garbage collections, to tell a round slowed by a pause of this process's heap from one slowed by the
// database or the machine (the slow column).
const pauses: PerformanceEntry[] = [];
const gcObserver = new PerformanceObserver((list) => void pauses.push(...list.getEntries()));
gcObserver.observe({ entryTypes: ['gc'] });
/** Milliseconds of collection pauses within [start, end]. */
const pausedWithin = (start: number, end: number) =>
  pauses.reduce((sum, gc) => sum + Math.max(0, Math.min(end, gc.startTime + gc.duration) - Math.max(start, gc.startTime)), 0);

// Warm every scenario first (caches, JIT), so the first one measured does not pay for the cold start.
for (const [, query] of chosen) await get(query);
const speedBefore = machineSpeed();

console.log(
  `\nGET /stock/ on ${database.kind}, ${total} stock items, ${ROUNDS} rounds each (ms), node ${nodeFlagsOfThisProcess()}, uncached: every round runs the SQL (app.inject, no early path)${
    kept ? ', searches counted and suggested once (BENCH_KEPT_SEARCHES=1)' : ''
  }${orders ? `, a stock level changed before every round (BENCH_ORDERS=${process.env.BENCH_ORDERS})` : ''}${
    editsAfterMs === undefined ? '' : `, a catalogue edit before every round, asked ${editsAfterMs} ms after it was heard (BENCH_EDITS)`
  }${pauseMs ? `, a pause of ${pauseMs} ms before every round (BENCH_WAIT)` : ''}\n`,
);
console.log(`${'scenario'.padEnd(24)} ${'count'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  slow (GC)`);
const over: string[] = [];
for (const [name, query] of chosen) {
  const { count } = await get(query);
  const times: number[] = [];
  pauses.length = 0;
  const slowRounds: [number, number][] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (orders) await anOrder();
    if (editsAfterMs !== undefined) await anEdit();
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const start = performance.now();
    const res = await ask(query);
    const end = performance.now();
    times.push(end - start);
    if (end - start > P99_GOAL_MS) slowRounds.push([start, end]);
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  }
  const { p50, p95, p99, max } = stats(times);
  if (p99 > P99_GOAL_MS) over.push(name);
  // Observer entries arrive on a later tick: wait for them before reading which slow rounds a collection paused.
  await new Promise((resolve) => setImmediate(resolve));
  const slowInGc = slowRounds.filter(([start, end]) => end - start - pausedWithin(start, end) <= P99_GOAL_MS).length;
  if (process.env.BENCH_SLOW)
    for (const [start, end] of slowRounds) console.log(`  a round of ${ms(end - start).trim()} ms, ${pausedWithin(start, end).toFixed(1)} of them collecting`);
  console.log(`${name.padEnd(24)} ${String(count).padStart(7)} ${ms(p50)} ${ms(p95)} ${ms(p99)} ${ms(max)}  ${slowRounds.length} (${slowInGc})`);
}
console.log(
  `\np99 over ${P99_GOAL_MS} ms (issue 14's goal): ${over.length ? over.join(', ') : 'none'}; machine speed ${speedBefore.toFixed(2)} ms before, ${machineSpeed().toFixed(2)} after (support.ts, machineSpeed: lower is faster); load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(`slow: rounds over ${P99_GOAL_MS} ms; (GC): of them, those that would have been under it but for this process's garbage collections`);
gcObserver.disconnect();
await listening?.close();
await app.close();
await database.close();
