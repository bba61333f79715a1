import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { AdminOrderSummary } from '@shop/contract/admin';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { DetailsList } from '../../../components/details-list';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { formatDate, formatMoment } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { OrdersTable } from '../../orders';
import { customerQuery } from '../api/customers-api';
import { CUSTOMERS_PATH } from '../customers-paths';

const linkClasses = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The customer's latest orders, each number leading to its order's page. */
function RecentOrders({ orders }: { orders: readonly AdminOrderSummary[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (orders.length === 0) return <p className="text-sm text-stone-700">{t('customer.orders.none')}</p>;
  return <OrdersTable orders={orders} caption={t('customer.orders.caption')} showCaption oneCustomer />;
}

/** /admin/customers/:id: who the customer is (name, contact, code, since when, how many orders) and their recent orders. */
export function CustomerPage({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const query = useQuery(customerQuery(customerId));
  const customer = query.data;
  const heading = usePageHeading(customer?.name ?? t('customer.title'));

  return (
    <>
      <Link to={CUSTOMERS_PATH} className={buttonClasses('ghost', '-ml-2 mb-2', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('customer.back')}
      </Link>
      <PageHeading ref={heading}>{customer?.name ?? t('customer.title')}</PageHeading>
      {!customer ? (
        query.isError ? (
          <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
        ) : (
          <Spinner label={t('customer.loading')} slowLabel={t('stillLoading')} />
        )
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          <SectionCard title={t('customer.details')}>
            <DetailsList
              items={[
                [t('customer.name'), customer.name],
                [
                  t('customer.email'),
                  <a key="email" href={`mailto:${customer.email}`} className={linkClasses}>
                    {customer.email}
                  </a>,
                ],
                [
                  t('customer.phone'),
                  customer.phone && (
                    <a key="phone" href={`tel:${customer.phone}`} className={linkClasses}>
                      {customer.phone}
                    </a>
                  ),
                ],
                [
                  t('customer.code'),
                  <span key="code" className="font-mono">
                    {customer.code}
                  </span>,
                ],
                [t('customer.joined'), formatDate(customer.created_at, i18n.language)],
                [t('customer.ordersCount'), formatNumber(customer.orders, i18n.language, 0, 0)],
                [t('customer.lastOrder'), customer.last_order_at ? formatMoment(customer.last_order_at, i18n.language) : t('customers.noOrders')],
              ]}
            />
          </SectionCard>
          <RecentOrders orders={customer.recent_orders} />
        </div>
      )}
    </>
  );
}
