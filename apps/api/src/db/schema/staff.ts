import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, STOCK_ADJUSTMENT_REASONS } from '@shop/contract/admin-endpoints';
import { stockItems } from './catalogue.js';
import { contactMessages } from './contact.js';
import { oneOf, tz } from './columns.js';

// The back office's people (issue 16). Staff are not customers: their own table, their own sessions, their own
// sign-in, so a customer's token can never open a staff route nor a staff session a customer's.

export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey(),
    // Lower-cased and trimmed by the contract, so a plain unique index is case-insensitive.
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A member who left keeps their name in the audit log; they can no longer sign in. */
    active: boolean('active').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email), check('staff_role', oneOf('role', STAFF_ROLES))],
);

/** Staff sessions by the sha256 of their opaque token; ended by signing out, by a deactivation or by time. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    endedAt: tz('ended_at'),
  },
  (t) => [uniqueIndex('staff_sessions_token_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change a staff member makes (issue 16): who, what, on what, when, and the thing before and after. Written in
 * the same transaction as the change, so a change without its entry cannot exist. Never updated, never deleted.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    // Kept when a member is removed from the database by hand: the entry still says who it was by email.
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    /** 'order.status', 'staff.create', ... */
    action: text('action').notNull(),
    /** What was changed: 'order:AGH123456', 'staff:<uuid>'. */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('staff_audit_at_idx').on(t.at), index('staff_audit_staff_idx').on(t.staffId, t.at), check('staff_audit_action', sql`${t.action} <> ''`)],
);

/** Every stock level changed by hand (issue 16): by how much, why, by whom, and the level it left. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_adjustments_stock_idx').on(t.stockId, t.at),
    check('stock_adjustments_reason', oneOf('reason', STOCK_ADJUSTMENT_REASONS)),
    check('stock_adjustments_delta', sql`${t.delta} <> 0 and ${t.quantityAfter} >= 0`),
  ],
);

/** The shop's replies to contact messages, mailed to the sender through the outbox. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.at)],
);
