import type { Mailer } from './mailer.js';

/**
 * Sends through the SMTP server of `smtpUrl` (e.g. smtps://user:pass@smtp.example.com:465 or
 * smtp://user:pass@host:587; the URL's query may carry further nodemailer options, and wins over the timeouts
 * below). `send` resolves once the server accepted the message and throws an Error otherwise (connection,
 * authentication, rejected recipient, timeout); the caller decides what to answer.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Imported here, not at the top: a server without SMTP_URL (development, the outbox) never loads nodemailer, about
  // 14 MiB of memory (issue 14's memory goal). Started at once, so the first mail does not wait for it.
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: smtpUrl,
      // nodemailer waits up to 2 minutes for a connection by default; a request waiting on a mail should not.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    async send(message) {
      try {
        await (
          await transport
        ).sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        });
      } catch (err) {
        // The SMTP URL (it may hold a password) is never part of the message; nodemailer's reason names none.
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`Mail not sent: ${reason}`, { cause: err });
      }
    },
  };
}
