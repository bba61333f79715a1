import { useMutation } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '@shop/contract/order-answers';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/use-error-text';
import { sendPickupDetails } from '../api/orders-api';
import { StoreDetails } from './store-details';

/**
 * 'Pickup Details' of an order Ready for Pickup (spec part 2 section 4): the server mails the details again, then
 * the spec's notice 'Pickup details have been sent to your email.' is said (a live region) with the store's address,
 * hours and phone. A refusal (asked too often, say) is said in the same place.
 */
export function PickupDetailsAction({ order, customerId }: { order: Order; customerId: number }) {
  const { t } = useTranslation('my-orders');
  const errorText = useErrorText();
  const send = useMutation({ mutationFn: () => sendPickupDetails(customerId, order.order_id) });
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" className="min-h-11 self-start" disabled={send.isPending} onClick={() => send.mutate()}>
        <MapPin aria-hidden="true" className="size-4" />
        {send.isPending ? t('actions.pickupSending') : t('actions.pickup')}
      </Button>
      <div aria-live="polite" role="status">
        {send.isSuccess && (
          <div className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4">
            <p className="font-medium text-green-900">{t('actions.pickupSent')}</p>
            <StoreDetails store={send.data.data.pickup_store} />
          </div>
        )}
        {send.isError && <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{errorText(send.error)}</p>}
      </div>
    </div>
  );
}
