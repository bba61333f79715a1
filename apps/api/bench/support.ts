import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE, AUTH_PATHS, type LoginData } from '@shop/contract';
import { buildApp, type AppOptions } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedCatalogueIfEmpty } from '../src/db/seed/seed-catalogue.js';
import { loadEnv, type Env } from '../src/env.js';
import { createDevOutbox } from '../src/lib/mailer-outbox.js';

// What the benches of the customer's calls share: the whole app on the database of the environment (DATABASE_URL, or
// embedded PGlite in DATA_DIR; migrated, and seeded when empty), signed-in customers made through the real account
// calls, calls with the public key and a customer's token, and percentiles.

export interface Bench {
  env: Env;
  database: Database;
  app: FastifyInstance;
}

/**
 * Opens the database of the environment, migrates it, seeds an empty one and builds the app as server.ts does; `extra`
 * adds app options (say, the payment sandbox's configuration).
 */
export async function openBench(extra: Partial<Omit<AppOptions, 'database'>> = {}): Promise<Bench> {
  const env = loadEnv();
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
  await database.migrate();
  await seedCatalogueIfEmpty(database.db);
  // The development outbox keeps the one-time codes; the app lists them at GET /dev/outbox (outside production).
  const outbox = createDevOutbox();
  const app = await buildApp({
    database,
    publicApiKey: env.PUBLIC_API_KEY,
    webDistDir: '/nonexistent',
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    mailer: outbox,
    devOutbox: outbox,
    taxRatePercent: env.TAX_RATE,
    payOnDeliveryMaxMinor: env.PAY_ON_DELIVERY_MAX,
    ...extra,
  });
  await app.ready();
  return { env, database, app };
}

export async function closeBench({ app, database }: Bench) {
  await app.close();
  await database.close();
}

// ---- Calls ----

export interface Customer {
  id: number;
  token: string;
}
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call with the public key and the customer's token; `path` is relative to /customer/api/v1. */
export const customerCall = ({ app, env }: Bench, c: Customer, method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers: { 'x-api-key': env.PUBLIC_API_KEY, authorization: `Bearer ${c.token}`, ...headers },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

/** The data of an answer with this status; anything else stops the bench, since a refused call measures nothing. */
export function dataOf<T>(res: LightMyRequestResponse, what: string, status = 200): T {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} (expected ${status}) ${res.body}`);
  return (res.json() as { data: T }).data;
}

// ---- Customers, through the real account calls ----

let made = 0;
/** request-otp, the code from the dev outbox, sign-up, login: a signed-in customer. */
async function newCustomer({ app }: Bench): Promise<Customer> {
  made++;
  const tag = randomBytes(4).toString('hex');
  const email = `bench.${tag}@example.com`;
  // A client address of its own: request-otp allows only so many codes per address.
  const remoteAddress = `10.77.${(made >> 8) & 255}.${made & 255}`;
  const post = async (path: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `${API_BASE}${path}`, remoteAddress, payload: payload as Record<string, unknown> });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res;
  };
  await post(AUTH_PATHS.requestOtp, { email, is_sign_up: true });
  const mails = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  const code = /(?<!\d)\d{6}(?!\d)/.exec((mails.json() as { data: { text: string }[] }).data.at(-1)?.text ?? '')?.[0];
  if (!code) throw new Error(`no one-time code in the outbox for ${email}`);
  const password = 'Secret123';
  await post(AUTH_PATHS.signup, {
    email,
    phone_number: '024 412 3456',
    password,
    otp: code,
    profile: { first_name: 'Ama', last_name: 'Mensah', user_name: `bench_${tag}`, gender: 'Female' },
  });
  const login = (await post(AUTH_PATHS.login, { email, password })).json() as { data: LoginData };
  return { id: login.data.customer_id, token: login.data.access };
}

/** `count` customers, a few at a time (sign-up and login hash passwords, which is slow on purpose). */
export async function newCustomers(bench: Bench, count: number): Promise<Customer[]> {
  const out: Customer[] = [];
  while (out.length < count) out.push(...(await Promise.all(Array.from({ length: Math.min(5, count - out.length) }, () => newCustomer(bench)))));
  return out;
}

// ---- Measuring ----

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
/** Milliseconds with one decimal, right-aligned in 7 characters. */
export const ms = (n: number) => n.toFixed(1).padStart(7);
export function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99), max: sorted.at(-1)! };
}

/**
 * How fast this machine runs JavaScript just now: the median milliseconds of a fixed piece of work (a JSON round trip of
 * a page of 100 made-up items). The machines these benches run on are shared and change speed by half or more within
 * an hour; printed beside latencies, it tells a slow phase of the machine from a slower change of ours.
 */
export function machineSpeed(): number {
  const page = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}`, price: { amount: `${i}.00`, currency: 'GHS' }, tags: ['a', 'b'] }));
  const times: number[] = [];
  for (let round = 0; round < 51; round++) {
    const start = performance.now();
    for (let i = 0; i < 20; i++) JSON.parse(JSON.stringify(page));
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[25]!;
}

/** The node flags this process was started with (npm run bench and bench:miss give it the server's), for a run's heading. */
export const nodeFlagsOfThisProcess = () =>
  process.execArgv.filter((arg) => arg.startsWith('--') && !['--require', '--import'].includes(arg) && !arg.startsWith('--conditions')).join(' ') ||
  'with no flags';
