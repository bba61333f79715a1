import type { Mailer } from './mailer.js';
import { createDevOutbox, type DevOutbox, type OutboxLog } from './mailer-outbox.js';
import { createSmtpMailer } from './mailer-smtp.js';

export interface MailerOptions {
  /** SMTP_URL: send for real; without it, mails go to the development outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM, e.g. 'Akwaaba Market <no-reply@akwaaba.market>'. */
  from: string;
  log: OutboxLog;
}

export function createMailer({ smtpUrl, from, log }: MailerOptions): { mailer: Mailer; outbox?: DevOutbox } {
  if (smtpUrl) return { mailer: createSmtpMailer(smtpUrl, from) };
  const outbox = createDevOutbox(log);
  return { mailer: outbox, outbox };
}
