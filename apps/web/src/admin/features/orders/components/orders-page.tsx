import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { ordersQuery } from '../api/orders-api';
import { readOrderFilters, writeOrderFilters, type OrderFilters } from '../order-filters';
import { OrderFiltersForm } from './order-filters-form';
import { OrdersTable } from './orders-table';

/** /admin/orders: every customer's orders, newest first, searched, filtered and paged by the server (the URL holds it all). */
export function OrdersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('orders.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readOrderFilters(search);
  const show = (next: OrderFilters) => setSearch(writeOrderFilters(next));
  const query = useQuery(ordersQuery(filters));
  const answer = query.data;

  return (
    <>
      <PageHeading ref={heading}>{t('orders.title')}</PageHeading>
      <OrderFiltersForm key={search.toString()} filters={filters} onApply={show} />
      <div aria-busy={query.isPlaceholderData || undefined} className="mt-6">
        {!answer ? (
          query.isError ? (
            <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
          ) : (
            <Spinner label={t('orders.loading')} slowLabel={t('stillLoading')} />
          )
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-stone-700">
              {t('orders.count', { count: answer.count })}
            </p>
            {answer.data.length === 0 ? (
              <p className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">{t('orders.empty')}</p>
            ) : (
              <OrdersTable orders={answer.data} />
            )}
            {/* Also past the last page (a link kept while orders went), so there is a way back. */}
            {(answer.total_pages > 1 || answer.page > 1) && (
              <Pager
                page={answer.page}
                totalPages={answer.total_pages}
                onPage={(page) => show({ ...filters, page })}
                labels={{
                  nav: t('orders.pages'),
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
