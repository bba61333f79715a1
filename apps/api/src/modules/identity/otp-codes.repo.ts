import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { otpCodes } from '../../db/schema/index.js';

export type OtpPurpose = 'signup' | 'reset';
export type OtpRow = typeof otpCodes.$inferSelect;

/** One-time codes by email address (only a keyed hash of each code is stored). */
export function createOtpCodesRepo(db: Executor) {
  return {
    /** Serialises code requests for one address until the transaction ends (both PostgreSQL and PGlite). */
    async lockAddress(email: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`);
    },

    async latest(email: string): Promise<OtpRow | undefined> {
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.email, email)).orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
      return row;
    },

    async insert(code: { email: string; purpose: OtpPurpose; codeHash: string; createdAt: Date; expiresAt: Date }) {
      const [row] = await db.insert(otpCodes).values(code).returning({ id: otpCodes.id });
      return row!.id;
    },

    async delete(id: number) {
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
    },

    /**
     * Takes one try of the code before it is compared, atomically: concurrent takers queue on the row and each sees
     * the count the one before left, so no more than `maxTries` comparisons ever happen. The tries taken after this
     * one, or undefined when none was left.
     */
    async takeTry(id: number, maxTries: number): Promise<number | undefined> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxTries)))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts;
    },

    /** Gives back the try of a right code: only wrong tries count against the code. */
    async giveBackTry(id: number) {
      await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} - 1` })
        .where(and(eq(otpCodes.id, id), gt(otpCodes.attempts, 0)));
    },

    async markVerified(id: number, now: Date) {
      await db
        .update(otpCodes)
        .set({ verifiedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.verifiedAt)));
    },

    /** Uses the code up; false when another request used it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },
  };
}
export type OtpCodesRepo = ReturnType<typeof createOtpCodesRepo>;
