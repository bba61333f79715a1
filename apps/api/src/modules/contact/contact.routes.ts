import type { Router } from '../../http/router.js';
import { mailLanguage } from '../../lib/mail-templates.js';
import { CONTACT_MESSAGES, type ContactService } from './contact.service.js';

// The scope demands the public key; the bearer token is optional: guests write too.
export function contactRoutes(router: Router, contact: ContactService) {
  router.route(
    'contact',
    {
      tags: ['contact'],
      summary: 'Send a message to the shop (contact form); guests and customers alike',
      description:
        'The message is stored, then mailed to the support address (reply-to: the sender) and acknowledged to the sender ' +
        'in `language` (or the Accept-Language one). A failed mail still answers 200: the message is kept. ' +
        'At most 5 messages per client address in 15 minutes and 10 per email address a day (429 with Retry-After). ' +
        "A valid bearer token records the customer; an invalid or expired one is ignored (the message is taken as a guest's).",
    },
    async (request) => {
      const { name, email, subject, message, language } = request.body;
      const { id } = await contact.send({
        name,
        email,
        subject,
        message,
        language: language ?? mailLanguage(request.headers['accept-language']),
        clientIp: request.ip,
        customerId: request.customer?.customerId ?? null,
      });
      return { status: true as const, message: CONTACT_MESSAGES.sent, data: { id } };
    },
  );
}
