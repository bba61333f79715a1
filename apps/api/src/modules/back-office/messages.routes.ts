import type { AdminRouter } from '../../http/admin-router.js';
import type { InboxService } from '../contact/inbox.service.js';
import { recordAudit } from './audit.js';

/** The contact messages' inbox: any staff member. */
export function staffMessageRoutes(router: AdminRouter, inbox: InboxService) {
  router.route('messages', { summary: 'Contact messages, newest first, with the number unread' }, async (request) => {
    const { page, page_size, status } = request.query;
    const { messages, total, unread } = await inbox.list(status, page, page_size);
    return { status: true as const, message: 'Messages', data: messages, count: total, total_pages: Math.ceil(total / page_size), page, page_size, unread };
  });

  router.route('message', { summary: 'One message with the replies sent' }, async (request) => ({
    status: true as const,
    message: 'Message',
    data: await inbox.read(request.params.id),
  }));

  router.route('messageMark', { summary: 'Mark a message read or unread' }, async (request) => {
    const { staff, params } = request;
    return {
      status: true as const,
      message: request.body.read ? 'Marked read' : 'Marked unread',
      data: await inbox.mark(params.id, request.body.read, {
        actor: staff,
        record: (tx, before, after) => recordAudit(tx, staff, 'message.mark', `message:${params.id}`, before, after),
      }),
    };
  });

  router.route('messageReply', { summary: 'Reply by mail to the sender, in their language', creates: true }, async (request, reply) => {
    const { staff, params } = request;
    const answered = await inbox.reply(params.id, request.body.body, {
      actor: staff,
      record: (tx, before, after) => recordAudit(tx, staff, 'message.reply', `message:${params.id}`, before, after),
    });
    reply.code(201);
    return { status: true as const, message: 'Reply sent', data: answered };
  });
}
