import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageSection } from '@/components/ui/page-section';
import { EmptyCart } from '@/features/cart';
import { useSession } from '@/features/session';
import { reloadOnOpening } from '@/lib/query-client';
import { HydrationPiece } from '@/lib/hydrate-in-pieces';
import { usePageTitle } from '@/lib/use-page-title';
import { checkoutQuery } from '../api/checkout-api';
import { checkoutToast } from '../checkout-toasts';
import { usePayment } from '../use-payment';
import { CheckoutForm } from './checkout-form';
import { CheckoutWaiting } from './checkout-waiting';
import { PaymentFrame } from './payment-frame';
import { PaymentOverlay } from './payment-overlay';

/**
 * /checkout (spec part 2 section 2): the checkout read from the server cart, then its empty, failed or filled-in
 * state. The router's guard has made sure a customer is signed in.
 */
export function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'cart', 'common']);
  usePageTitle(t('title'));
  const { user } = useSession();
  const customerId = user?.customer_id ?? 0;
  const query = useQuery({ ...checkoutQuery(customerId), enabled: customerId > 0, refetchOnMount: reloadOnOpening });
  const failed = query.isError && query.data === undefined;
  // Paying online: the provider's page, the status overlay, and a pending payment found again after a reload.
  const payment = usePayment(customerId);

  useEffect(() => {
    if (failed) checkoutToast(t, 'loadFailed');
  }, [failed, t]);

  const box = 'mt-8 flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center shadow-sm';
  return (
    <PageSection title={t('title')}>
      {failed || customerId === 0 ? (
        <LoadFailed message={t('loadFailed')} retry={() => void query.refetch()} retryLabel={t('common:retry')} busy={query.isFetching} />
      ) : query.data === undefined ? (
        <CheckoutWaiting />
      ) : query.data === null ? (
        <EmptyCart action={t('continueShopping')} className={box} />
      ) : (
        // The form's own work (its state, its queries, the address book) is taken over in a task after the page's
        // (decision 35): with the page's, it made one task of 120-170 ms on a phone's CPU.
        <HydrationPiece>
          <CheckoutForm customerId={customerId} checkout={query.data} payment={payment} />
        </HydrationPiece>
      )}
      {payment.frame && (
        <PaymentFrame key={payment.frame.reference} {...payment.frame} onHint={payment.hint} onCancel={payment.cancel} onFailed={payment.frameFailed} />
      )}
      <PaymentOverlay status={payment.overlay} refundDue={payment.refundDue} onClose={payment.dismiss} />
    </PageSection>
  );
}
