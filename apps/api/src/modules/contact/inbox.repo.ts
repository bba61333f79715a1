import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { contactMessages, contactReplies, outboxMails } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';

// The contact messages as the back office's inbox (issue 16): read or unread, and the shop's replies.

export type InboxStatus = 'unread' | 'read' | 'all';
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;

const statusWhere = (status: InboxStatus) =>
  status === 'unread' ? isNull(contactMessages.readAt) : status === 'read' ? isNotNull(contactMessages.readAt) : undefined;

export function createInboxRepo(db: Executor) {
  return {
    async page(status: InboxStatus, page: number, pageSize: number) {
      const [rows, [counted], [unread]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(statusWhere(status))
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(contactMessages).where(statusWhere(status)),
        db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
      ]);
      return { rows, total: counted?.n ?? 0, unread: unread?.n ?? 0 };
    },
    async byId(id: string): Promise<ContactMessageRow | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row;
    },
    async lockById(id: string): Promise<ContactMessageRow | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      return row;
    },
    repliesOf(messageId: string): Promise<ContactReplyRow[]> {
      return db.select().from(contactReplies).where(eq(contactReplies.messageId, messageId)).orderBy(asc(contactReplies.at), asc(contactReplies.id));
    },
    /** Marks it read (keeping the first moment it was read) or unread. */
    async mark(id: string, read: boolean, at: Date): Promise<void> {
      await db
        .update(contactMessages)
        .set({ readAt: read ? at : null })
        .where(read ? and(eq(contactMessages.id, id), isNull(contactMessages.readAt)) : eq(contactMessages.id, id));
    },
    async addReply(row: typeof contactReplies.$inferInsert): Promise<ContactReplyRow> {
      const [created] = await db.insert(contactReplies).values(row).returning();
      await db.update(contactMessages).set({ repliedAt: row.at! }).where(eq(contactMessages.id, row.messageId));
      return created!;
    },
    async queueMail(mail: typeof outboxMails.$inferInsert): Promise<void> {
      await db.insert(outboxMails).values(mail);
    },
  };
}
