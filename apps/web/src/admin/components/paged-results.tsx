import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n';
import { Pager } from './pager';

/** A page of the server's paged answers (orders, stock, messages, customers). */
interface PagedAnswer {
  data: unknown[];
  count: number;
  page: number;
  total_pages: number;
}

interface PagedResultsProps<A extends PagedAnswer> {
  query: UseQueryResult<A>;
  /** The spinner's words ("Loading the orders"). */
  loading: string;
  /** The status line over the results ("12 orders"), from the answer. */
  count(answer: A): ReactNode;
  /** What an empty page says. */
  empty: string;
  /** The pager's name ("Pages of orders"). */
  pages: string;
  onPage(page: number): void;
  className?: string;
  children(rows: A['data']): ReactNode;
}

/**
 * The body of a back-office list: a spinner until the first answer, the failure with Try again, then the count (a
 * status), the rows or the empty text, and the pager — also past the last page (a link kept while rows went), so there
 * is a way back.
 */
export function PagedResults<A extends PagedAnswer>({ query, loading, count, empty, pages, onPage, className, children }: PagedResultsProps<A>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const answer = query.data;
  return (
    <div aria-busy={query.isPlaceholderData || undefined} className={className}>
      {!answer ? (
        query.isError ? (
          <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
        ) : (
          <Spinner label={loading} slowLabel={t('stillLoading')} />
        )
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-stone-700">
            {count(answer)}
          </p>
          {answer.data.length === 0 ? (
            <p className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">{empty}</p>
          ) : (
            children(answer.data)
          )}
          {(answer.total_pages > 1 || answer.page > 1) && (
            <Pager
              page={answer.page}
              totalPages={answer.total_pages}
              onPage={onPage}
              labels={{ nav: pages, position: t('pageOf', { page: answer.page, total: answer.total_pages }), previous: t('previous'), next: t('next') }}
            />
          )}
        </>
      )}
    </div>
  );
}
