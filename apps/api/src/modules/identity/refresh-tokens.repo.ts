import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { refreshTokens } from '../../db/schema/index.js';

/** Refresh tokens by sha256 hash: a rotated token points at its successor, a revoked one never works again. */
export function createRefreshTokensRepo(db: Executor) {
  return {
    async insert(token: { id: string; userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(refreshTokens).values(token);
    },

    /** Retires a live token in favour of `replacedBy`, atomically: its user, or undefined when it is not live. */
    async rotate(tokenHash: string, replacedBy: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(refreshTokens)
        .set({ revokedAt: now, replacedBy })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
        .returning({ userId: refreshTokens.userId });
      return row?.userId;
    },

    async find(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every session of the user (a password reset, a replayed refresh token). */
    /** Ends every session of the user, but `keepId`'s when given (the session that changed the password). */
    async revokeAllOfUser(userId: string, now: Date, keepId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), keepId ? ne(refreshTokens.id, keepId) : undefined));
    },
  };
}
export type RefreshTokensRepo = ReturnType<typeof createRefreshTokensRepo>;
