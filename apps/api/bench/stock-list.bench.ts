import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_BASE } from '@shop/contract';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { loadEnv } from '../src/env.js';

// Latency of GET /stock/ for every filter, sort, search and deep page, and of GET /stock/suggestions/, through the whole app (routing,
// validation, SQL, serialisation) but without the network. Run it on a large catalogue:
//   npm run seed:large -- 100000 && npm run bench            (embedded PGlite in DATA_DIR)
//   DATABASE_URL=postgres://... npm run seed:large -- 100000 && DATABASE_URL=... npm run bench
// Prints p50 / p95 / max in milliseconds per scenario and the size of the catalogue measured.

const ROUNDS = Number(process.argv[2] ?? 30);
const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
await database.migrate();
const app = await buildApp({ database, publicApiKey: env.PUBLIC_API_KEY, webDistDir: '/nonexistent' });
await app.ready();

// A scenario's query is for GET /stock/; one starting with 'suggestions/?' is for GET /stock/suggestions/.
const get = async (query: string) => {
  const path = query.startsWith('suggestions/?') ? query : `?${query}`;
  const res = await app.inject({ method: 'GET', url: `${API_BASE}/stock/${path}`, headers: { 'x-api-key': env.PUBLIC_API_KEY } });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { count?: number; data: unknown[] };
  return { count: body.count ?? body.data.length };
};

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
  ['search plural: baskets', 'search=baskets&page_size=24'],
  ['search run together', 'search=sheabutter&page_size=24'],
  ['search typo: shea buter', 'search=shea%20buter&page_size=24'],
  ['search typo, nonsense', 'search=zzzzzz&page_size=24'],
  ['suggest baskets', 'suggestions/?search=baskets'],
  ['suggest sheabutter', 'suggestions/?search=sheabutter'],
  ['suggest shea buter', 'suggestions/?search=shea%20buter'],
  ['suggest shea', 'suggestions/?search=shea'],
  ['suggest 2 letters', 'suggestions/?search=ke'],
  ['everything combined', 'category=shea-skin-care&in_stock=true&free_delivery=true&store=1&store=2&search=butter&ordering=-price&page_size=24'],
];

// Warm every scenario first (caches, JIT), so the first one measured does not pay for the cold start.
for (const [, query] of scenarios) await get(query);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
console.log(`\nGET /stock/ on ${database.kind}, ${total} stock items, ${ROUNDS} rounds each (ms)\n`);
console.log(`${'scenario'.padEnd(24)} ${'count'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`);
for (const [name, query] of scenarios) {
  const { count } = await get(query);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await get(query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(`${name.padEnd(24)} ${String(count).padStart(7)} ${f(pct(times, 50))} ${f(pct(times, 95))} ${f(times.at(-1)!)}`);
}
await app.close();
await database.close();
