import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { Order } from '@shop/contract/order-answers';
import type { CancelOutcome } from '@shop/contract/order-cancel';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { useSession } from '@/features/session';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { withErrorText } from '@/lib/with-error-text';
import { cancelOrder, showCancelled } from '../api/cancel-order';

// The order card's 'Cancel Order' (spec part 2 section 4, made real by issue 13): Pending or Processing orders only.
// Its texts are a namespace of their own, asked for as soon as My Orders' code loads, so opening a card never waits.
export const CANCEL_NAMESPACE = 'order-cancel';
void i18n.loadNamespaces(CANCEL_NAMESPACE);

/** Focus after the card's action is done: the card's own button (the action itself is gone). */
const focusCard = (buttonId: string) => document.getElementById(buttonId)?.focus();

export function CancelOrder({ order, cardButtonId }: { order: Order; cardButtonId: string }) {
  const { t, ready } = useTranslation(CANCEL_NAMESPACE, { useSuspense: false });
  const [confirming, setConfirming] = useState(false);
  if (!ready || (order.status !== 'Pending' && order.status !== 'Processing')) return null;

  // The spec's notice 'Order Cancellation Requested / Your request has been received. We will process it shortly.', its
  // title and its words, stays on the card while the shop has not answered the request.
  if (order.cancellation_request?.status === 'open') {
    return (
      <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <strong className="block font-semibold">{t('requested.title')}</strong>
        {t('requested.description')}
      </p>
    );
  }
  return (
    <div>
      <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        {t('button')}
      </Button>
      {confirming && <ConfirmCancel order={order} cardButtonId={cardButtonId} onClose={() => setConfirming(false)} />}
    </div>
  );
}

/** The spec's question in an alert dialog: 'Keep Order' has the focus, so Enter by habit cancels nothing. */
function ConfirmCancel({ order, cardButtonId, onClose }: { order: Order; cardButtonId: string; onClose(): void }) {
  const { t } = useTranslation(CANCEL_NAMESPACE);
  const queryClient = useQueryClient();
  const customerId = useSession().user?.customer_id ?? 0;
  const { dialogRef, close, onKeyDown } = useModalDialog();
  const titleId = useId();
  const descriptionId = useId();
  const [busy, setBusy] = useState(false);

  const notify = (outcome: CancelOutcome) => {
    const options = { description: t(`done.${outcome}.description`, { orderId: order.order_id }), id: `cancel-${order.order_id}` };
    if (outcome === 'requested') toast.info(t('done.requested.title'), options);
    else toast.success(t(`done.${outcome}.title`), options);
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await cancelOrder(customerId, order.order_id);
      close();
      notify(answer.outcome);
      void showCancelled(queryClient, customerId, answer);
      focusCard(cardButtonId);
    } catch (err) {
      setBusy(false);
      withErrorText((text) => toast.error(t('failed'), { description: text(err), id: `cancel-${order.order_id}` }));
    }
  };

  return (
    <Dialog ref={dialogRef} role="alertdialog" aria-labelledby={titleId} aria-describedby={descriptionId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <DialogTitle id={titleId}>{t('dialog.title', { orderId: order.order_id })}</DialogTitle>
        <div id={descriptionId} className="flex flex-col gap-2 text-sm text-stone-700">
          <p className="text-base font-medium text-stone-900">{t('dialog.question')}</p>
          <p>{t('dialog.window')}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {/* autoFocus: showModal() puts the focus here when the dialog opens. */}
          <Button variant="outline" autoFocus onClick={close} disabled={busy}>
            {t('dialog.keep')}
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('dialog.cancelling') : t('dialog.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
