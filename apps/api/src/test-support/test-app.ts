import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { API_BASE } from '@shop/contract';
import { buildApp } from '../app.js';
import { DEFAULT_DATABASE_TIMEOUT_MS, openDatabase, type Database } from '../db/client.js';
import { seedCatalogueIfEmpty } from '../db/seed/seed-catalogue.js';
import { createDevOutbox, type DevOutbox } from '../lib/mailer-outbox.js';
import type { Mailer } from '../lib/mailer.js';
import type { RateLimiterFactory } from '../lib/rate-limit.js';
import { createMemoryRateLimits } from '../lib/rate-limit-memory.js';
import type { PaymentSandboxConfig } from '../modules/payment-sandbox/payment-sandbox.module.js';
import type { PaymentProvider } from '../modules/payments/payment-provider.js';
import type { MediaBucket } from '../lib/media-store.js';
import { CATALOGUE_CHANNEL } from '../modules/catalogue/read-model/catalogue-version.js';
import { seenWithin } from './eventually.js';

export const TEST_API_KEY = 'pk_test_key_for_the_api_suite';
/** The test apps' signing secret, so that a test can make (or forge) a token the app would take. */
export const TEST_JWT_SECRET = 'the_api_suite_signing_secret_0123456789';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The time the app's account rules go by: the real time plus whatever a test moved it on. */
export interface TestClock {
  now(): Date;
  /** Moves the app's time forward (or back, with a negative number). */
  advance(seconds: number): void;
}

