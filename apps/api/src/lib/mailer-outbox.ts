import type { Mailer, MailMessage } from './mailer.js';

// The development outbox: with no SMTP_URL, mails are kept here instead of being sent. Each one is logged with
// its one-time code, and the app lists them at GET /dev/outbox?to=<email> (never in production).

export type OutboxMessage = MailMessage & { sentAt: string };

export interface DevOutbox extends Mailer {
  /** Messages to this address (case-insensitive), oldest first, newest last. */
  messagesTo(email: string): OutboxMessage[];
  /** Every kept message, oldest first. */
  all(): OutboxMessage[];
}

export interface OutboxLog {
  info(obj: object, msg: string): void;
}

/** How many messages the outbox keeps; older ones are dropped first. */
export const OUTBOX_LIMIT = 500;

const normalise = (email: string) => email.trim().toLowerCase();

export function createDevOutbox(log?: OutboxLog): DevOutbox {
  const kept: OutboxMessage[] = [];
  return {
    async send(message) {
      const entry: OutboxMessage = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        sentAt: new Date().toISOString(),
      };
      kept.push(entry);
      if (kept.length > OUTBOX_LIMIT) kept.splice(0, kept.length - OUTBOX_LIMIT);
      // A one-time code stands alone: the digits of an order number (AGH123456) are not one.
      const code = /(?<!\w)\d{6}(?!\w)/.exec(message.text)?.[0];
      log?.info(
        { to: message.to, subject: message.subject, ...(code ? { code } : {}) },
        code ? `dev outbox: mail kept, code ${code}` : 'dev outbox: mail kept',
      );
    },
    messagesTo(email) {
      const wanted = normalise(email);
      return kept.filter((m) => normalise(m.to) === wanted).map((m) => ({ ...m }));
    },
    all() {
      return kept.map((m) => ({ ...m }));
    },
  };
}
