import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/contract/admin';
import type { AdminAnswerOf } from '@shop/contract/admin-endpoints';
import { callAdmin } from '../../../lib/admin-client';
import type { MessageFilters } from '../message-filters';

// The contact form's messages: the inbox (GET /messages/, with the number unread), one message with its replies
// (GET /messages/:id/), marking it read or unread (PATCH) and replying (POST .../replies/, mailed to the sender).

const MESSAGES = 'messages';
const messageKey = (id: string) => [MESSAGES, 'message', id] as const;

/** A page of the inbox, newest first; the page shown stays while the next one loads. */
export const messagesQuery = ({ status, page }: MessageFilters) =>
  queryOptions({
    queryKey: [MESSAGES, 'list', status, page],
    queryFn: ({ signal }) => callAdmin('messages', { query: { status, page, page_size: ADMIN_PAGE_SIZE_DEFAULT }, signal }),
    placeholderData: keepPreviousData,
  });

/** How many messages nobody has read yet (the navigation shows it), asked again every minute while the page is open. */
export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: [MESSAGES, 'unread'],
    queryFn: ({ signal }) => callAdmin('messages', { query: { status: 'unread', page: 1, page_size: 1 }, signal }),
    select: (answer): number => (Number.isInteger(answer.unread) ? answer.unread : 0),
    refetchInterval: 60_000,
  });

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: messageKey(id),
    queryFn: ({ signal }) => callAdmin('message', { params: { id }, signal }),
    select: (answer) => answer.data,
  });

/** Shows the message the server answered at once, and has the inbox and its count fetched again. */
function showAnswer(queryClient: QueryClient, id: string, answer: AdminAnswerOf<'message'>) {
  queryClient.setQueryData(messageKey(id), answer);
  void queryClient.invalidateQueries({ queryKey: [MESSAGES, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [MESSAGES, 'unread'] });
}

/** Marks the message read or unread. */
export const markMessageMutation = (queryClient: QueryClient, id: string) => ({
  mutationFn: (read: boolean) => callAdmin('messageMark', { params: { id }, body: { read } }),
  onSuccess: (answer: AdminAnswerOf<'messageMark'>) => showAnswer(queryClient, id, answer),
});

/** Replies to the message: the server mails the reply to the sender and answers the message with its replies. */
export const replyMutation = (queryClient: QueryClient, id: string) => ({
  mutationFn: (body: string) => callAdmin('messageReply', { params: { id }, body: { body } }),
  onSuccess: (answer: AdminAnswerOf<'messageReply'>) => showAnswer(queryClient, id, answer),
});
