import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { API_BASE } from '@shop/contract';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { loadEnv } from '../src/env.js';
import { machineSpeed, nodeFlagsOfThisProcess } from './support.js';

// What one miss of the read model costs the server's process, beside its latency (npm run bench): the CPU time of the
// whole process (every thread: the main one, the collector's, zlib's; the system column is the kernel's part, sockets
// to the database mostly) and the bytes it allocates, per GET /stock/ asked as a browser asks. Fewer bytes, fewer
// collections: decision 0064. Run it on the large catalogue; npm run bench:miss starts it with the server's node flags:
//   DATABASE_URL=postgres://... npm run bench:miss [rounds, 400 by default]
// Allocation comes from V8's sampling heap profiler (a sample every 1 KB, objects collected since included), run over
// rounds of their own after the timed ones, so that it does not slow what is timed.

const ROUNDS = Number(process.argv[2] ?? 400);
const QUERIES = [
  'page=1&page_size=100',
  'page=1&page_size=24',
  'search=shea&page_size=24',
  'search=shea%20buter&page_size=24',
  'ordering=-name&page=50&page_size=24',
];

const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
await database.migrate();
const app = await buildApp({ database, publicApiKey: env.PUBLIC_API_KEY, webDistDir: '/nonexistent', keptSearches: 0 });
await app.ready();
const session = new Session();
session.connect();

/** Bytes allocated by `rounds` calls of `work`, from the sampling heap profiler's samples. */
async function allocatedBy(work: () => Promise<unknown>, rounds: number): Promise<number> {
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
  for (let i = 0; i < rounds; i++) await work();
  const { profile } = await session.post('HeapProfiler.stopSampling');
  type Node = (typeof profile)['head'];
  const sizeOf = (node: Node): number => node.selfSize + node.children.reduce((sum, child) => sum + sizeOf(child), 0);
  return sizeOf(profile.head);
}

console.log(`\nOne miss of GET /stock/ on ${database.kind}, ${ROUNDS} rounds each, node ${nodeFlagsOfThisProcess()}\n`);
console.log(`${'query'.padEnd(40)} ${'CPU ms'.padStart(8)} ${'system'.padStart(8)} ${'KB'.padStart(8)}`);
for (const query of QUERIES) {
  const ask = () =>
    app.inject({ method: 'GET', url: `${API_BASE}/stock/?${query}`, headers: { 'x-api-key': env.PUBLIC_API_KEY, 'accept-encoding': 'gzip, deflate, br' } });
  for (let i = 0; i < 100; i++) await ask();
  const cpu = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) await ask();
  const used = process.cpuUsage(cpu);
  const bytes = await allocatedBy(ask, Math.min(ROUNDS, 200));
  console.log(
    `${query.padEnd(40)} ${((used.user + used.system) / ROUNDS / 1000).toFixed(2).padStart(8)} ${(used.system / ROUNDS / 1000).toFixed(2).padStart(8)} ${(bytes / Math.min(ROUNDS, 200) / 1024).toFixed(0).padStart(8)}`,
  );
}
console.log(`\nmachine speed ${machineSpeed().toFixed(2)} ms (support.ts, machineSpeed: lower is faster)`);
session.disconnect();
await app.close();
await database.close();
