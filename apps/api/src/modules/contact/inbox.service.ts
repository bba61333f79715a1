import type { AdminMessage, AdminMessageWithReplies } from '@shop/contract/admin';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import type { ContactReplyPayload } from './contact-reply-mail.js';
import { createInboxRepo, type ContactMessageRow, type InboxStatus } from './inbox.repo.js';

// The contact messages as the back office's inbox (issue 16): listed newest first with the unread count, marked read
// or unread, answered by mail. A reply is stored and its mail queued in one transaction, then sent by the outbox.

/** Who acts, and what their audit log keeps of it (in the change's transaction). */
export interface InboxChange {
  actor: { id: string | null; email: string };
  record(tx: Executor, before: unknown, after: unknown): Promise<void>;
}

const messageAnswer = (row: ContactMessageRow): AdminMessage => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  language: row.language,
  customer_id: row.customerId,
  read: row.readAt !== null,
  replied_at: row.repliedAt?.toISOString() ?? null,
});

export function createInboxService({ db, clock, mailQueued }: { db: Executor; clock: Clock; mailQueued(): void }) {
  const inbox = createInboxRepo(db);

  async function whole(id: string): Promise<AdminMessageWithReplies> {
    const row = await inbox.byId(id);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    const replies = await inbox.repliesOf(id);
    return {
      ...messageAnswer(row),
      replies: replies.map((r) => ({ id: r.id, at: r.at.toISOString(), body: r.body, staff: { id: r.staffId, email: r.staffEmail } })),
    };
  }

  return {
    async list(status: InboxStatus, page: number, pageSize: number) {
      const { rows, total, unread } = await inbox.page(status, page, pageSize);
      return { messages: rows.map(messageAnswer), total, unread };
    },

    read: whole,

    async mark(id: string, read: boolean, change: InboxChange) {
      await inTransaction(db, async (tx) => {
        const repo = createInboxRepo(tx);
        const before = await repo.lockById(id);
        if (!before) throw new AppError('MESSAGE_NOT_FOUND');
        await repo.mark(id, read, clock());
        if ((before.readAt !== null) !== read) await change.record(tx, { read: before.readAt !== null }, { read });
      });
      return whole(id);
    },

    /** Stores the reply, marks the message read and queues the mail to its sender, in their language. */
    async reply(id: string, body: string, change: InboxChange) {
      await inTransaction(db, async (tx) => {
        const repo = createInboxRepo(tx);
        const message = await repo.lockById(id);
        if (!message) throw new AppError('MESSAGE_NOT_FOUND');
        const at = clock();
        const reply = await repo.addReply({ messageId: id, staffId: change.actor.id, staffEmail: change.actor.email, body, at });
        await repo.mark(id, true, at);
        await repo.queueMail({
          kind: 'contact_reply',
          recipient: message.email,
          language: message.language,
          payload: { reply_id: reply.id } satisfies ContactReplyPayload,
        });
        await change.record(tx, null, { reply_id: reply.id, to: message.email, body });
      });
      mailQueued();
      return whole(id);
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
