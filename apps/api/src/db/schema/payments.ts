import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { oneOf, tz } from './columns.js';
import { customers } from './identity.js';
import { orders } from './orders.js';

// Paying an order online (issue 12, decision 21). An attempt is one try at paying one order through the provider: our
// reference, the amount frozen from the order, the stock hold it keeps, and what the provider said. Events are the
// webhooks that passed their signature, kept once each (a redelivery conflicts on its dedupe key).

export const ATTEMPT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export const ATTEMPT_METHODS = ['mobile_money', 'card', 'bank_transfer'] as const;
/** The order's stock for this attempt: taken and held, given back, or kept for good once paid. */
export const HOLD_STATES = ['held', 'released', 'committed'] as const;
/**
 * Money the provider took that the shop must give back (a second payment, a wrong amount, stock gone, a refund from the
 * back office): `asked` while one caller is asking the provider, claimed in a transaction so it is asked once.
 */
export const REFUND_STATES = ['due', 'asked', 'processed', 'failed'] as const;

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    /** Ours, unique per attempt, sent to the provider: `AGH123456-2-x7k2q9`. */
    reference: text('reference').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    network: text('network'),
    /** The mobile-money number that pays (shown masked). */
    payerPhone: text('payer_phone'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's last word on it, and its ids. */
    providerStatus: text('provider_status'),
    providerTransactionId: text('provider_transaction_id'),
    gatewayResponse: text('gateway_response'),
    /** What the storefront needs to show the provider's page (never a secret). */
    browser: jsonb('browser'),
    hold: text('hold').notNull().default('held'),
    holdExpiresAt: tz('hold_expires_at').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why a provider's answer was not taken as payment (amount, currency, mode): for review, never paid. */
    mismatch: text('mismatch'),
    refund: text('refund'),
    paidAt: tz('paid_at'),
    lastVerifiedAt: tz('last_verified_at'),
    /** When the sweeper gave a slow payment (the shopper acted, the provider still pending) one more hold period. */
    holdExtendedAt: tz('hold_extended_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_attempts_reference_uq').on(t.reference),
    unique('payment_attempts_order_idempotency_uq').on(t.orderId, t.idempotencyKey),
    index('payment_attempts_order_idx').on(t.orderId),
    // The sweeper's question: pending attempts whose hold has run out.
    index('payment_attempts_pending_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_attempts_status', oneOf('status', ATTEMPT_STATUSES)),
    check('payment_attempts_method', oneOf('method', ATTEMPT_METHODS)),
    check('payment_attempts_hold', oneOf('hold', HOLD_STATES)),
    check('payment_attempts_refund', sql`refund is null or ${oneOf('refund', REFUND_STATES)}`),
    check('payment_attempts_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's event named once (type, transaction, status): a redelivery conflicts here and changes nothing. */
    dedupeKey: text('dedupe_key').notNull(),
    type: text('type').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').notNull(),
    /** What handling it did (paid, already paid, unknown reference, mismatch, ...). */
    outcome: text('outcome'),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_events_dedupe_uq').on(t.dedupeKey), index('payment_events_reference_idx').on(t.reference)],
);
