// Whether a failure is the database being out of reach (down, restarting, silent, out of connections, too slow) rather
// than a fault of ours: those are answered 503 with Retry-After, so that a shopper's app and a balancer wait and try
// again, instead of a 500 that reads like a bug (issue 15).

/** SQLSTATEs of an unreachable or overwhelmed server: connection exceptions, shutdowns, too many clients, statement timeout. */
const SERVER_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '57014']);
/** Node's network errors on the way to the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
/** node-postgres's own words for a connection or a query it gave up on. */
const CLIENT_MESSAGES = [/timeout exceeded when trying to connect/i, /query read timeout/i, /connection terminated/i, /not queryable/i];

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (DrizzleQueryError, with `cause`).
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SERVER_CODES.has(code) || NETWORK_CODES.has(code))) return true;
    if (CLIENT_MESSAGES.some((pattern) => pattern.test(e instanceof Error ? e.message : ''))) return true;
  }
  return false;
}
