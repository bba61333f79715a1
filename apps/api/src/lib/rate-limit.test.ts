import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import type { RateLimiterFactory, RateLimitRule } from './rate-limit.js';
import { adaptLimiter } from './rate-limit-adapter.js';
import { createRateLimits } from './rate-limit-factory.js';
import { createMemoryRateLimits } from './rate-limit-memory.js';
import { createRedisRateLimits } from './rate-limit-redis.js';

// Like TEST_DATABASE_URL: the suites on Redis run when TEST_REDIS_URL names one (CI sets it, with Redis on
// 127.0.0.1:6379); a new user's machine without Redis runs the memory suites.
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const withRedis = REDIS_URL !== '';
// Unique rule names per run, so that runs (and the two suites) never share counters in Redis.
const RUN = randomUUID().slice(0, 8);
let ruleCount = 0;
const rule = (points: number, windowSeconds = 60): RateLimitRule => ({ name: `test-${RUN}-${++ruleCount}`, points, windowSeconds });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const opened: RateLimiterFactory[] = [];
afterAll(async () => {
  await Promise.all(opened.map((f) => f.close()));
});
function open(make: () => RateLimiterFactory): RateLimiterFactory {
  return opening(make());
}
function opening(factory: RateLimiterFactory): RateLimiterFactory {
  opened.push(factory);
  return factory;
}

