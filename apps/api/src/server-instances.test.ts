import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, AUTH_PATHS, CART_PATHS, LOGIN_FAILURES_PER_ACCOUNT } from '@shop/contract';
import { freshPerson, signupPayload } from './test-support/accounts.js';
import { seenWithin } from './test-support/eventually.js';
import { startRoundRobinProxy, UPSTREAM_HEADER, type RoundRobinProxy } from './test-support/round-robin-proxy.js';
import { startServerProcess, type ServerProcess } from './test-support/server-process.js';
import { startSmtpCatcher, type SmtpCatcher } from './test-support/smtp-catcher.js';
import { createScratchDatabase, TEST_API_KEY } from './test-support/test-app.js';

// Two instances of the real server (src/server.ts, configured as production by its environment alone) on one
// PostgreSQL and one Redis, behind a round-robin balancer, with mail over SMTP: what docs/deploy.md runs, without
// Docker. Limits hold across both, a catalogue change is seen on both, a kill -9 loses nothing acknowledged, a
// SIGTERM finishes the requests under way, and every log line is JSON with the request's id (issue 15).

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: unknown; code?: string } & Record<string, unknown>;
}

/** A call of the API at `origin` (a balancer or an instance), as a shopper at `client` (an address of their own). */
async function call(
  origin: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; client?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${origin}${API_BASE}${path}`, {
    method,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.client ? { 'x-client-address': opts.client } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  if (!(res.headers.get('content-type') ?? '').includes('json')) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

let addressCount = 0;
/** A shopper's address of their own (the balancer puts it in X-Forwarded-For). */
const shopperAddress = () => `10.77.${(++addressCount >> 8) & 255}.${addressCount & 255}`;

describe.runIf(databaseUrl !== '' && redisUrl !== '')('two instances behind a balancer, sharing PostgreSQL and Redis', { timeout: 60_000 }, () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: SmtpCatcher;
  let first: ServerProcess;
  let second: ServerProcess;
  let proxy: RoundRobinProxy;
  let sql: pg.Client;

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl);
    smtp = await startSmtpCatcher();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_API_KEY: TEST_API_KEY,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_instances',
      PAYSTACK_PUBLIC_KEY: 'pk_test_instances',
      // Never called here: nothing is paid online.
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST_DIR: join(tmpdir(), 'no-storefront-build'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-instance-')),
      SHUTDOWN_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'info',
    };
    // Both start together on an empty database: one migrates and seeds, the other waits for it (advisory locks).
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    proxy = await startRoundRobinProxy([first.origin, second.origin]);
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    for (const instance of [first, second]) instance?.signal('SIGKILL');
    await Promise.all([first?.exited, second?.exited]);
    await sql?.end();
    await proxy?.close();
    await smtp?.close();
    await scratch?.drop();
  });

  /** A new account through the balancer, its code read from the mail the SMTP server received; then signed in. */
  async function newShopper() {
    const person = freshPerson();
    const client = shopperAddress();
    expect((await call(proxy.origin, 'POST', AUTH_PATHS.requestOtp, { body: { email: person.email, is_sign_up: true }, client })).status).toBe(200);
    let code: string | undefined;
    await seenWithin(5_000, async () => (code = smtp.lastCodeFor(person.email)) !== undefined);
    const signedUp = await call(proxy.origin, 'POST', AUTH_PATHS.signup, { body: signupPayload(person, code!), client });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    const login = await call(proxy.origin, 'POST', AUTH_PATHS.login, { body: { email: person.email, password: person.password }, client });
    expect(login.status).toBe(200);
    const data = login.body.data as { access: string; customer_id: number };
    return { ...person, token: data.access, customerId: data.customer_id };
  }

  it('started together on an empty database, migrated and seeded it once, and both answer the same catalogue', async () => {
    const duplicates = await sql.query('select name from products group by name having count(*) > 1');
    expect(duplicates.rows).toEqual([]);
    const [a, b] = await Promise.all([call(first.origin, 'GET', '/stock/?page_size=24'), call(second.origin, 'GET', '/stock/?page_size=24')]);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    const { rows } = await sql.query<{ n: string }>('select count(*) as n from stock_items');
    expect((a.body as { count: number }).count).toBeGreaterThan(0);
    expect((a.body as { count: number }).count).toBeLessThanOrEqual(Number(rows[0]!.n));
  });

  it(`checks no more than ${LOGIN_FAILURES_PER_ACCOUNT} of 200 passwords for one account sent together through both instances, and then refuses the right one`, async () => {
    const shopper = await newShopper();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call(proxy.origin, 'POST', AUTH_PATHS.login, { body: { email: shopper.email, password: 'Wrong12345' }, client: shopperAddress() }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LOGIN_FAILURES_PER_ACCOUNT);
    // Both instances took their share: the counting is shared, not each instance's own.
    expect(new Set(answers.map((a) => a.headers.get(UPSTREAM_HEADER))).size).toBe(2);
    const right = await call(proxy.origin, 'POST', AUTH_PATHS.login, { body: { email: shopper.email, password: shopper.password }, client: shopperAddress() });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('RATE_LIMITED');
  });

  it('shows a price and a stock level changed in the database on both instances, as soon as the change is announced', async () => {
    const { rows } = await sql.query<{ id: number }>('select id from stock_items order by id limit 1');
    const id = rows[0]!.id;
    const item = async (origin: string) => (await call(origin, 'GET', `/stock/${id}/`)).body.data as { quantity: number; selling_price: { amount: string } };
    // Each instance has the item's answer cached (asked twice).
    for (const origin of [first.origin, second.origin]) for (let i = 0; i < 2; i++) await item(origin);

    await sql.query('update stock_items set price_minor = 123456, quantity = 42 where id = $1', [id]);
    for (const origin of [first.origin, second.origin]) {
      await seenWithin(2_000, async () => {
        const seen = await item(origin);
        return seen.selling_price.amount === '1234.56' && seen.quantity === 42;
      });
    }
  });

  it('loses no acknowledged cart write when an instance is killed in the middle of many, and the balancer sends the rest to the other', async () => {
    const shopper = await newShopper();
    const { rows } = await sql.query<{ id: number }>('select id from stock_items where quantity >= 5 order by id limit 80');
    const ids = rows.map((r) => r.id);
    const acknowledged: number[] = [];
    let killed = false;
    // Six shoppers' worth of requests in flight at a time, straight to the first instance; it dies after the 15th answer.
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let stock = queue.shift(); stock !== undefined; stock = queue.shift()) {
          const answer = await call(first.origin, 'POST', CART_PATHS.cart, {
            body: { stock, quantity: 1, customer: shopper.customerId, currency: 'GHS' },
            token: shopper.token,
          }).catch(() => undefined);
          if (answer?.status === 200) acknowledged.push(stock);
          if (acknowledged.length >= 15 && !killed) {
            killed = true;
            first.signal('SIGKILL');
          }
        }
      }),
    );
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    expect(acknowledged.length).toBeLessThan(ids.length);

    // Through the balancer now: the first instance refuses connections, so every request goes to the second.
    const cart = await call(proxy.origin, 'GET', `${CART_PATHS.cart}?customer_id=${shopper.customerId}`, { token: shopper.token });
    expect(cart.status).toBe(200);
    expect(cart.headers.get(UPSTREAM_HEADER)).toBe(second.origin);
    const lines = (cart.body.data as { order_item: { quantity: number; product: { id: number } }[] }).order_item;
    const inCart = new Map(lines.map((line) => [line.product.id, line.quantity]));
    for (const stock of acknowledged) expect(inCart.get(stock), `stock item ${stock} was acknowledged`).toBe(1);
    const after = await Promise.all(Array.from({ length: 20 }, () => call(proxy.origin, 'GET', '/stock/?page_size=24')));
    expect(after.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('writes one JSON object per log line, each request with its id, the one the balancer sent or a new one', async () => {
    const id = `trace-${randomBytes(6).toString('hex')}`;
    const traced = await call(second.origin, 'GET', '/store/', { headers: { 'x-request-id': id } });
    expect(traced.headers.get('x-request-id')).toBe(id);
    const fresh = await call(second.origin, 'POST', AUTH_PATHS.login, { body: { email: 'nobody@example.com', password: 'Wrong12345' } });
    const freshId = fresh.headers.get('x-request-id')!;
    expect(freshId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    await seenWithin(2_000, async () => second.log.some((line) => line.reqId === freshId && line.msg === 'request completed'));
    for (const reqId of [id, freshId]) {
      const lines = second.log.filter((line) => line.reqId === reqId);
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
    expect(second.log.find((line) => line.reqId === freshId && line.msg === 'request completed')).toMatchObject({ res: { statusCode: 401 } });
    // Nothing but the start-up banner is anything else than JSON.
    expect(second.plainLines.filter((line) => !line.includes('Akwaaba Market is running at'))).toEqual([]);
    expect(second.log.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true);
  });

  it('on SIGTERM takes no new connections, answers the request under way and exits 0', async () => {
    const { hostname, port } = new URL(second.origin);
    const body = JSON.stringify({ items: [] });
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      `POST ${API_BASE}/cart/quote/ HTTP/1.1\r\nHost: shop\r\nX-API-Key: ${TEST_API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 4)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    second.signal('SIGTERM');
    await seenWithin(5_000, async () => second.log.some((line) => line.msg === 'shutting down: finishing the requests under way'));
    // A new connection is refused (a balancer sends it elsewhere)...
    await seenWithin(2_000, () =>
      fetch(`${second.origin}/healthz`).then(
        () => false,
        () => true,
      ),
    );
    // ...while the request under way is answered in full, and its connection closed after it.
    socket.write(body.slice(4));
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4)).status).toBe(true);
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.log.at(-1)?.msg).toBe('stopped');
  });
});

