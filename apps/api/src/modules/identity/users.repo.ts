import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { customers, userPreferences, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { uniqueViolation } from '../../db/unique-violation.js';

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

/** Users, their customer row and their preferences. */
export function createUsersRepo(db: Executor) {
  /** A new customer row for `userId` with a fresh random code 'AGC' + 6 digits (retrying the rare clash). */
  async function insertCustomer(userId: string, now: Date): Promise<{ id: number; customerCode: string }> {
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

  return {
    /** The email address of a customer's account: where their order mails go. */
    async emailOfCustomer(customerId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ email: users.email })
        .from(customers)
        .innerJoin(users, eq(users.id, customers.userId))
        .where(eq(customers.id, customerId));
      return row?.email;
    },

    /**
     * Where a customer's order mails go, and whether they want them: their email, with their 'Email notifications'
     * and 'Order updates' settings (both on when they never saved any: the spec's defaults).
     */
    async orderMailSettings(customerId: number): Promise<{ email: string; wanted: boolean } | undefined> {
      const [row] = await db
        .select({ email: users.email, email_notification: userPreferences.emailNotification, order_updates: userPreferences.orderUpdates })
        .from(customers)
        .innerJoin(users, eq(users.id, customers.userId))
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(eq(customers.id, customerId));
      if (!row) return undefined;
      return { email: row.email, wanted: (row.email_notification ?? true) && (row.order_updates ?? true) };
    },

    async findByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row;
    },

    async findById(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** Whether the customer of a token is still there, and still the token user's. */
    async customerOfUserExists(customerId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    async exists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    async userNameTaken(userName: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${userName})`)
        .limit(1);
      return row !== undefined;
    },

    /** Everything the login answer shows, by email. */
    async findForLogin(email: string) {
      const [row] = await db
        .select({
          user: users,
          emailNotification: userPreferences.emailNotification,
          pushNotification: userPreferences.pushNotification,
          smsNotification: userPreferences.smsNotification,
          orderUpdates: userPreferences.orderUpdates,
          promotions: userPreferences.promotions,
          newsletter: userPreferences.newsletter,
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
      return existing ?? insertCustomer(userId, now);
    },

    /**
     * The user, the customer and the preferences (run it in a transaction). Two sign-ups racing for one address or
     * username: the database's unique indexes decide, and the loser gets the same clear answer as a later one.
     */
    async createAccount(account: NewAccount, now: Date) {
      try {
        await db.insert(users).values({ ...account, createdAt: now, updatedAt: now });
      } catch (err) {
        const index = uniqueViolation(err);
        if (index === 'users_email_uq') throw new AppError('EMAIL_TAKEN');
        if (index === 'users_user_name_uq') throw new AppError('USERNAME_TAKEN');
        throw err;
      }
      const customer = await insertCustomer(account.id, now);
      await db.insert(userPreferences).values({ userId: account.id });
      return customer;
    },

    async setPassword(userId: string, passwordHash: string, now: Date) {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
