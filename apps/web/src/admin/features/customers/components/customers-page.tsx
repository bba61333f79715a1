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
import { customersQuery } from '../api/customers-api';
import { readCustomerFilters, writeCustomerFilters, type CustomerFilters } from '../customer-filters';
import { CustomerSearchForm } from './customer-search-form';
import { CustomersTable } from './customers-table';

/** /admin/customers: the shop's customers, searched and paged by the server (the URL holds both). */
export function CustomersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('customers.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readCustomerFilters(search);
  const show = (next: CustomerFilters) => setSearch(writeCustomerFilters(next));
  const query = useQuery(customersQuery(filters));
  const answer = query.data;

  return (
    <>
      <PageHeading ref={heading}>{t('customers.title')}</PageHeading>
      <CustomerSearchForm key={search.toString()} q={filters.q} onApply={(q) => show({ q, page: 1 })} />
      <div aria-busy={query.isPlaceholderData || undefined} className="mt-6">
        {!answer ? (
          query.isError ? (
            <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
          ) : (
            <Spinner label={t('customers.loading')} slowLabel={t('stillLoading')} />
          )
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-stone-700">
              {t('customers.count', { count: answer.count })}
            </p>
            {answer.data.length === 0 ? (
              <p className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">{t('customers.empty')}</p>
            ) : (
              <CustomersTable customers={answer.data} />
            )}
            {(answer.total_pages > 1 || answer.page > 1) && (
              <Pager
                page={answer.page}
                totalPages={answer.total_pages}
                onPage={(page) => show({ ...filters, page })}
                labels={{
                  nav: t('customers.pages'),
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
