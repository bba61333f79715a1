import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { oneOf, tz } from './columns.js';

// The sandbox payment provider's own state (issue 12, decision 21): what a real provider keeps on its side, kept here
// so that a sandbox payment survives a restart and is seen by every instance. Only the sandbox provider reads and
// writes it (PAYMENT_PROVIDER=sandbox, never in production); the shop's own record of a payment is its attempt.

export const SANDBOX_PAYMENT_STATUSES = ['created', 'pending', 'successful', 'failed', 'refunded'] as const;
export const SANDBOX_CHANNELS = ['mobile_money', 'card', 'bank_transfer'] as const;

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** The shop's reference of the attempt (unique per attempt, as a real provider requires). */
    reference: text('reference').primaryKey(),
    /** The sandbox's own transaction id, as a provider's (what its webhooks and verify answers carry). */
    transactionId: text('transaction_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The channel the shop asked for; the page opens on it. */
    channel: text('channel').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status').notNull().default('created'),
    /** What the payer used on the page: a channel, and the network, number or card's last four digits. */
    paidWith: text('paid_with'),
    network: text('network'),
    payerNumber: text('payer_number'),
    cardLast4: text('card_last4'),
    /** What the payer paid, in minor units: the amount, unless a test number pays another (a mismatch to refuse). */
    paidAmountMinor: integer('paid_amount_minor'),
    /** A pending payment that approves by itself at this moment (the slow mobile-money test number). */
    resolveAt: tz('resolve_at'),
    resolvedAt: tz('resolved_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sandbox_payments_transaction_uq').on(t.transactionId),
    check('sandbox_payments_status', oneOf('status', SANDBOX_PAYMENT_STATUSES)),
    check('sandbox_payments_channel', oneOf('channel', SANDBOX_CHANNELS)),
    check('sandbox_payments_amount_positive', sql`${t.amountMinor} > 0`),
    // The payments that approve by themselves, for whoever resolves them when due.
    index('sandbox_payments_due_idx')
      .on(t.resolveAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