describe.each([['memory', () => createMemoryRateLimits()], ...(withRedis ? ([['redis', () => createRedisRateLimits(REDIS_URL)]] as const) : [])] as const)(
  'rate limits in %s',
  (_store, make) => {
    const factory = open(make);

    it('allows N hits, then refuses with a wait', async () => {
      const limiter = factory.create(rule(3));
      expect(await limiter.hit('a@example.com')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      expect(await limiter.hit('a@example.com')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
      expect(await limiter.hit('a@example.com')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
      const refused = await limiter.hit('a@example.com');
      expect(refused.allowed).toBe(false);
      expect(refused.remaining).toBe(0);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      // Still refused on the next try.
      expect((await limiter.hit('a@example.com')).allowed).toBe(false);
    });

    it('keeps keys apart and counts several points at once', async () => {
      const limiter = factory.create(rule(5));
      expect(await limiter.hit('k1', 4)).toMatchObject({ allowed: true, remaining: 1 });
      expect(await limiter.hit('k2')).toMatchObject({ allowed: true, remaining: 4 });
      expect((await limiter.hit('k1', 2)).allowed).toBe(false);
    });

    it('keeps rules apart for the same key', async () => {
      const one = factory.create(rule(1));
      const two = factory.create(rule(1));
      expect((await one.hit('same')).allowed).toBe(true);
      expect((await two.hit('same')).allowed).toBe(true);
      expect((await one.hit('same')).allowed).toBe(false);
    });

    it('reset clears the key', async () => {
      const limiter = factory.create(rule(2));
      await limiter.hit('203.0.113.9');
      await limiter.hit('203.0.113.9');
      expect((await limiter.hit('203.0.113.9')).allowed).toBe(false);
      await limiter.reset('203.0.113.9');
      expect(await limiter.hit('203.0.113.9')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
      await limiter.reset('never-seen'); // no error for an unknown key
    });

    it('refund gives back a hit counted against the key, and only to that key', async () => {
      const limiter = factory.create(rule(2));
      await limiter.hit('b');
      await limiter.hit('other');
      expect(await limiter.hit('b')).toMatchObject({ allowed: true, remaining: 0 });
      await limiter.refund('b');
      expect(await limiter.hit('b')).toMatchObject({ allowed: true, remaining: 0 });
      expect((await limiter.hit('b')).allowed).toBe(false);
      expect(await limiter.hit('other')).toMatchObject({ allowed: true, remaining: 0 });
    });

    it('frees the key when the window ends', async () => {
      const limiter = factory.create(rule(1, 1));
      expect((await limiter.hit('w')).allowed).toBe(true);
      const refused = await limiter.hit('w');
      expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
      await sleep(1100);
      expect(await limiter.hit('w')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    });

    it('shares counters when the same rule is created twice', async () => {
      const r = rule(2);
      const first = factory.create(r);
      const again = factory.create({ ...r });
      await first.hit('x');
      await again.hit('x');
      expect((await first.hit('x')).allowed).toBe(false);
      expect(() => factory.create({ ...r, points: 3 })).toThrow(/different points or window/);
    });

    it('refuses malformed rules and hits', async () => {
      expect(() => factory.create({ name: 'bad', points: 0, windowSeconds: 60 })).toThrow(/points/);
      expect(() => factory.create({ name: 'bad', points: 1, windowSeconds: 0.5 })).toThrow(/windowSeconds/);
      expect(() => factory.create({ name: '', points: 1, windowSeconds: 60 })).toThrow(/name/);
      await expect(factory.create(rule(1)).hit('k', 0)).rejects.toThrow(/positive integer/);
    });
  },
);

describe.runIf(withRedis)('rate limits in Redis across instances', () => {
  it('two factories on the same Redis share counters', async () => {
    const r = rule(3);
    const instanceA = open(() => createRedisRateLimits(REDIS_URL)).create(r);
    const instanceB = open(() => createRedisRateLimits(REDIS_URL)).create(r);
    expect(await instanceA.hit('shared@example.com')).toMatchObject({ allowed: true, remaining: 2 });
    expect(await instanceB.hit('shared@example.com')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await instanceA.hit('shared@example.com')).toMatchObject({ allowed: true, remaining: 0 });
    expect((await instanceB.hit('shared@example.com')).allowed).toBe(false);
    await instanceB.reset('shared@example.com');
    expect(await instanceA.hit('shared@example.com')).toMatchObject({ allowed: true, remaining: 2 });
    await instanceB.refund('shared@example.com');
    expect(await instanceA.hit('shared@example.com')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('stores counters under akwaaba:<rule>:<key> with the window as expiry', async () => {
    const r = rule(5, 60);
    await open(() => createRedisRateLimits(REDIS_URL))
      .create(r)
      .hit('k@example.com');
    const raw = new Redis(REDIS_URL);
    try {
      expect(await raw.get(`akwaaba:${r.name}:k@example.com`)).toBe('1');
      const ttl = await raw.pttl(`akwaaba:${r.name}:k@example.com`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await raw.quit();
    }
  });

  it('keeps limiting in memory, without errors, while Redis is unreachable', async () => {
    const warnings: string[] = [];
    const log = { warn: (_o: object, msg: string) => void warnings.push(msg), info: () => {} };
    const factory = open(() => createRedisRateLimits('redis://127.0.0.1:1', log));
    const limiter = factory.create(rule(2));
    expect(await limiter.hit('down')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.hit('down')).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.hit('down')).toMatchObject({ allowed: false, remaining: 0 });
    await limiter.reset('down');
    expect(await limiter.hit('down')).toMatchObject({ allowed: true, remaining: 1 });
    expect(warnings).toHaveLength(1);
    await factory.close();
  });
});

describe.runIf(withRedis)('rate limits in Redis through an outage', () => {
  // A TCP proxy in front of Redis that the test can cut and restore, to play an outage.
  const redis = new URL(REDIS_URL || 'redis://unused.invalid:6379');
  const sockets = new Set<Socket>();
  let proxy: Server | undefined;
  const startProxy = (port = 0) =>
    new Promise<number>((resolve, reject) => {
      proxy = createServer((client) => {
        const upstream = connect(Number(redis.port || 6379), redis.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      proxy.once('error', reject);
      proxy.listen(port, '127.0.0.1', () => resolve((proxy!.address() as AddressInfo).port));
    });
  const stopProxy = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      proxy!.close(() => resolve());
    });
  afterAll(async () => {
    if (proxy?.listening) await stopProxy();
  });

  it('falls back to memory when Redis goes away and returns to Redis when it is back', async () => {
    const port = await startProxy();
    const url = new URL(REDIS_URL || 'redis://unused.invalid:6379');
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const states: string[] = [];
    const log = { warn: (_o: object, msg: string) => void states.push(`warn: ${msg}`), info: (_o: object, msg: string) => void states.push(`info: ${msg}`) };
    const r = rule(2);
    const limiter = open(() => createRedisRateLimits(url.toString(), log)).create(r);
    const direct = open(() => createRedisRateLimits(REDIS_URL)).create(r);

    expect(await limiter.hit('o')).toMatchObject({ allowed: true, remaining: 1 }); // in Redis

    await stopProxy();
    // Redis gone: counted in this instance's memory, fresh there.
    expect(await limiter.hit('o')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.hit('o')).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.hit('o')).allowed).toBe(false);
    expect(states).toEqual([expect.stringMatching(/^warn: .*unreachable/)]);

    await startProxy(port);
    await expect.poll(() => states.length, { timeout: 5000, interval: 100 }).toBe(2);
    expect(states[1]).toMatch(/^info: .*reachable again/);
    // Back on Redis: its own count (one hit) goes on, shared with other instances again.
    expect(await limiter.hit('o')).toMatchObject({ allowed: true, remaining: 0 });
    expect((await direct.hit('o')).allowed).toBe(false);
  });
});

describe('rate limit adapter', () => {
  it('rethrows store failures instead of reporting a refusal', async () => {
    const failure = new Error('store is down');
    const broken = {
      consume: () => Promise.reject(failure),
      get: () => Promise.reject(failure),
      delete: () => Promise.reject(failure),
      reward: () => Promise.reject(failure),
    } as unknown as RateLimiterAbstract;
    const limiter = adaptLimiter(broken, { name: 'broken', points: 1, windowSeconds: 60 });
    await expect(limiter.hit('k')).rejects.toBe(failure);
    await expect(limiter.refund('k')).rejects.toBe(failure);
    await expect(limiter.reset('k')).rejects.toBe(failure);
  });
});

describe.runIf(withRedis)('createRateLimits', () => {
  it('uses memory without a Redis URL and Redis with one', async () => {
    const r = rule(1);
    const memory = opening(await createRateLimits({}));
    const redisA = opening(await createRateLimits({ redisUrl: REDIS_URL }));
    const redisB = opening(await createRateLimits({ redisUrl: REDIS_URL }));
    expect((await memory.create(r).hit('f')).allowed).toBe(true);
    expect((await redisA.create(r).hit('f')).allowed).toBe(true);
    // Redis counters are shared, memory ones are not.
    expect((await redisB.create(r).hit('f')).allowed).toBe(false);
    expect(
      (
        await opening(await createRateLimits())
          .create(r)
          .hit('f')
      ).allowed,
    ).toBe(true);
  });
});
