import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '@/features/preferences';
import { useSession } from '@/features/session';
import { recentOrdersQuery } from '../api/orders-api';
import { formatOrderDate } from '../order-dates';
import { OrderStatusBadge } from './order-status-badge';

/** The spec's number of orders on My Account's Orders tab (part 2 section 9). */
export const RECENT_ORDERS_COUNT = 5;

/**
 * My Account's Orders tab (spec part 2 sections 2 and 8): the 5 most recent orders, loaded when the tab opens, each
 * with 'View Details' to /orders?highlight={id}, and 'View All Orders' to /orders. Its states are the spec's: no
 * customer id ('Could not identify your account.'), a failure with Try Again, no orders (to /shop).
 */
export function RecentOrders() {
  const { t, i18n } = useTranslation(['my-orders', 'orders', 'common']);
  const { formatPrice } = usePreferences();
  const customerId = useSession().user?.customer_id ?? 0;
  const query = useQuery({ ...recentOrdersQuery(customerId, RECENT_ORDERS_COUNT), enabled: customerId > 0 });

  let body;
  if (customerId <= 0)
    body = (
      <p role="alert" className="text-stone-700">
        {t('account.noCustomer')}
      </p>
    );
  else if (query.isError && !query.data)
    body = <LoadFailed message={t('account.failed')} retry={() => void query.refetch()} retryLabel={t('account.tryAgain')} busy={query.isFetching} />;
  else if (!query.data) body = <Spinner label={t('account.loading')} slowLabel={t('common:stillLoading')} />;
  else if (query.data.data.length === 0)
    body = (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <PackageOpen aria-hidden="true" className="size-12 text-stone-400" />
        <h3 className="text-lg font-semibold text-stone-900">{t('orders:empty.title')}</h3>
        <p className="max-w-md text-stone-600">{t('orders:empty.description')}</p>
        <Link to="/shop" className={buttonClasses('primary', 'min-h-11 px-6')}>
          {t('orders:empty.browse')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul aria-label={t('account.title')} className="flex flex-col divide-y divide-stone-200">
          {query.data.data.map((order) => (
            <li key={order.order_id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-mono font-bold text-stone-900">{order.order_id}</span>
                <span className="text-sm text-stone-600">{formatOrderDate(order.created_at, i18n.language)}</span>
              </span>
              <OrderStatusBadge status={order.status} />
              <span className="font-semibold text-stone-900">{formatPrice(order.total)}</span>
              <Link
                to={`/orders?highlight=${order.order_id}`}
                aria-label={t('account.viewDetailsOf', { order: order.order_id })}
                className={buttonClasses('outline', 'min-h-10 px-3 text-sm')}
              >
                {t('account.viewDetails')}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/orders" className={buttonClasses('primary', 'mt-4 min-h-11 self-start px-6')}>
          {t('account.viewAll')}
        </Link>
      </>
    );

  return (
    <section aria-labelledby="recent-orders-title" className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="recent-orders-title" className="mb-4 text-xl font-semibold text-stone-900">
        {t('account.title')}
      </h2>
      {body}
    </section>
  );
}
