import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
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
  const errorText = useErrorText();
  const heading = usePageHeading(t('messages.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readMessageFilters(search);
  const show = (next: MessageFilters) => setSearch(writeMessageFilters(next));
  const query = useQuery(messagesQuery(filters));
  const answer = query.data;

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
      <div aria-busy={query.isPlaceholderData || undefined} className="mt-4">
        {!answer ? (
          query.isError ? (
            <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
          ) : (
            <Spinner label={t('messages.loading')} slowLabel={t('stillLoading')} />
          )
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-stone-700">
              {t('messages.count', { count: answer.count })} · {t('messages.unreadCount', { count: answer.unread })}
            </p>
            {answer.data.length === 0 ? (
              <p className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">
                {t(`messages.empty.${filters.status}`)}
              </p>
            ) : (
              <MessagesTable messages={answer.data} />
            )}
            {(answer.total_pages > 1 || answer.page > 1) && (
              <Pager
                page={answer.page}
                totalPages={answer.total_pages}
                onPage={(page) => show({ ...filters, page })}
                labels={{
                  nav: t('messages.pages'),
                  position: t('pageOf', { page: answer.page, total: answer.total_pages }),
                  previous: t('previous'),
                  next: t('next'),
                }}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
