import { randomUUID } from 'node:crypto';
import { CONTACT_PER_ADDRESS, CONTACT_PER_ADDRESS_WINDOW_SECONDS, CONTACT_PER_EMAIL, CONTACT_PER_EMAIL_WINDOW_SECONDS } from '@shop/contract';
import { contactAcknowledgementMail, contactSupportMail } from '../../lib/mail-templates.js';
import type { Mailer, MailLanguage } from '../../lib/mailer.js';
import type { RateLimiterFactory, RateLimitRule } from '../../lib/rate-limit.js';
import { retryLater } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import type { ContactRepo } from './contact.repo.js';

// The contact form's messages: stored first, then mailed to the support address, so that nothing a customer
// writes is lost when mail fails (docs/decisions/0008-contact-messages.md).

export const CONTACT_RATE_RULES = {
  /** Messages per client address. */
  perAddress: { name: 'contact-ip', points: CONTACT_PER_ADDRESS, windowSeconds: CONTACT_PER_ADDRESS_WINDOW_SECONDS },
  /** Messages per sender address (lower-cased). */
  perEmail: { name: 'contact-email', points: CONTACT_PER_EMAIL, windowSeconds: CONTACT_PER_EMAIL_WINDOW_SECONDS },
} as const satisfies Record<string, RateLimitRule>;

export const CONTACT_MESSAGES = { sent: 'Message sent' } as const;

export interface ContactDeps {
  repo: ContactRepo;
  mailer: Mailer;
  rateLimits: RateLimiterFactory;
  clock: Clock;
  /** SUPPORT_EMAIL: where every message is mailed. */
  supportEmail: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: MailLanguage;
  clientIp: string;
  customerId: number | null;
}

export function createContactService(deps: ContactDeps) {
  const { repo, mailer, clock } = deps;
  const perAddress = deps.rateLimits.create(CONTACT_RATE_RULES.perAddress);
  const perEmail = deps.rateLimits.create(CONTACT_RATE_RULES.perEmail);

  return {
    /** Stores the message, mails it to support (a failure is logged, the message stays stored), acknowledges it. */
    async send(input: ContactInput): Promise<{ id: string; mailed: boolean }> {
      const byAddress = await perAddress.hit(input.clientIp);
      if (!byAddress.allowed) throw retryLater('CONTACT_TOO_MANY_FROM_ADDRESS', byAddress.retryAfterSeconds);
      const byEmail = await perEmail.hit(input.email.toLowerCase());
      if (!byEmail.allowed) throw retryLater('CONTACT_TOO_MANY_FOR_EMAIL', byEmail.retryAfterSeconds);

      const id = randomUUID();
      const createdAt = clock();
      await repo.insert({ id, ...input, createdAt });

      let mailed = false;
      try {
        await mailer.send({
          to: deps.supportEmail,
          replyTo: input.email,
          ...contactSupportMail({ id, ...input, receivedAt: createdAt }),
        });
        mailed = true;
      } catch (err) {
        // Stored with mailed_at null: an operator finds it in contact_messages. The caller still succeeds.
        deps.log.error({ err, contactMessageId: id }, 'contact message stored but not mailed to support');
      }
      if (mailed) {
        await repo.markMailed(id, clock()).catch((err: unknown) => {
          deps.log.warn({ err, contactMessageId: id }, 'contact message mailed but mailed_at not recorded');
        });
        // The acknowledgement goes out in the background, only once support has the message.
        mailer
          .send({ to: input.email, ...contactAcknowledgementMail(input.language, id) })
          .catch((err: unknown) => deps.log.warn({ err, contactMessageId: id }, 'contact acknowledgement not sent'));
      }
      return { id, mailed };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
