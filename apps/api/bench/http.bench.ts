import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { API_BASE } from '@shop/contract';
import { DEV_PUBLIC_API_KEY } from '../src/env.js';
import { stats } from './support.js';

// npm run bench:http: the catalogue's answers of the built API (apps/api/dist/server.js, on DATABASE_URL or a fresh
// embedded database) side by side with a bare node:http server answering the same bytes, in one run on one machine:
// requests per second, p50/p99 latency and the server's resident memory, for a page of 24, one item, a search and a
// sorted page, and two storefront pages rendered on the server and kept (/ and a product page; decision 0037: the first
// request renders them, the warm-up and the measured ones are served from the kept bytes). Both servers are child processes loaded by this one through the same keep-alive client, so the ratio is
// what to read (absolute figures on a shared machine mean little). Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (32);
// the API's own variables pass through (PAGE_CACHE_MB=0 measures the pages rendered on every request).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const API_PORT = 3411;
const BARE_PORT = 3412;
const root = new URL('../', import.meta.url).pathname;
const serverJs = join(root, 'dist/server.js');
if (!existsSync(serverJs)) throw new Error('apps/api/dist/server.js is missing: run `npm run build` first');

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

function startApi(): ChildProcess {
  const env = {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    ...(process.env.DATABASE_URL ? {} : { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-http-')) }),
  };
  return spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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

/** CONNECTIONS clients asking `path` one after another for SECONDS; answers req/s and latency percentiles. */
async function load(origin: string, path: string, pid: number) {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let peakRss = 0;
  const end = performance.now() + SECONDS * 1000;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(pid))), 250);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const res = await pool.request({ method: 'GET', path, headers: { 'x-api-key': DEV_PUBLIC_API_KEY } });
        await res.body.arrayBuffer();
        if (res.statusCode !== 200) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  clearInterval(sampler);
  await pool.close();
  const { p50, p99 } = stats(latencies);
  return { rps: latencies.length / SECONDS, p50, p99, errors, peakRss };
}

const api = startApi();
let bare: ChildProcess | undefined;
try {
  await waitFor(`http://127.0.0.1:${API_PORT}/healthz`, api);
  const origin = `http://127.0.0.1:${API_PORT}`;
  const first = (await (await fetch(`${origin}${API_BASE}/stock/?page_size=1`, { headers: { 'x-api-key': DEV_PUBLIC_API_KEY } })).json()) as {
    data: { id: number }[];
  };
  const cases: [string, string][] = [
    ['a page of 24', `${API_BASE}/stock/?page_size=24`],
    ['one item', `${API_BASE}/stock/${first.data[0]!.id}/`],
    ['a search', `${API_BASE}/stock/?search=shea&page_size=24`],
    ['a sorted page', `${API_BASE}/stock/?ordering=-price&page_size=24`],
    ['page /', '/'],
    ['product page', `/product/${first.data[0]!.id}`],
  ];
  // The bytes the API answers, which the bare server answers too.
  const answers: Record<string, Answer> = {};
  for (const [, path] of cases) {
    const res = await fetch(`${origin}${path}`, { headers: { 'x-api-key': DEV_PUBLIC_API_KEY } });
    answers[path] = { status: res.status, contentType: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  const answersFile = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  bare = fork(new URL('./bare-server.mjs', import.meta.url).pathname, { env: { ...process.env, PORT: String(BARE_PORT), BARE_ANSWERS: answersFile } });
  await new Promise((resolve) => bare!.once('message', resolve));

  const restRss = rssMiB(api.pid!);
  const pageCache = process.env.PAGE_CACHE_MB === '0' ? 'pages rendered on every request (PAGE_CACHE_MB=0)' : 'pages kept';
  console.log(`bench:http — ${CONNECTIONS} connections, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, ${pageCache}`);
  console.log(`API resident memory at rest: ${restRss.toFixed(0)} MiB`);
  console.log('case            bytes   API req/s  p50 ms  p99 ms  RSS MiB |  bare req/s  p50 ms  p99 ms | API/bare');
  for (const [name, path] of cases) {
    await load(origin, path, api.pid!); // warm-up: the first second of each case is not measured
    const a = await load(origin, path, api.pid!);
    const b = await load(`http://127.0.0.1:${BARE_PORT}`, path, bare.pid!);
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
} finally {
  bare?.kill();
  api.kill();
}
