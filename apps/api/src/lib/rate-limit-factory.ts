import type { RateLimiterFactory } from './rate-limit.js';
import { createMemoryRateLimits } from './rate-limit-memory.js';
import { createRedisRateLimits } from './rate-limit-redis.js';

export interface RateLimitsOptions {
  /** REDIS_URL: counters shared by all instances in Redis; without it, in this process's memory. */
  redisUrl?: string | undefined;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export function createRateLimits({ redisUrl, log }: RateLimitsOptions = {}): RateLimiterFactory {
  return redisUrl ? createRedisRateLimits(redisUrl, log) : createMemoryRateLimits();
}
