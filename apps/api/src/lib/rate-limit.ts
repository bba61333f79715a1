// Counters for throttling (login failures, code sends, contact messages): in memory by default, in Redis when
// REDIS_URL is set so that several server instances share them.
// Implementations: rate-limit-memory.ts, rate-limit-redis.ts; rate-limit-factory.ts picks one from REDIS_URL.

export interface RateLimitResult {
  /** False when this hit is over the limit. */
  allowed: boolean;
  /** Hits left in the window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the window frees a hit again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit (or `points`) against `key`. */
  hit(key: string, points?: number): Promise<RateLimitResult>;
  /** Gives back hits counted against `key` (an attempt that turned out right). */
  refund(key: string, points?: number): Promise<void>;
  /** Forgets `key` (a successful login clears its failures). */
  reset(key: string): Promise<void>;
}

export interface RateLimitRule {
  /** Distinguishes counters of different rules in a shared store, e.g. 'login-fail-account'. */
  name: string;
  /** Hits allowed per window. */
  points: number;
  windowSeconds: number;
}

/** Makes limiters for rules, all on one store (memory or Redis). */
export interface RateLimiterFactory {
  create(rule: RateLimitRule): RateLimiter;
  close(): Promise<void>;
}
