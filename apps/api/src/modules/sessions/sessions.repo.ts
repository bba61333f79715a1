import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, refreshTokens, userPreferences, users } from '../../db/schema.js';
import { insertCustomer } from '../accounts/accounts.repo.js';

export function createSessionsRepo(db: Db) {
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

    /** Everything the login answer shows, by email. */
    async findForLogin(email: string) {
      const [row] = await db
        .select({
          user: users,
          emailNotification: userPreferences.emailNotification,
          pushNotification: userPreferences.pushNotification,
          smsNotification: userPreferences.smsNotification,
        })
        .from(users)
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    /** The user's customer, created when missing (idempotent). */
    async ensureCustomer(userId: string, now: Date): Promise<{ id: number; customerCode: string }> {
      const [existing] = await db.select({ id: customers.id, customerCode: customers.customerCode }).from(customers).where(eq(customers.userId, userId));
      return existing ?? insertCustomer(db, userId, now);
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    async insertRefreshToken(tx: Db, token: { id: string; userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }) {
      await tx.insert(refreshTokens).values(token);
    },

    /** Retires a live token in favour of `replacedBy`, atomically: its user, or undefined when it is not live. */
    async rotate(tx: Db, tokenHash: string, replacedBy: string, now: Date): Promise<string | undefined> {
      const [row] = await tx
        .update(refreshTokens)
        .set({ revokedAt: now, replacedBy })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
        .returning({ userId: refreshTokens.userId });
      return row?.userId;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOfUser(userId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
