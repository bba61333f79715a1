import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';

// Accounts. A user signs in; each user has exactly one customer (the shop's integer customer id and code).

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    // Stored lower-cased and trimmed (the contract normalises it), so a plain unique index is case-insensitive.
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    otherNames: text('other_names').notNull().default(''),
    gender: text('gender').notNull(),
    picture: text('picture'),
    dateOfBirth: date('date_of_birth'),
    accountType: text('account_type').notNull().default('Customer'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // "Kofi" and "kofi" are the same username.
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerCode: text('customer_code').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('customers_user_uq').on(t.userId),
    uniqueIndex('customers_code_uq').on(t.customerCode),
    check('customers_code_format', sql`${t.customerCode} ~ '^AGC[0-9]{6}$'`),
  ],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotification: boolean('email_notification').notNull().default(true),
  pushNotification: boolean('push_notification').notNull().default(false),
  smsNotification: boolean('sms_notification').notNull().default(false),
  // The rest of the spec's six notification settings (part 2 section 3), with its defaults. Order mails are sent
  // when both email_notification and order_updates are on.
  orderUpdates: boolean('order_updates').notNull().default(true),
  promotions: boolean('promotions').notNull().default(false),
  newsletter: boolean('newsletter').notNull().default(false),
});

/** One-time codes by email address (an account may not exist yet); only a keyed hash of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    verifiedAt: tz('verified_at'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [
    index('otp_codes_email_created_idx').on(t.email, t.createdAt),
    check('otp_codes_purpose', sql`${t.purpose} in ('signup', 'reset')`),
    check('otp_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/** Refresh tokens by sha256 hash. A rotated token points at its successor; a revoked one never works again. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    replacedBy: uuid('replaced_by'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_user_idx').on(t.userId)],
);
