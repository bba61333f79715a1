import { randomUUID } from 'node:crypto';
import type { LoginData } from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { RateLimiterFactory } from '../../lib/rate-limit.js';
import { hashRefreshToken, newRefreshToken, type AccessTokens, type Clock } from '../../lib/tokens.js';
import { createPasswordAttempts } from './password-attempts.js';
import { createRefreshTokensRepo, type RefreshTokensRepo } from './refresh-tokens.repo.js';
import { createUsersRepo } from './users.repo.js';

export interface SessionsDeps {
  db: Executor;
  tokens: AccessTokens;
  rateLimits: RateLimiterFactory;
  clock: Clock;
}

export const SESSION_MESSAGES = {
  loggedIn: 'Login successful!',
  loggedOut: 'Logged out successfully',
  refreshed: 'Token refreshed',
  authenticated: 'Customer authenticated',
} as const;

export function createSessionsService(deps: SessionsDeps) {
  const { db, tokens, clock } = deps;
  const users = createUsersRepo(db);
  const refreshTokens = createRefreshTokensRepo(db);
  const attempts = createPasswordAttempts(deps.rateLimits);

  /** A new refresh token for the user, stored (as a hash) in the caller's transaction. */
  async function issueRefresh(repo: RefreshTokensRepo, userId: string, id = randomUUID()) {
    const now = clock();
    const fresh = newRefreshToken(now);
    await repo.insert({ id, userId, tokenHash: fresh.hash, createdAt: now, expiresAt: fresh.expiresAt });
    return fresh.token;
  }

  return {
    /**
     * Unknown email and wrong password get the same answer in about the same time. Each attempt is counted per
     * account and per client address before the password is checked (password-attempts.ts).
     */
    async login(email: string, password: string, ip: string): Promise<LoginData> {
      const attempt = await attempts.take(email, ip);
      const found = await users.findForLogin(email);
      const ok = found ? await verifyPassword(found.user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!found || !ok) throw new AppError('INVALID_CREDENTIALS');
      await attempt.succeeded();

      const { user } = found;
      const customer = await users.ensureCustomer(user.id, clock());
      const sessionId = randomUUID();
      const refresh = await issueRefresh(refreshTokens, user.id, sessionId);
      const access = await tokens.sign({ userId: user.id, customerId: customer.id, sessionId });
      return {
        user: {
          id: user.id,
          email: user.email,
          phone_number: user.phoneNumber,
          account_type: user.accountType,
          profile: {
            first_name: user.firstName,
            last_name: user.lastName,
            'Other names': user.otherNames,
            user_name: user.userName,
            picture: user.picture,
            gender: user.gender,
            date_of_birth: user.dateOfBirth,
          },
        },
        customer_id: customer.id,
        access,
        refresh,
        user_preference: {
          email_notification: found.emailNotification ?? true,
          push_notification: found.pushNotification ?? false,
          sms_notification: found.smsNotification ?? false,
          order_updates: found.orderUpdates ?? true,
          promotions: found.promotions ?? false,
          newsletter: found.newsletter ?? false,
        },
      };
    },

    /**
     * Rotates a refresh token: the old one stops working, a new pair comes back. A token that was already rotated
     * is being replayed (stolen, or a copy): every session of its user ends.
     */
    async refresh(token: string): Promise<{ access: string; refresh: string }> {
      const hash = hashRefreshToken(token);
      const nextId = randomUUID();
      const rotated = await inTransaction(db, async (tx) => {
        const txTokens = createRefreshTokensRepo(tx);
        const userId = await txTokens.rotate(hash, nextId, clock());
        if (!userId) return undefined;
        return { userId, refresh: await issueRefresh(txTokens, userId, nextId) };
      });
      if (!rotated) {
        const known = await refreshTokens.find(hash);
        if (known?.replacedBy) await refreshTokens.revokeAllOfUser(known.userId, clock());
        throw new AppError('SESSION_EXPIRED');
      }
      const customer = await users.ensureCustomer(rotated.userId, clock());
      const access = await tokens.sign({ userId: rotated.userId, customerId: customer.id, sessionId: nextId });
      return { access, refresh: rotated.refresh };
    },

    /** Ends the session of this refresh token. Idempotent: an unknown or ended token is fine too. */
    async logout(token: string): Promise<void> {
      await refreshTokens.revoke(hashRefreshToken(token), clock());
    },

    /** The signed-in user's customer id and code; creates the customer if it is somehow missing. */
    async authenticateCustomer(userId: string): Promise<{ id: number; customer_code: string }> {
      if (!(await users.exists(userId))) throw new AppError('UNAUTHORIZED');
      const customer = await users.ensureCustomer(userId, clock());
      return { id: customer.id, customer_code: customer.customerCode };
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
