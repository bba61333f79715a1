import { and, eq, lte, sql } from 'drizzle-orm';
import { sandboxPayments } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';
import { uniqueViolation } from '../../db/unique-violation.js';

// The sandbox provider's own record of each payment (sandbox_payments): what a real provider keeps on its side. Every
// change of status is one conditional update, so two instances (or a timer and a verify) never both make the same
// change: the one that updated the row is the one that tells the shop (sends the webhook).

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = Omit<typeof sandboxPayments.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;

/** What the payer used, and how it ended: the columns a payment on the page sets. */
export interface SandboxPaid {
  status: 'pending' | 'successful' | 'failed';
  paidWith: string;
  network: string | null;
  payerNumber: string | null;
  cardLast4: string | null;
  paidAmountMinor: number | null;
  resolveAt: Date | null;
  resolvedAt: Date | null;
}

export function createSandboxPaymentsRepo(db: Executor) {
  return {
    /** The new payment (status created), or undefined when its reference is taken. */
    async insert(payment: NewSandboxPayment, now: Date): Promise<SandboxPaymentRow | undefined> {
      try {
        const [row] = await db
          .insert(sandboxPayments)
          .values({ ...payment, createdAt: now, updatedAt: now })
          .returning();
        return row;
      } catch (err) {
        if (uniqueViolation(err) !== undefined) return undefined;
        throw err;
      }
    },

    async find(reference: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
      return row;
    },

    /** Records a payment made on the page, only while the payment is still created (nobody paid it yet). */
    async pay(reference: string, paid: SandboxPaid, now: Date): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ ...paid, updatedAt: now })
        .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.status, 'created')))
        .returning();
      return row;
    },

    /** Approves the pending payments whose moment came (all, or the one of `reference`); answers those it approved. */
    async approveDue(now: Date, reference?: string): Promise<SandboxPaymentRow[]> {
      return db
        .update(sandboxPayments)
        .set({
          status: 'successful',
          resolvedAt: now,
          updatedAt: now,
          paidAmountMinor: sql`coalesce(${sandboxPayments.paidAmountMinor}, ${sandboxPayments.amountMinor})`,
        })
        .where(
          and(
            eq(sandboxPayments.status, 'pending'),
            lte(sandboxPayments.resolveAt, now),
            ...(reference === undefined ? [] : [eq(sandboxPayments.reference, reference)]),
          ),
        )
        .returning();
    },

    /** Marks a successful payment refunded; undefined when it is not (or no longer) successful. */
    async refund(reference: string, now: Date): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.status, 'successful')))
        .returning();
      return row;
    },
  };
}
export type SandboxPaymentsRepo = ReturnType<typeof createSandboxPaymentsRepo>;
