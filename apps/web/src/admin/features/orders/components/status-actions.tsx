import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import type { AdminOrder } from '@shop/contract/admin';
import type { OrderStatus } from '@shop/contract/orders';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { SectionCard } from '../../../components/section-card';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { moveOrderMutation } from '../api/orders-api';
import { CONFIRMED_MOVES, ConfirmMoveDialog } from './confirm-move-dialog';

/**
 * "Mark as Processing", "Mark as Delivered"…: one button per status the order may move to next (the server's
 * next_statuses). A cancellation or a refund is confirmed in a dialog first, with a note. The server answers the order
 * as it now is, which the page shows; its refusal (409: another member moved it meanwhile) is shown as it says it.
 */
export function StatusActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const move = useMutation(moveOrderMutation(useQueryClient(), order.order_id));
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [moved, setMoved] = useState<OrderStatus | null>(null);
  const movedRef = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone with the move: the focus goes to the line that says it was made.
  useLayoutEffect(() => {
    if (moved) movedRef.current?.focus();
  }, [moved]);

  const moveTo = (status: OrderStatus, note = '') => {
    setMoved(null);
    move.mutate(
      { status, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setConfirming(null);
          setMoved(status);
        },
      },
    );
  };
  const failure = move.isError ? errorText(move.error) : undefined;

  return (
    <SectionCard title={t('order.actions.title')}>
      {order.next_statuses.length === 0 ? (
        <p className="text-sm text-stone-700">{t('order.actions.none')}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {order.next_statuses.map((status) => {
            const confirmed = CONFIRMED_MOVES.includes(status);
            return (
              <Button
                key={status}
                variant={confirmed ? 'outline' : 'primary'}
                disabled={move.isPending}
                onClick={() => {
                  move.reset();
                  if (confirmed) setConfirming(status);
                  else moveTo(status);
                }}
                className={confirmed ? 'border-red-300 text-red-800 hover:bg-red-50' : undefined}
              >
                {t('order.actions.markAs', { status: t(`statuses.${status}`) })}
              </Button>
            );
          })}
        </div>
      )}
      {failure && !confirming && (
        <div className="mt-3">
          <FormBanner message={failure} />
        </div>
      )}
      <p ref={movedRef} tabIndex={-1} className="mt-3 text-sm text-green-800 outline-none empty:hidden">
        {moved && t('order.actions.moved', { status: t(`statuses.${moved}`) })}
      </p>
      {confirming && (
        <ConfirmMoveDialog
          status={confirming}
          busy={move.isPending}
          error={failure}
          onConfirm={(note) => moveTo(confirming, note)}
          onClose={() => setConfirming(null)}
        />
      )}
    </SectionCard>
  );
}
