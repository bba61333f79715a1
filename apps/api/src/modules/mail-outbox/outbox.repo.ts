import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { outboxMails } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';

// The mails waiting in outbox_mails: written by the transaction whose change they tell (an order placed), claimed and
// sent after it committed. A claim takes rows no other sender holds (FOR UPDATE SKIP LOCKED) and leases them by moving
// their next attempt forward, so two instances never send the same row at once, and a sender that died mid-send leaves
// its rows to be tried again when the lease runs out.

export type OutboxMailRow = typeof outboxMails.$inferSelect;

export function createOutboxRepo(db: Executor) {
  return {
    /** How many mails are queued and not sent yet (the metrics' queue depth). */
    async countUnsent(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxMails)
        .where(isNull(outboxMails.sentAt));
      return Number(row?.n ?? 0);
    },
    /**
     * Up to `limit` due rows (oldest first), each counted as one more attempt and leased until `leaseUntil`, in one
     * statement: a row is claimed by exactly one caller.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number, maxAttempts: number): Promise<OutboxMailRow[]> {
      const due = db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(and(isNull(outboxMails.sentAt), lte(outboxMails.nextAttemptAt, now), lt(outboxMails.attempts, maxAttempts)))
        .orderBy(asc(outboxMails.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMails)
        .set({ attempts: sql`${outboxMails.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(inArray(outboxMails.id, due))
        .returning();
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(outboxMails).set({ sentAt: at, lastError: null }).where(eq(outboxMails.id, id));
    },

    /** The attempt failed: why, and when to try again (the lease is replaced by the back-off). */
    async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outboxMails)
        .set({ lastError: error.slice(0, 1000), nextAttemptAt })
        .where(eq(outboxMails.id, id));
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
