import type { RateLimiterFactory } from './rate-limit.js';
import { createMemoryRateLimits } from './rate-limit-memory.js';

export interface RateLimitsOptions {
  /** REDIS_URL: counters shared by all instances in Redis; without it, in this process's memory. */
  redisUrl?: string | undefined;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export async function createRateLimits({ redisUrl, log }: RateLimitsOptions = {}): Promise<RateLimiterFactory> {
  if (!redisUrl) return createMemoryRateLimits();
  // Loaded only when Redis is configured: ioredis costs a process about 20 MiB of memory (issue 14's memory goal).
  const { createRedisRateLimits } = await import('./rate-limit-redis.js');
  return createRedisRateLimits(redisUrl, log);
}
