import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { PageHeading } from '../../../components/page-heading';
import { PagedResults } from '../../../components/paged-results';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { ordersQuery } from '../api/orders-api';
import { readOrderFilters, writeOrderFilters, type OrderFilters } from '../order-filters';
import { OrderFiltersForm } from './order-filters-form';
import { OrdersTable } from './orders-table';

/** /admin/orders: every customer's orders, newest first, searched, filtered and paged by the server (the URL holds it all). */
export function OrdersPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const heading = usePageHeading(t('orders.title'));
  const [search, setSearch] = useSearchParams();
  const filters = readOrderFilters(search);
  const show = (next: OrderFilters) => setSearch(writeOrderFilters(next));
  const query = useQuery(ordersQuery(filters));

  return (
    <>
      <PageHeading ref={heading}>{t('orders.title')}</PageHeading>
      <OrderFiltersForm key={search.toString()} filters={filters} onApply={show} />
      <PagedResults
        query={query}
        className="mt-6"
        loading={t('orders.loading')}
        count={(answer) => t('orders.count', { count: answer.count })}
        empty={t('orders.empty')}
        pages={t('orders.pages')}
        onPage={(page) => show({ ...filters, page })}
      >
        {(orders) => <OrdersTable orders={orders} />}
      </PagedResults>
    </>
  );
}
