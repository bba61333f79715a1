// The contact form's messages (issue 16): the inbox with what is unread, one message with its replies, replying by email.
export { MessagesPage } from './components/messages-page';
export { MessagePage } from './components/message-page';
export { unreadMessagesQuery } from './api/messages-api';
export { MESSAGES_PATH } from './messages-paths';
