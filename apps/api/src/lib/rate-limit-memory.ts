import { RateLimiterMemory } from 'rate-limiter-flexible';
import { adaptLimiter, limiterCache } from './rate-limit-adapter.js';
import type { RateLimiterFactory } from './rate-limit.js';

/** Counters in this process only: the default, right for a single server instance and for tests. */
export function createMemoryRateLimits(): RateLimiterFactory {
  const cache = limiterCache((rule) => adaptLimiter(new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds }), rule));
  return {
    create: (rule) => cache.get(rule),
    async close() {
      cache.clear();
    },
  };
}
