import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimiter, RateLimitResult, RateLimitRule } from './rate-limit.js';

// Shared by the memory and Redis factories: turns a rate-limiter-flexible limiter into our RateLimiter.
// rate-limiter-flexible rejects a refused hit with a RateLimiterRes; any other rejection is a real failure
// (for example the store is down) and is rethrown as it is, never reported as a refusal.

function assertRule(rule: RateLimitRule): void {
  if (!/^\S+$/.test(rule.name)) throw new Error(`Rate limit rule name '${rule.name}' must be non-empty without spaces`);
  if (!Number.isInteger(rule.points) || rule.points < 1) throw new Error(`Rate limit rule '${rule.name}': points must be a positive integer`);
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1) {
    throw new Error(`Rate limit rule '${rule.name}': windowSeconds must be a positive integer`);
  }
}

function refused(res: RateLimiterRes): RateLimitResult {
  // At least one second: a refusal always tells the client to wait.
  return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/**
 * Wraps one limiter. `pick` may choose the limiter per call (the Redis factory answers from memory at once while
 * Redis is known to be down); `alsoReset` forgets the key in a second store too (the Redis limiter's insurance).
 */
export function adaptLimiter(
  pick: RateLimiterAbstract | (() => RateLimiterAbstract),
  rule: RateLimitRule,
  alsoReset?: (key: string) => Promise<unknown>,
): RateLimiter {
  const current = typeof pick === 'function' ? pick : () => pick;
  return {
    async hit(key, points = 1) {
      if (!Number.isInteger(points) || points < 1) throw new Error('Rate limit hit points must be a positive integer');
      try {
        const res = await current().consume(key, points);
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
      } catch (err) {
        if (err instanceof RateLimiterRes) return refused(err);
        throw err;
      }
    },
    async refund(key, points = 1) {
      await current().reward(key, points);
    },
    async reset(key) {
      await current().delete(key);
      if (alsoReset) await alsoReset(key);
    },
  };
}

/**
 * One limiter per rule name, so that calling create() twice for the same rule (say, per request) shares the
 * counters in memory exactly as it would in Redis. Two different rules under one name are a programming error.
 */
export function limiterCache(make: (rule: RateLimitRule) => RateLimiter) {
  const made = new Map<string, { rule: RateLimitRule; limiter: RateLimiter }>();
  return {
    get(rule: RateLimitRule): RateLimiter {
      assertRule(rule);
      const existing = made.get(rule.name);
      if (existing) {
        if (existing.rule.points !== rule.points || existing.rule.windowSeconds !== rule.windowSeconds) {
          throw new Error(`Rate limit rule '${rule.name}' was already created with different points or window`);
        }
        return existing.limiter;
      }
      const limiter = make(rule);
      made.set(rule.name, { rule: { ...rule }, limiter });
      return limiter;
    },
    clear(): void {
      made.clear();
    },
  };
}
