import type { AdminMessage } from '@shop/contract/admin';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { Table, Td, Th } from '../../../components/table';
import { formatMoment } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { messagePath } from '../messages-paths';
import { MessageState } from './message-state';

/** A page of the inbox: an unread message stands out (bold, tinted) and says "Unread"; each subject opens its message. */
export function MessagesTable({ messages }: { messages: readonly AdminMessage[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table caption={t('messages.table.caption')}>
      <thead>
        <tr>
          <Th>{t('messages.table.subject')}</Th>
          <Th>{t('messages.table.from')}</Th>
          <Th>{t('messages.table.received')}</Th>
          <Th>{t('messages.table.state')}</Th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id} className={cn(!message.read && 'bg-brand-50/60')}>
            <Th scope="row" className={message.read ? 'font-normal' : 'font-bold'}>
              <Link to={messagePath(message.id)} className="text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900">
                {message.subject || t('messages.noSubject')}
              </Link>
            </Th>
            <Td className={message.read ? undefined : 'font-semibold'}>
              <span className="block">{message.name}</span>
              <span className="block font-normal text-stone-600 [overflow-wrap:anywhere]">{message.email}</span>
            </Td>
            <Td className="whitespace-nowrap">{formatMoment(message.created_at, i18n.language)}</Td>
            <Td>
              <MessageState message={message} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
