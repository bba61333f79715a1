import { retryLater } from '../../lib/errors.js';
import type { RateLimiterFactory } from '../../lib/rate-limit.js';
import { RATE_RULES } from './rate-rules.js';

// A password is checked only after its attempt has been counted (issue 15): the count and the check of the limit are
// one atomic step in the shared store (memory, or Redis across instances), taken before the costly hash. Counting after
// the hash, as before, let 200 guesses sent at once all be checked; now no more than the limit ever are. An attempt
// that proves right is given back, so the counts are of attempts not (yet) proven right.

/** What the caller does once the password has been checked and found right. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
}

export function createPasswordAttempts(rateLimits: RateLimiterFactory) {
  const byAccount = rateLimits.create(RATE_RULES.loginAccount);
  const byAddress = rateLimits.create(RATE_RULES.loginAddress);

  return {
    /**
     * Takes one attempt of the account and, for a login, of the client address; throws 429 RATE_LIMITED with the real
     * wait when either has none left. A locked account refuses even its right password; an address over its short
     * window only waits (shoppers behind one carrier address are slowed, not locked out).
     */
    async take(email: string, clientIp?: string): Promise<PasswordAttempt> {
      const account = await byAccount.hit(email);
      if (!account.allowed) throw retryLater('RATE_LIMITED', account.retryAfterSeconds);
      if (clientIp !== undefined) {
        const address = await byAddress.hit(clientIp);
        if (!address.allowed) {
          // Nothing was tried on the account: its attempt goes back.
          await byAccount.refund(email);
          throw retryLater('RATE_LIMITED', address.retryAfterSeconds);
        }
      }
      return {
        async succeeded() {
          // The right password forgets the account's earlier failures; the address only gets this attempt back.
          await byAccount.reset(email);
          if (clientIp !== undefined) await byAddress.refund(clientIp);
        },
      };
    },
    /** Forgets an account's attempts (its password was just reset by mail). */
    forget: (email: string) => byAccount.reset(email),
  };
}
export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
