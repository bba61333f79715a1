// Mail goes through SMTP (SMTP_URL); with none set, a development outbox keeps every message in memory,
// prints one-time codes to the log, and lists messages at GET /dev/outbox?to=<email> (never in production).
// Implementations: mailer-smtp.ts, mailer-outbox.ts; mailer-factory.ts picks one; mail-templates.ts writes the texts.

export type MailLanguage = 'en' | 'es' | 'zh';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: friendly, short, in the customer's language. */
  text: string;
  /** Where replies go, when not to the sender (the contact form: the customer who wrote). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
