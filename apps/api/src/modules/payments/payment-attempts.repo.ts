import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { orders, paymentAttempts } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';

// The payment attempts (decision 21): one try at paying one order, its frozen amount and its stock hold. Every change
// of an attempt that matters for money happens with the row locked (`lockByReference`), in the transaction that
// also changes the order.

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type AttemptPatch = Partial<
  Pick<
    AttemptRow,
    | 'status'
    | 'providerStatus'
    | 'providerTransactionId'
    | 'gatewayResponse'
    | 'browser'
    | 'hold'
    | 'mismatch'
    | 'refund'
    | 'paidAt'
    | 'lastVerifiedAt'
    | 'holdExpiresAt'
    | 'holdExtendedAt'
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

    /** The order's attempts, newest first (the first is the one the shopper sees; their count numbers the next). */
    async ofOrder(orderId: number): Promise<AttemptRow[]> {
      return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(desc(paymentAttempts.id));
    },

    /** The attempt an Idempotency-Key made for this order, if it made one. */
    async byOrderKey(orderId: number, idempotencyKey: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** The order's pending attempts, locked until the transaction ends (another try supersedes them). */
    async lockPendingOf(orderId: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending')))
        .orderBy(asc(paymentAttempts.id))
        .for('update');
    },

    /**
     * Every attempt of the order, locked until the transaction ends, oldest first: a customer's cancellation takes
     * them before the order's row, in the order the payment recorder does (attempt, then order), so the two never deadlock.
     */
    async lockAllOf(orderId: number): Promise<AttemptRow[]> {
      return db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(asc(paymentAttempts.id)).for('update');
    },

    async byReference(reference: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
      return row;
    },

    /** Pending attempts whose hold has run out, oldest first (payment_attempts_pending_idx). */
    async pendingExpiredBy(now: Date, limit: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.status, 'pending'), lte(paymentAttempts.holdExpiresAt, now)))
        .orderBy(asc(paymentAttempts.holdExpiresAt))
        .limit(limit);
    },

    /**
     * Orders still awaiting payment (Pending, payment pending) with no attempt pending and every attempt's hold run out:
     * the shopper's tries failed and no new one came in time.
     */
    async abandonedOrders(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ orderId: paymentAttempts.orderId })
        .from(paymentAttempts)
        .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
        .where(and(eq(orders.status, 'Pending'), eq(orders.paymentStatus, 'pending')))
        .groupBy(paymentAttempts.orderId)
        .having(and(sql`count(*) filter (where ${paymentAttempts.status} = 'pending') = 0`, lte(sql`max(${paymentAttempts.holdExpiresAt})`, now)))
        .limit(limit);
      return rows.map((r) => r.orderId);
    },

    /** Whether the order has another attempt still pending (a shopper paying again). */
    async otherPending(orderId: number, exceptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'pending'), ne(paymentAttempts.id, exceptId)))
        .limit(1);
      return rows.length > 0;
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
