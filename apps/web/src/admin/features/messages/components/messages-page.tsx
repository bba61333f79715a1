import { useQuery } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { PageHeading } from '../../../components/page-heading';
import { PagedResults } from '../../../components/paged-results';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { messagesQuery } from '../api/messages-api';
import { MESSAGE_STATUSES, readMessageFilters, writeMessageFilters, type MessageFilters } from '../message-filters';
import { MESSAGES_PATH } from '../messages-paths';
import { MessagesTable } from './messages-table';

const filterClasses = (active: boolean) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium', active ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100');

/** /admin/messages: the contact form's messages, newest first, all of them or the unread or read ones (in the URL). */
export function MessagesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = usePageHeading(t('messages.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readMessageFilters(search);
  const show = (next: MessageFilters) => setSearch(writeMessageFilters(next));
  const query = useQuery(messagesQuery(filters));

  return (
    <>
      <PageHeading ref={heading}>{t('messages.title')}</PageHeading>
      <nav aria-label={t('messages.filter')} className="mt-6 flex flex-wrap gap-1">
        {MESSAGE_STATUSES.map((status) => {
          const to = writeMessageFilters({ status, page: 1 }).toString();
          const active = filters.status === status;
          return (
            <Link key={status} to={to ? `${MESSAGES_PATH}?${to}` : MESSAGES_PATH} className={filterClasses(active)} aria-current={active ? 'page' : undefined}>
              {t(`messages.show.${status}`)}
            </Link>
          );
        })}
      </nav>
      <PagedResults
        query={query}
        className="mt-4"
        loading={t('messages.loading')}
        count={(answer) => `${t('messages.count', { count: answer.count })} · ${t('messages.unreadCount', { count: answer.unread })}`}
        empty={t(`messages.empty.${filters.status}`)}
        pages={t('messages.pages')}
        onPage={(page) => show({ ...filters, page })}
      >
        {(messages) => <MessagesTable messages={messages} />}
      </PagedResults>
    </>
  );
}
