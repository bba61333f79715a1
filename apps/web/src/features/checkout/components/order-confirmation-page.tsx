import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import type { Order } from '@shop/contract/order-answers';
import { ORDER_NUMBER_PATTERN } from '@shop/contract/orders';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '@/features/preferences';
import { useSession } from '@/features/session';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { orderQuery } from '../api/checkout-api';
import { formatDays } from '@/lib/delivery-format';
import { markRecentOrder } from '../recent-order';

const box = 'mt-8 flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-5 py-10 text-center shadow-sm sm:px-8';

/**
 * /order-confirmation?order=AGH123456 (spec part 2 section 2): the order as the server placed it, with its real number
 * and expected days. An unknown number, or another customer's, is not found.
 */
export function OrderConfirmationPage() {
  const { t } = useTranslation(['checkout', 'common']);
  usePageTitle(t('confirmation.title'));
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? '';
  const valid = ORDER_NUMBER_PATTERN.test(orderId);
  const customerId = useSession().user?.customer_id ?? 0;
  const query = useQuery({ ...orderQuery(customerId, orderId), enabled: valid && customerId > 0 });
  const order = query.data;

  useEffect(() => (order ? markRecentOrder(order.order_id) : undefined), [order]);

  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:px-6 md:py-12">
      {notFound ? (
        <div className={box}>
          <SearchX aria-hidden="true" className="size-12 text-stone-400" />
          <h1 className="text-2xl font-bold text-stone-900">{t('confirmation.notFound')}</h1>
          <p className="text-stone-600">{t('confirmation.notFoundHint')}</p>
          <Link to="/shop" className={buttonClasses('primary', 'min-h-12 px-6')}>
            {t('continueShopping')}
          </Link>
        </div>
      ) : order ? (
        <Placed order={order} />
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('confirmation.title')}</h1>
          {query.isError ? (
            <LoadFailed message={t('confirmation.loadFailed')} retry={() => void query.refetch()} retryLabel={t('common:retry')} busy={query.isFetching} />
          ) : (
            <div className="mt-8">
              <Spinner label={t('confirmation.loading')} slowLabel={t('common:stillLoading')} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Placed({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('checkout');
  const { formatPrice } = usePreferences();
  const days = formatDays(order.expected, i18n.language);
  const pickup = order.delivery_option === 'Pickup';
  const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3';
  return (
    <div className={box}>
      <CheckCircle2 aria-hidden="true" className="size-14 text-brand-600" />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('confirmation.heading')}</h1>
      <p className="text-stone-600">{t('confirmation.thanks')}</p>
      <dl className="w-full divide-y divide-stone-200 border-y border-stone-200 text-left">
        <div className={row}>
          <dt className="text-stone-600">{t('confirmation.orderNumber')}</dt>
          <dd className="font-mono text-lg font-bold text-stone-900">{order.order_id}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{pickup ? t('confirmation.pickup') : t('confirmation.delivery')}</dt>
          <dd className="font-medium text-stone-900">
            {pickup
              ? t('confirmation.readyAt', { store: order.pickup_store?.name ?? '', day: days })
              : t('confirmation.deliveredTo', { place: order.delivery_location?.name ?? '', days })}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{pickup ? t('payment.atPickup') : t('payment.onDelivery')}</dt>
          <dd className="font-semibold text-stone-900">{formatPrice(order.total)}</dd>
        </div>
      </dl>
      <p className="text-sm text-stone-600">{t('confirmation.emailSent')}</p>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/shop" className={buttonClasses('primary', 'min-h-12 px-6')}>
          {t('continueShopping')}
        </Link>
        <Link to={`/orders?highlight=${order.order_id}`} className={buttonClasses('outline', 'min-h-12 px-6')}>
          {t('confirmation.viewOrder')}
        </Link>
      </div>
    </div>
  );
}
