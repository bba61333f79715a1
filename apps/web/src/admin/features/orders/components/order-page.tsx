import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { PageHeading } from '../../../components/page-heading';
import { formatMoment } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { usePageHeading } from '../../../lib/use-page-heading';
import { orderQuery } from '../api/orders-api';
import { ORDERS_PATH, orderSlipPath } from '../order-paths';
import { CancellationRequest } from './cancellation-request';
import { OrderCustomer } from './order-customer';
import { OrderDelivery } from './order-delivery';
import { OrderLines } from './order-lines';
import { OrderMoney } from './order-money';
import { PaymentAttempts } from './payment-attempts';
import { StatusActions } from './status-actions';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';
import { StatusHistory } from './status-history';

/**
 * /admin/orders/:order_id: everything about one order (its lines and money, the customer, the delivery, the payments,
 * the history), the moves it may make next, and the customer's open request to cancel, if any.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('order.title', { number: orderId }));
  const query = useQuery(orderQuery(orderId));
  const order = query.data;
  const openRequest = order?.cancellation_requests.find((request) => request.status === 'open');

  return (
    <>
      <Link to={ORDERS_PATH} className={buttonClasses('ghost', '-ml-2 mb-2', 'sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('order.back')}
      </Link>
      <PageHeading ref={heading}>{t('order.title', { number: orderId })}</PageHeading>
      {!order ? (
        query.isError ? (
          <LoadFailed message={errorText(query.error)} retry={() => void query.refetch()} retryLabel={t('tryAgain')} busy={query.isFetching} />
        ) : (
          <Spinner label={t('order.loading')} slowLabel={t('stillLoading')} />
        )
      ) : (
        <div className="mt-3 flex flex-col gap-6">
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <span>{t('order.placed', { at: formatMoment(order.created_at, i18n.language) })}</span>
            <span className="sr-only">{t('order.statusIs')}</span>
            <OrderStatusBadge status={order.status} />
            <span className="sr-only">{t('order.paymentIs')}</span>
            <PaymentStatusBadge status={order.payment_status} />
            <Link to={orderSlipPath(order.order_id)} className={buttonClasses('outline', 'ml-auto')}>
              <Printer aria-hidden="true" className="size-4" />
              {t('order.printSlip')}
            </Link>
          </div>
          {openRequest && <CancellationRequest key={openRequest.id} orderId={order.order_id} request={openRequest} />}
          <StatusActions order={order} />
          <OrderLines lines={order.order_item} />
          <div className="grid gap-6 lg:grid-cols-2">
            <OrderMoney order={order} />
            <OrderCustomer customer={order.customer} />
          </div>
          <OrderDelivery order={order} />
          <PaymentAttempts attempts={order.payment_attempts} />
          <StatusHistory history={order.history} />
        </div>
      )}
    </>
  );
}
