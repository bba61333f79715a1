import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, otpCodes, refreshTokens, userPreferences, users } from '../../db/schema.js';

export type OtpPurpose = 'signup' | 'reset';
export type OtpRow = typeof otpCodes.$inferSelect;

export interface NewAccount {
  id: string;
  email: string;
  userName: string;
  phoneNumber: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  otherNames: string;
  gender: string;
}

/** The name of the unique index a statement violated (either driver, bare or wrapped by drizzle), or undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** A new customer row for `userId` with a fresh random code 'AGC' + 6 digits (retrying the rare clash). */
export async function insertCustomer(db: Db, userId: string, now: Date): Promise<{ id: number; customerCode: string }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const customerCode = `AGC${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const [row] = await db
      .insert(customers)
      .values({ userId, customerCode, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: customers.id, customerCode: customers.customerCode });
    if (row) return row;
    // The user may have got their customer meanwhile (a concurrent call): that one is the answer.
    const [existing] = await db.select({ id: customers.id, customerCode: customers.customerCode }).from(customers).where(eq(customers.userId, userId));
    if (existing) return existing;
  }
  throw new Error('Could not allocate a customer code');
}

export function createAccountsRepo(db: Db) {
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

    /** Serialises code requests for one address until the transaction ends (both PostgreSQL and PGlite). */
    async lockAddress(tx: Db, email: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`);
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async findUserById(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    async userNameTaken(userName: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${userName})`)
        .limit(1);
      return row !== undefined;
    },

    async latestCode(email: string, tx: Db = db): Promise<OtpRow | undefined> {
      const [row] = await tx.select().from(otpCodes).where(eq(otpCodes.email, email)).orderBy(desc(otpCodes.createdAt), desc(otpCodes.id)).limit(1);
      return row;
    },

    async insertCode(tx: Db, code: { email: string; purpose: OtpPurpose; codeHash: string; createdAt: Date; expiresAt: Date }) {
      const [row] = await tx.insert(otpCodes).values(code).returning({ id: otpCodes.id });
      return row!.id;
    },

    deleteCode: (id: number) => db.delete(otpCodes).where(eq(otpCodes.id, id)),

    /** Counts one wrong try, atomically; the tries made so far after this one. */
    async countWrongTry(id: number, maxTries: number): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxTries)))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? maxTries;
    },

    markVerified: (id: number, now: Date) =>
      db.update(otpCodes).set({ verifiedAt: now }).where(and(eq(otpCodes.id, id), isNull(otpCodes.verifiedAt))),

    /** Uses the code up; false when another request used it first. */
    async consumeCode(tx: Db, id: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    /** The user, the customer and the preferences, in the caller's transaction. */
    async createAccount(tx: Db, account: NewAccount, now: Date) {
      await tx.insert(users).values({ ...account, createdAt: now, updatedAt: now });
      const customer = await insertCustomer(tx, account.id, now);
      await tx.insert(userPreferences).values({ userId: account.id });
      return customer;
    },

    async setPassword(tx: Db, userId: string, passwordHash: string, now: Date) {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async revokeAllRefreshTokens(tx: Db, userId: string, now: Date) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
