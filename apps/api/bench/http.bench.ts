import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { API_BASE } from '@shop/contract';
import { DEV_PUBLIC_API_KEY } from '../src/env.js';
import { SERVER_NODE_FLAGS } from '../src/node-flags.js';
import { stats } from './support.js';

// npm run bench:http: the catalogue's answers of the built API (apps/api/dist/server.js, started with the node flags
// `npm start` gives it, on DATABASE_URL or a fresh embedded database) side by side with a bare node:http server
// answering the same bytes (the same status, headers and body), in one run on one machine: requests per second, p50/p99
// latency and the server's resident memory (its peak under each case's load), for a page of 24, one item, a search and
// a sorted page, and two storefront pages rendered on the server and kept (/ and a product page; decision 0037: the
// first request renders them, the warm-up and the measured ones are served from the kept bytes). Both servers are
// child processes loaded by this one through the same keep-alive client, taking turns of a second, so the ratio is
// what to read (absolute figures on a shared machine mean little). Options: BENCH_SECONDS (10 turns each),
// BENCH_CONNECTIONS (32), BENCH_CASES, API_NODE_FLAGS, BARE_HEADERS (below); the API's own variables pass through
// (PAGE_CACHE_MB=0 measures the pages rendered on every request).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
// The flags node runs the API with: those `npm start` gives it, or API_NODE_FLAGS ('' for none) to weigh others.
const NODE_FLAGS = process.env.API_NODE_FLAGS === undefined ? [...SERVER_NODE_FLAGS] : process.env.API_NODE_FLAGS.split(' ').filter(Boolean);
// BENCH_CASES: a comma-separated list of the cases' names to run only those.
const ONLY = process.env.BENCH_CASES?.split(',');
const API_PORT = 3411;
const BARE_PORT = 3412;
const root = new URL('../', import.meta.url).pathname;
const serverJs = join(root, 'dist/server.js');
if (!existsSync(serverJs)) throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Headers node's server writes on its own (or the bare server sets from the body). */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function startApi(): ChildProcess {
  const env = {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ...(process.env.DATABASE_URL ? {} : { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-http-')) }),
  };
  return spawn(process.execPath, [...NODE_FLAGS, serverJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the API exited (code ${server.exitCode}) before answering; see its output above`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process, in MiB (Linux). */
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** What `load` measured: requests answered, their latencies and the peak resident memory seen. */
interface Load {
  count: number;
  latencies: number[];
  errors: number;
  peakRss: number;
}

/** CONNECTIONS clients asking `path` one after another for `ms`; adds what they saw to `into`. */
async function load(pool: Pool, path: string, pid: number, ms: number, into: Load): Promise<void> {
  const end = performance.now() + ms;
  const sampler = setInterval(() => (into.peakRss = Math.max(into.peakRss, rssMiB(pid))), 100);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const res = await pool.request({ method: 'GET', path, headers: { 'x-api-key': DEV_PUBLIC_API_KEY } });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) into.errors++;
        into.latencies.push(performance.now() - started);
        into.count++;
      }
    }),
  );
  clearInterval(sampler);
}

const emptyLoad = (): Load => ({ count: 0, latencies: [], errors: 0, peakRss: 0 });

/**
 * The API and the bare server take turns of one second each (API-bare, then bare-API, and so on) for SECONDS each:
 * on a shared machine whose speed changes from one second to the next, both see the same machine, so their ratio holds
 * where either figure alone does not.
 */
async function compare(path: string, apiPool: Pool, barePool: Pool, apiPid: number, barePid: number) {
  const api = emptyLoad();
  const bare = emptyLoad();
  await load(apiPool, path, apiPid, 1000, emptyLoad()); // warm-up, not measured
  for (let turn = 0; turn < SECONDS; turn++) {
    const pair: [Pool, number, Load][] = [
      [apiPool, apiPid, api],
      [barePool, barePid, bare],
    ];
    for (const [pool, pid, into] of turn % 2 ? pair.reverse() : pair) await load(pool, path, pid, 1000, into);
  }
  const summary = (l: Load) => ({ rps: l.count / SECONDS, ...stats(l.latencies), errors: l.errors, peakRss: l.peakRss });
  return { a: summary(api), b: summary(bare) };
}

const api = startApi();
let bare: ChildProcess | undefined;
try {
  await waitFor(`http://127.0.0.1:${API_PORT}/healthz`, api);
  const origin = `http://127.0.0.1:${API_PORT}`;
  const first = (await (await fetch(`${origin}${API_BASE}/stock/?page_size=1`, { headers: { 'x-api-key': DEV_PUBLIC_API_KEY } })).json()) as {
    data: { id: number }[];
  };
  const cases = (
    [
      ['a page of 24', `${API_BASE}/stock/?page_size=24`],
      ['one item', `${API_BASE}/stock/${first.data[0]!.id}/`],
      ['a search', `${API_BASE}/stock/?search=shea&page_size=24`],
      ['a sorted page', `${API_BASE}/stock/?ordering=-price&page_size=24`],
      ['page /', '/'],
      ['product page', `/product/${first.data[0]!.id}`],
    ] as [string, string][]
  ).filter(([name]) => !ONLY || ONLY.includes(name));
  // The bytes the API answers, which the bare server answers too: the status, the body and, unless BARE_HEADERS=minimal
  // (content type and length only, as before 2026-11-29), every header but those node writes itself.
  const apiPool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
  const answers: Record<string, Answer> = {};
  for (const [, path] of cases) {
    const res = await apiPool.request({ method: 'GET', path, headers: { 'x-api-key': DEV_PUBLIC_API_KEY } });
    const headers = Object.entries(res.headers).filter(([name]) =>
      process.env.BARE_HEADERS === 'minimal' ? name === 'content-type' : !NODE_WRITES.has(name),
    ) as [string, string][];
    answers[path] = { status: res.statusCode, headers, body: Buffer.from(await res.body.arrayBuffer()).toString('base64') };
  }
  const answersFile = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  bare = fork(new URL('./bare-server.mjs', import.meta.url).pathname, { env: { ...process.env, PORT: String(BARE_PORT), BARE_ANSWERS: answersFile } });
  await new Promise((resolve) => bare!.once('message', resolve));

  const restRss = rssMiB(api.pid!);
  const pageCache = process.env.PAGE_CACHE_MB === '0' ? 'pages rendered on every request (PAGE_CACHE_MB=0)' : 'pages kept';
  console.log(
    `bench:http — ${CONNECTIONS} connections, ${SECONDS} turns of 1 s each for the API and the bare server, node ${NODE_FLAGS.join(' ') || 'without flags'}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, ${pageCache}`,
  );
  console.log(`API resident memory at rest: ${restRss.toFixed(0)} MiB`);
  console.log('case            bytes   API req/s  p50 ms  p99 ms  RSS MiB |  bare req/s  p50 ms  p99 ms | API/bare');
  const barePool = new Pool(`http://127.0.0.1:${BARE_PORT}`, { connections: CONNECTIONS, pipelining: 1 });
  for (const [name, path] of cases) {
    const { a, b } = await compare(path, apiPool, barePool, api.pid!, bare.pid!);
    const bytes = Buffer.from(answers[path]!.body, 'base64').length;
    console.log(
      `${name.padEnd(14)} ${String(bytes).padStart(6)} ${a.rps.toFixed(0).padStart(10)} ${a.p50.toFixed(1).padStart(7)} ${a.p99.toFixed(1).padStart(7)} ${a.peakRss
        .toFixed(0)
        .padStart(
          8,
        )} | ${b.rps.toFixed(0).padStart(10)} ${b.p50.toFixed(1).padStart(7)} ${b.p99.toFixed(1).padStart(7)} | ${((a.rps / b.rps) * 100).toFixed(1).padStart(6)} %` +
        (a.errors + b.errors ? `  (${a.errors + b.errors} non-200 answers)` : ''),
    );
  }
  console.log(`API resident memory after the run: ${rssMiB(api.pid!).toFixed(0)} MiB`);
  await Promise.all([apiPool.close(), barePool.close()]);
} finally {
  bare?.kill();
  api.kill();
}
