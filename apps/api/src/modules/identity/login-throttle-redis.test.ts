import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, LOGIN_FAILURES_PER_ACCOUNT } from '@shop/contract';
import { buildApp } from '../../app.js';
import { createRedisRateLimits } from '../../lib/rate-limit-redis.js';
import type { RateLimiterFactory } from '../../lib/rate-limit.js';
import { expectError, signUp } from '../../test-support/accounts.js';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.js';

// Two server instances on one database, each with its own connection to Redis: the failures one instance
// counts hold at the other, which is what REDIS_URL is for. Runs when TEST_REDIS_URL names a Redis (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe.runIf(redisUrl !== '')('login throttling shared through Redis', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let firstLimits: RateLimiterFactory;
  let secondLimits: RateLimiterFactory;

  beforeAll(async () => {
    firstLimits = createRedisRateLimits(redisUrl);
    secondLimits = createRedisRateLimits(redisUrl);
    first = await createTestApp('pglite', { seed: false, rateLimits: firstLimits });
    second = await buildApp({ database: first.database, publicApiKey: TEST_API_KEY, rateLimits: secondLimits });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await firstLimits.close();
    await secondLimits.close();
  });

  // A random client address per run: Redis keeps counters between test runs for the whole window.
  const ip = () => `172.${16 + (randomBytes(1)[0]! % 16)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  it('refuses the 11th attempt on an account whichever instance the failures went to', async () => {
    const person = await signUp(first);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const app = i % 2 === 0 ? first.app : second;
      const res = await app.inject({
        method: 'POST',
        url: `/customer/api/v1${AUTH_PATHS.login}`,
        remoteAddress: ip(),
        payload: { email: person.email, password: 'Wrong12345' },
      });
      expect(res.statusCode, res.body).toBe(401);
    }
    const refused = await second.inject({
      method: 'POST',
      url: `/customer/api/v1${AUTH_PATHS.login}`,
      remoteAddress: ip(),
      payload: { email: person.email, password: person.password },
    });
    expectError(refused, 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
  });
});