// Each test starts a process of its own (tsx and the embedded database take seconds on a busy machine).
describe('an instance that cannot finish in time (embedded database)', { timeout: 90_000 }, () => {
  /** An instance on a data folder of its own, and a request to it whose body never finishes arriving. */
  async function withStuckRequest(shutdownTimeoutMs: number) {
    const instance = await startServerProcess({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-stuck-')),
      SEED_CATALOGUE: 'false',
      WEB_DIST_DIR: join(tmpdir(), 'no-storefront-build'),
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
    const { hostname, port } = new URL(instance.origin);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      `POST ${API_BASE}/cart/quote/ HTTP/1.1\r\nHost: shop\r\nX-API-Key: pk_dev_akwaaba_public_storefront_key\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { instance, closed, received: () => received };
  }

  it('closes what is still open at SHUTDOWN_TIMEOUT_MS and exits 1, saying so', async () => {
    const { instance, closed, received } = await withStuckRequest(300);
    const started = performance.now();
    instance.signal('SIGTERM');
    expect(await instance.exited).toEqual({ code: 1, signal: null });
    expect(performance.now() - started).toBeLessThan(5_000);
    await closed;
    expect(received()).toBe('');
    expect(instance.log.map((line) => line.msg)).toContain('requests still open at the shutdown deadline: closing their connections');
  });

  it('stops at once on a second signal', async () => {
    const { instance } = await withStuckRequest(30_000);
    instance.signal('SIGINT');
    await seenWithin(5_000, async () => instance.log.some((line) => line.msg === 'shutting down: finishing the requests under way'));
    const second = performance.now();
    instance.signal('SIGINT');
    expect(await instance.exited).toEqual({ code: 1, signal: null });
    expect(performance.now() - second).toBeLessThan(5_000);
    expect(instance.log.map((line) => line.msg)).toContain('second signal: stopping now');
    expect(instance.log.map((line) => line.msg)).not.toContain('requests still open at the shutdown deadline: closing their connections');
  });
});
