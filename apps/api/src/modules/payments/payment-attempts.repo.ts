import { eq, sql } from 'drizzle-orm';
import { paymentAttempts } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';

// The payment attempts (decision 21): one try at paying one order, its frozen amount and its stock hold. Every change
// of an attempt that matters for money happens with the row locked (`lockByReference`), in the transaction that
// also changes the order.

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type AttemptPatch = Partial<
  Pick<
    AttemptRow,
    'status' | 'providerStatus' | 'providerTransactionId' | 'gatewayResponse' | 'browser' | 'hold' | 'mismatch' | 'refund' | 'paidAt' | 'lastVerifiedAt'
  >
>;

export function createPaymentAttemptsRepo(db: Executor) {
  return {
    async insert(attempt: NewAttempt): Promise<AttemptRow> {
      const [row] = await db.insert(paymentAttempts).values(attempt).returning();
      return row!;
    },

    /** The attempt of this reference, locked until the transaction ends: its changes are serialised. */
    async lockByReference(reference: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)).for('update');
      return row;
    },

    async byReference(reference: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
      return row;
    },

    async update(id: number, patch: AttemptPatch): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(paymentAttempts.id, id));
    },
  };
}
export type PaymentAttemptsRepo = ReturnType<typeof createPaymentAttemptsRepo>;
