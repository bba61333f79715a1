import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { PageHeading } from '../../../components/page-heading';
import { PagedResults } from '../../../components/paged-results';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { customersQuery } from '../api/customers-api';
import { readCustomerFilters, writeCustomerFilters, type CustomerFilters } from '../customer-filters';
import { CustomerSearchForm } from './customer-search-form';
import { CustomersTable } from './customers-table';

/** /admin/customers: the shop's customers, searched and paged by the server (the URL holds both). */
export function CustomersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = usePageHeading(t('customers.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readCustomerFilters(search);
  const show = (next: CustomerFilters) => setSearch(writeCustomerFilters(next));
  const query = useQuery(customersQuery(filters));

  return (
    <>
      <PageHeading ref={heading}>{t('customers.title')}</PageHeading>
      <CustomerSearchForm key={search.toString()} q={filters.q} onApply={(q) => show({ q, page: 1 })} />
      <PagedResults
        query={query}
        className="mt-6"
        loading={t('customers.loading')}
        count={(answer) => t('customers.count', { count: answer.count })}
        empty={t('customers.empty')}
        pages={t('customers.pages')}
        onPage={(page) => show({ ...filters, page })}
      >
        {(customers) => <CustomersTable customers={customers} />}
      </PagedResults>
    </>
  );
}
