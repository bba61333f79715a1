import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';

// The webhooks that passed their signature (decision 21): one row per piece of news, unique by its dedupe key, so a
// redelivery conflicts and is answered without doing anything again.

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = Pick<typeof paymentEvents.$inferInsert, 'provider' | 'dedupeKey' | 'type' | 'reference' | 'payload'>;

export function createPaymentEventsRepo(db: Executor) {
  return {
    /** The new event's id, or undefined when an event of this dedupe key is already there (a redelivery). */
    async insertOnce(event: NewPaymentEvent): Promise<number | undefined> {
      const [row] = await db.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.dedupeKey }).returning({ id: paymentEvents.id });
      return row?.id;
    },

    async setOutcome(id: number, outcome: string): Promise<void> {
      await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
    },

    /** Forgets an event that could not be handled, so that its redelivery is handled. */
    async remove(id: number): Promise<void> {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
    },
  };
}
export type PaymentEventsRepo = ReturnType<typeof createPaymentEventsRepo>;
