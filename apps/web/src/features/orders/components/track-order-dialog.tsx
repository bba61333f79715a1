import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { OrderTracking } from '@shop/contract/my-orders-answers';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatDays } from '@/lib/delivery-format';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { orderTrackingQuery } from '../api/orders-api';
import { formatOrderMoment } from '../order-dates';
import { OrderStatusBadge } from './order-status-badge';
import { StoreDetails } from './store-details';

interface TrackOrderDialogProps {
  orderId: string;
  customerId: number;
  onClose(): void;
}

/**
 * Our own tracking view of an order ('Track Order'; the spec opened a carrier's page we do not have): the current
 * status, when it is expected, where it goes (or the store it is collected from) and its history with dates. A modal
 * dialog: focus moves in, Escape closes, and the focus returns to 'Track Order'.
 */
export function TrackOrderDialog({ orderId, customerId, onClose }: TrackOrderDialogProps) {
  const { t } = useTranslation(['my-orders', 'common']);
  const { dialogRef, close, onKeyDown } = useModalDialog({ closeOnNavigation: true });
  const titleId = useId();
  const tracking = useQuery(orderTrackingQuery(customerId, orderId));
  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} onKeyDown={onKeyDown} onClose={onClose} className="max-w-lg">
      <div className="flex max-h-[85dvh] flex-col gap-4 overflow-y-auto p-5">
        <DialogHeader>
          <DialogTitle id={titleId}>{t('tracking.title', { order: orderId })}</DialogTitle>
          <DialogClose label={t('tracking.close')} onClick={close} />
        </DialogHeader>
        {tracking.data ? (
          <TrackingBody tracking={tracking.data.data} />
        ) : tracking.isError ? (
          <LoadFailed message={t('tracking.failed')} retry={() => void tracking.refetch()} retryLabel={t('tracking.tryAgain')} busy={tracking.isFetching} />
        ) : (
          <Spinner label={t('tracking.loading')} slowLabel={t('common:stillLoading')} />
        )}
      </div>
    </Dialog>
  );
}

function TrackingBody({ tracking }: { tracking: OrderTracking }) {
  const { t, i18n } = useTranslation(['my-orders', 'orders']);
  const pickup = tracking.delivery_option === 'Pickup';
  const days = formatDays(tracking.expected, i18n.language);
  const expected = pickup
    ? t('tracking.readyBy', { day: days })
    : tracking.expected.from === tracking.expected.by
      ? t('tracking.expectedOn', { day: days })
      : t('tracking.expectedBetween', {
          from: formatDays({ from: tracking.expected.from, by: tracking.expected.from }, i18n.language),
          by: formatDays({ from: tracking.expected.by, by: tracking.expected.by }, i18n.language),
        });
  const address = tracking.delivery_address;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-stone-700">{t('tracking.current')}</span>
        <OrderStatusBadge status={tracking.status} />
      </div>
      {!['Cancelled', 'Refunded', 'Completed', 'Delivered'].includes(tracking.status) && <p className="font-medium text-stone-900">{expected}</p>}
      <section aria-labelledby="tracking-where" className="flex flex-col gap-2">
        <h3 id="tracking-where" className="font-semibold text-stone-900">
          {pickup ? t('tracking.pickupAt') : t('tracking.deliverTo')}
        </h3>
        {pickup && tracking.pickup_store ? (
          <StoreDetails store={tracking.pickup_store} />
        ) : (
          address && (
            <address className="text-sm not-italic text-stone-700">
              {[address.name, address.phone_number, address.address, address.address_2, [address.place, address.region].filter(Boolean).join(', ')]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
            </address>
          )
        )}
      </section>
      <section aria-labelledby="tracking-history" className="flex flex-col gap-2">
        <h3 id="tracking-history" className="font-semibold text-stone-900">
          {t('tracking.history')}
        </h3>
        <ol className="relative flex flex-col gap-4 border-l-2 border-stone-200 pl-5">
          {tracking.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative">
              <span aria-hidden="true" className="absolute -left-[1.72rem] top-1 size-3 rounded-full border-2 border-white bg-brand-600" />
              <p className="font-medium text-stone-900">{t(`orders:status.${event.status}`, { defaultValue: event.status })}</p>
              <p className="text-sm text-stone-600">
                <time dateTime={event.at}>{formatOrderMoment(event.at, i18n.language)}</time>
              </p>
              <p className="text-sm text-stone-600">{t('tracking.payment', { status: t(`orders:details.paymentStatuses.${event.payment_status}`) })}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