export interface TestOutbox extends DevOutbox {
  /** The one-time code of the newest mail to `email`, or undefined when none was sent. */
  lastCodeFor(email: string): string | undefined;
  /** How many mails went to `email`. */
  countFor(email: string): number;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's address (undefined on PGlite): a second instance can be built on it (`onDatabaseOf`). */
  databaseUrl: string | undefined;
  /** The development outbox every mail of this app goes to (unless a test passed its own mailer). */
  outbox: TestOutbox;
  clock: TestClock;
  /**
   * Waits until the app has heard every catalogue change committed before the call, so that no late notification
   * empties its cache afterwards (a test that proves something is kept needs that). Empties the cache once itself.
   */
  catalogueHeard(): Promise<void>;
  /** Calls the API with the public key; `path` is relative to /customer/api/v1. */
  api(method: InjectOptions['method'], path: string, options?: Omit<InjectOptions, 'method' | 'url'>): Promise<LightMyRequestResponse>;
  /** Calls the API without the public key (the account calls need none); `path` is relative to /customer/api/v1. */
  call(method: InjectOptions['method'], path: string, options?: Omit<InjectOptions, 'method' | 'url'>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** Instead of the outbox (say, an SMTP mailer or one that fails). */
  mailer?: Mailer;
  /** In front of the outbox: sees every mail first (say, failing some), and passes the rest to the outbox. */
  beforeOutbox?: (outbox: Mailer) => Mailer;
  /** Instead of fresh in-memory counters (say, Redis). */
  rateLimits?: RateLimiterFactory;
  /** VAT on the cart in percent, instead of the default. */
  taxRatePercent?: number;
  /** The pay-on-delivery maximum in pesewas, instead of the default. */
  payOnDeliveryMaxMinor?: number;
  /** Registers the sandbox payment provider's page and API with this configuration. */
  paymentSandbox?: PaymentSandboxConfig;
  /** The payment provider, instead of the sandbox's (with paymentSandbox) or one that refuses every call. */
  paymentProvider?: PaymentProvider;
  /** How long a payment attempt holds its stock, instead of the default 15 minutes. */
  paymentHoldMinutes?: number;
  /** The shop's WhatsApp number (SHOP_WHATSAPP_NUMBER). */
  whatsappNumber?: string;
  /** The proxies believed about the client's address (TRUST_PROXY). */
  trustProxy?: true | string[];
  /** A second instance on this app's PostgreSQL database (seeded already; dropped by its first owner only). */
  onDatabaseOf?: TestApp;
  /** A storefront build to serve (say, one with a stand-in server bundle), instead of none. */
  webDistDir?: string;
  /** How long a page waits for its server render (SERVER_RENDER_DEADLINE_MS), instead of the default. */
  serverRenderDeadlineMs?: number;
  /** How often the catalogue version is read anyway (AppOptions.catalogueCheckEveryMs), instead of the default. */
  catalogueCheckEveryMs?: number;
  /** The bound of the rendered pages kept (PAGE_CACHE_MB), in bytes, instead of the default. */
  pageCacheBytes?: number;
  /** The HTTP server's limit on a request's arrival (AppOptions.requestTimeoutMs). */
  requestTimeoutMs?: number;
  metricsToken?: string;
  /** An S3-compatible bucket for the pictures (MEDIA_S3_BUCKET), instead of a folder of the test's own. */
  mediaBucket?: MediaBucket;
}

function testOutbox(): TestOutbox {
  const outbox = createDevOutbox();
  return {
    ...outbox,
    lastCodeFor: (email) => /(?<!\w)\d{6}(?!\w)/.exec(outbox.messagesTo(email).at(-1)?.text ?? '')?.[0],
    countFor: (email) => outbox.messagesTo(email).length,
  };
}

function testClock(): TestClock {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (seconds) => void (offsetMs += seconds * 1000) };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own for one test file, next to the one TEST_DATABASE_URL names. */
export async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

/**
 * The database, with every notification its listeners hear noted first. PostgreSQL delivers a listener the
 * notifications in commit order, so once a marker sent now is heard, so is every change committed before it.
 */
function noteHeard(database: Database) {
  const heard = new Set<string>();
  const noted: Database = {
    ...database,
    listen: (channel, handlers) =>
      database.listen(channel, {
        ...handlers,
        notified(payload) {
          heard.add(`${channel}\n${payload}`);
          handlers.notified(payload);
        },
      }),
  };
  async function everythingHeard(channel: string) {
    const marker = `test-marker-${randomBytes(6).toString('hex')}`;
    await database.db.execute(sql`select pg_notify(${channel}, ${marker})`);
    await seenWithin(5_000, async () => heard.has(`${channel}\n${marker}`));
  }
  return { noted, everythingHeard };
}

/**
 * The bound on every wait for PostgreSQL in the tests' apps, four times the server's (DEFAULT_DATABASE_TIMEOUT_MS).
 * The suite runs several files at once on a small machine, and the burst tests send 200 requests that queue on one
 * customer's lock while holding the pool's connections: under CI's load the last of them may wait longer than 5 s
 * for a connection, which a shopper never does. What a server does when its waits run out is tested on its own, with
 * the server's bounds (db/database-faults.test.ts).
 */
const TEST_DATABASE_TIMEOUT_MS = DEFAULT_DATABASE_TIMEOUT_MS * 4;

/** A fresh, seeded database (in-memory PGlite, or a database of its own on PostgreSQL) and the app on it. */
export async function createTestApp(backend: Backend, opts: TestAppOptions = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const shared = opts.onDatabaseOf?.databaseUrl;
  if (opts.onDatabaseOf && !shared) throw new Error('a second instance needs PostgreSQL (onDatabaseOf an app on PGlite)');
  const scratch = backend === 'postgres' && url && !shared ? await createScratchDatabase(url) : undefined;
  const databaseUrl = shared ?? scratch?.url;
  const { noted: database, everythingHeard } = noteHeard(await openDatabase(databaseUrl ? { databaseUrl, timeoutMs: TEST_DATABASE_TIMEOUT_MS } : {}));
  await database.migrate();
  if (opts.seed !== false) await seedCatalogueIfEmpty(database.db);
  const outbox = testOutbox();
  const clock = testClock();
  const rateLimits = opts.rateLimits ?? createMemoryRateLimits();
  // Pictures uploaded by this app's tests, apart from every other app's.
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-test-media-'));
  const app = await buildApp({
    database,
    mediaDir,
    publicApiKey: TEST_API_KEY,
    jwtSecret: TEST_JWT_SECRET,
    webDistDir: opts.webDistDir ?? '/nonexistent',
    mailer: opts.mailer ?? opts.beforeOutbox?.(outbox) ?? outbox,
    devOutbox: outbox,
    rateLimits,
    clock: clock.now,
    nodeEnv: 'test',
    ...(opts.taxRatePercent === undefined ? {} : { taxRatePercent: opts.taxRatePercent }),
    ...(opts.payOnDeliveryMaxMinor === undefined ? {} : { payOnDeliveryMaxMinor: opts.payOnDeliveryMaxMinor }),
    ...(opts.paymentSandbox ? { paymentSandbox: opts.paymentSandbox } : {}),
    ...(opts.paymentProvider ? { paymentProvider: opts.paymentProvider } : {}),
    ...(opts.paymentHoldMinutes ? { paymentHoldMinutes: opts.paymentHoldMinutes } : {}),
    ...(opts.whatsappNumber ? { whatsappNumber: opts.whatsappNumber } : {}),
    ...(opts.trustProxy ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.serverRenderDeadlineMs ? { serverRenderDeadlineMs: opts.serverRenderDeadlineMs } : {}),
    ...(opts.catalogueCheckEveryMs ? { catalogueCheckEveryMs: opts.catalogueCheckEveryMs } : {}),
    ...(opts.pageCacheBytes !== undefined ? { pageCacheBytes: opts.pageCacheBytes } : {}),
    ...(opts.requestTimeoutMs !== undefined ? { requestTimeoutMs: opts.requestTimeoutMs } : {}),
    ...(opts.metricsToken ? { metricsToken: opts.metricsToken } : {}),
    ...(opts.mediaBucket ? { mediaBucket: opts.mediaBucket } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    outbox,
    clock,
    catalogueHeard: () => everythingHeard(CATALOGUE_CHANNEL),
    call: (method, path, options = {}) => app.inject({ method, url: `${API_BASE}${path}`, ...options }),
    api: (method, path, options = {}) =>
      app.inject({
        method,
        url: `${API_BASE}${path}`,
        ...options,
        headers: { 'x-api-key': TEST_API_KEY, ...(options.headers ?? {}) },
      }),
    async close() {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
      if (!opts.rateLimits) await rateLimits.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
