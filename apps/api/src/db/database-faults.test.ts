import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_PATHS } from '@shop/contract';
import { buildApp } from '../app.js';
import { newShopper } from '../test-support/cart.js';
import { seenWithin } from '../test-support/eventually.js';
import { createTestApp, TEST_API_KEY, TEST_JWT_SECRET, type TestApp } from '../test-support/test-app.js';
import { openDatabase, type Database } from './client.js';

// A PostgreSQL that goes away (refuses, or goes silent as behind a dead network) must cost a shopper a quick 503 with
// Retry-After, never a hang or a 500, and the instance must come back by itself when the database does (issue 15). The
// instance here reaches PostgreSQL through a proxy this test switches between passing, refusing and swallowing.

type Mode = 'pass' | 'down' | 'silent';

function faultyProxy(target: URL) {
  let mode: Mode = 'pass';
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    client.on('error', () => {});
    if (mode === 'down') return void client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // Silent: every byte either way is swallowed, as by a network that died without a word.
    client.on('data', (chunk) => void (mode === 'pass' && upstream.write(chunk)));
    upstream.on('data', (chunk) => void (mode === 'pass' && client.write(chunk)));
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client).valueOf() && sockets.delete(upstream));
  });
  return {
    async start(): Promise<URL> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String((server.address() as { port: number }).port);
      return url;
    },
    set(next: Mode) {
      // A refused server drops its connections; a network healed after a silence has lost them too.
      if (next === 'down' || (mode === 'silent' && next === 'pass')) for (const socket of sockets) socket.destroy();
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const TIMEOUT_MS = 1000;

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL that goes down or silent', () => {
  let seeded: TestApp;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const proxy = faultyProxy(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost'));
  let token: string;
  let customerId: number;

  beforeAll(async () => {
    seeded = await createTestApp('postgres');
    const proxied = await proxy.start();
    const scratch = new URL(seeded.databaseUrl!);
    proxied.pathname = scratch.pathname;
    database = await openDatabase({ databaseUrl: proxied.toString(), timeoutMs: TIMEOUT_MS, poolSize: 4 });
    app = await buildApp({ database, publicApiKey: TEST_API_KEY, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    ({ token, customerId } = await newShopper(seeded));
  });
  afterAll(async () => {
    proxy.set('down');
    await app.close();
    await database.close();
    await proxy.close();
    await seeded.close();
  });

  const healthz = () => app.inject({ method: 'GET', url: '/healthz' });
  let round = 0;
  // A search never asked before, so that no cached answer can stand in for the database.
  const search = () => app.inject({ method: 'GET', url: `/customer/api/v1/stock/?search=shea${++round}`, headers: { 'x-api-key': TEST_API_KEY } });
  const cart = () =>
    app.inject({
      method: 'GET',
      url: `/customer/api/v1${CART_PATHS.cart}?customer_id=${customerId}`,
      headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}` },
    });

  /** Each call answers 503 DATABASE_UNAVAILABLE with Retry-After, within `withinMs`. */
  async function expectUnavailable(withinMs: number) {
    for (const call of [healthz, search, cart]) {
      const started = performance.now();
      const res = await call();
      const tookMs = performance.now() - started;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ status: false, code: 'DATABASE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
      expect(tookMs).toBeLessThan(withinMs);
    }
  }

  it('answers as usual while the database answers', async () => {
    expect((await healthz()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    expect((await cart()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After at once while the database refuses, and recovers by itself', async () => {
    proxy.set('down');
    await expectUnavailable(TIMEOUT_MS + 500);
    proxy.set('pass');
    await seenWithin(5000, async () => (await healthz()).statusCode === 200);
    expect((await search()).statusCode).toBe(200);
    expect((await cart()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After within the deadline while the database is silent, and recovers by itself', async () => {
    proxy.set('silent');
    await expectUnavailable(TIMEOUT_MS + 1000 + 1000);
    proxy.set('pass');
    await seenWithin(5000, async () => (await healthz()).statusCode === 200);
    expect((await search()).statusCode).toBe(200);
    expect((await cart()).statusCode).toBe(200);
  });
});
