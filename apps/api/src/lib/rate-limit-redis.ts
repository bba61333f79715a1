import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { adaptLimiter, limiterCache } from './rate-limit-adapter.js';
import type { RateLimiterFactory } from './rate-limit.js';

interface WarnLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Counters in Redis, shared by every server instance on the same REDIS_URL (keys `akwaaba:<rule>:<key>`,
 * expiring with their window).
 *
 * When Redis is unreachable: each limiter has an in-memory insurance limiter with the same rule
 * (rate-limiter-flexible's `insuranceLimiter`). A hit that Redis cannot answer is counted there instead,
 * so the limits still hold per instance (fail safe, not open) and the site keeps working; a Redis outage
 * never turns into refusals or 5xx. ioredis keeps its offline queue (at start-up, or when a connection just
 * dropped, commands wait for the reconnect), but a command gives up after `commandTimeout` or
 * `maxRetriesPerRequest` reconnects, so such a hit waits about a second at most before the insurance answers.
 * Once a connection error has been seen, and until the client is ready again, hits skip Redis and go straight
 * to the insurance, so an outage costs no latency. Counts taken in memory during an outage are not copied to
 * Redis afterwards; Redis resumes from its own counts.
 */
export function createRedisRateLimits(redisUrl: string, log?: WarnLog): RateLimiterFactory {
  const client = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });

  // Without a listener ioredis prints every failed reconnect; log only the change of state.
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log?.warn({ err: err.message }, 'rate limits: Redis unreachable, counting in memory until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({}, 'rate limits: Redis reachable again');
  });

  const cache = limiterCache((rule) => {
    const insurance = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds });
    const limiter = new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `akwaaba:${rule.name}`,
      points: rule.points,
      duration: rule.windowSeconds,
      insuranceLimiter: insurance,
    });
    // reset() also forgets the key in the insurance, so counts taken during an outage do not linger.
    return adaptLimiter(
      () => (down ? insurance : limiter),
      rule,
      (key) => insurance.delete(key),
    );
  });

  return {
    create: (rule) => cache.get(rule),
    async close() {
      cache.clear();
      if (client.status === 'end') return;
      if (client.status !== 'ready') {
        // Not connected (Redis down or still connecting): stop reconnecting at once.
        client.disconnect();
        return;
      }
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
