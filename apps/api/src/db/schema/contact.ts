import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.js';
import { customers } from './identity.js';

// Messages of the contact form (spec part 2, section 5). Stored first, then mailed to SUPPORT_EMAIL; mailed_at stays
// null when the mail failed, so nothing is lost (see docs/decisions/0008-contact-messages.md). Kept until an operator
// deletes them.

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The reader's language (en, es, zh): the acknowledgement mail's. */
    language: text('language', { enum: ['en', 'es', 'zh'] }).notNull(),
    clientIp: text('client_ip').notNull(),
    /** The signed-in customer who wrote, if any; guests write too. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull(),
    mailedAt: tz('mailed_at'),
    /** When a staff member read it (the back office's inbox, issue 16); null while unread. */
    readAt: tz('read_at'),
    /** When the shop last replied. */
    repliedAt: tz('replied_at'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The inbox's unread count and filter.
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
    check('contact_messages_language', sql`${t.language} in ('en', 'es', 'zh')`),
    // The contract's maxima (CONTACT_*_MAX), as a last guard.
    check(
      'contact_messages_lengths',
      sql`char_length(${t.name}) <= 100 and char_length(${t.email}) <= 254 and char_length(${t.subject}) <= 150 and char_length(${t.message}) <= 5000`,
    ),
  ],
);
