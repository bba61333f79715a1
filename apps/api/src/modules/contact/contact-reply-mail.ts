import { eq } from 'drizzle-orm';
import { contactMessages, contactReplies } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';
import type { MailContent } from '../../lib/mail-templates.js';
import type { MailLanguage } from '../../lib/mailer.js';

// The shop's reply to a contact message (the back office's inbox, issue 16): the staff member's words, framed in the
// language the sender wrote in, with their own message quoted below. Sent through the outbox, so a mail server that
// refuses delays the reply and never loses it.

/** The outbox payload of a 'contact_reply' mail. */
export interface ContactReplyPayload {
  reply_id: number;
}

const TEXTS: Record<
  MailLanguage,
  { hello(name: string): string; youWrote(date: string): string; writeBack(email: string): string; signature: string; locale: string }
> = {
  en: {
    hello: (name) => `Hello ${name},`,
    youWrote: (date) => `On ${date} you wrote:`,
    writeBack: (email) => `To answer, write to ${email}.`,
    signature: 'Akwaaba Market',
    locale: 'en-GH',
  },
  es: {
    hello: (name) => `Hola ${name}:`,
    youWrote: (date) => `El ${date} escribiste:`,
    writeBack: (email) => `Para responder, escribe a ${email}.`,
    signature: 'Akwaaba Market',
    locale: 'es',
  },
  zh: {
    hello: (name) => `${name}，您好：`,
    youWrote: (date) => `您于 ${date} 写道：`,
    writeBack: (email) => `如需回复，请写信至 ${email}。`,
    signature: 'Akwaaba Market',
    locale: 'zh-CN',
  },
};

export function contactReplyMail(
  language: MailLanguage,
  message: { name: string; subject: string; message: string; createdAt: Date },
  reply: { body: string },
  supportEmail: string,
): MailContent {
  const t = TEXTS[language];
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'Africa/Accra' }).format(message.createdAt);
  const quoted = message.message.split('\n').map((line) => `> ${line}`);
  const text = [t.hello(message.name), '', reply.body, '', t.writeBack(supportEmail), t.signature, '', t.youWrote(date), ...quoted];
  return { subject: `Re: ${message.subject}`, text: text.join('\n') };
}

/** The outbox's renderer of 'contact_reply' mails; undefined when the reply or its message is gone. */
export const renderContactReply =
  (options: { supportEmail: string }) =>
  async (db: Executor, payload: unknown, language: MailLanguage): Promise<MailContent | undefined> => {
    const [row] = await db
      .select({ reply: contactReplies, message: contactMessages })
      .from(contactReplies)
      .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
      .where(eq(contactReplies.id, (payload as ContactReplyPayload).reply_id));
    return row ? contactReplyMail(language, row.message, row.reply, options.supportEmail) : undefined;
  };
