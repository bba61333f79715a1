import { Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '@shop/contract/order-answers';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session';
import { PickupDetailsAction } from './pickup-details-action';
import { TrackOrderDialog } from './track-order-dialog';

/** The spec's statuses whose card offers 'Track Order' (part 2 section 4): the order is on its way. */
const TRACKABLE = new Set(['On Delivery', 'Shipped']);

/**
 * The card's actions of My Orders by status (spec part 2 section 4): 'Track Order' (On Delivery or Shipped) opens our
 * tracking view; 'Pickup Details' (Ready for Pickup) mails them again and shows them. Nothing for other statuses.
 */
export function OrderTrackingActions({ order }: { order: Order }) {
  const { t } = useTranslation('my-orders');
  const customerId = useSession().user?.customer_id ?? 0;
  const [tracking, setTracking] = useState(false);
  const trackButton = useRef<HTMLButtonElement>(null);
  if (order.status === 'Ready for Pickup') return <PickupDetailsAction order={order} customerId={customerId} />;
  if (!TRACKABLE.has(order.status)) return null;
  return (
    <>
      <Button ref={trackButton} variant="outline" className="min-h-11 self-start" onClick={() => setTracking(true)}>
        <Truck aria-hidden="true" className="size-4" />
        {t('actions.track')}
      </Button>
      {tracking && (
        <TrackOrderDialog
          orderId={order.order_id}
          customerId={customerId}
          onClose={() => {
            setTracking(false);
            trackButton.current?.focus();
          }}
        />
      )}
    </>
  );
}
