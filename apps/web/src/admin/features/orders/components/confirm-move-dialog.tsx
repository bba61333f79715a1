import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { OrderStatus } from '@shop/contract/orders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FormBanner } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** The moves that cannot be taken back (stock goes back, money is refunded): they are confirmed first. */
export const CONFIRMED_MOVES: readonly OrderStatus[] = ['Cancelled', 'Refunded'];

interface ConfirmMoveDialogProps {
  status: OrderStatus;
  busy: boolean;
  /** The server's refusal of the move, translated. */
  error: string | undefined;
  onConfirm(note: string): void;
  /** The dialog closed (Escape, the close button, Back); the owner unmounts it. */
  onClose(): void;
}

/** "Mark as Cancelled?": what the move does, an optional note for the history, Back focused first. */
export function ConfirmMoveDialog({ status, busy, error, onConfirm, onClose }: ConfirmMoveDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { dialogRef, close, onKeyDown } = useModalDialog();
  const titleId = useId();
  const textId = useId();
  const [note, setNote] = useState('');
  const backRef = useRef<HTMLButtonElement>(null);
  // Once the modal is open (the hook's layout effect runs first): Back, the safe choice, has the focus.
  useLayoutEffect(() => backRef.current?.focus(), []);
  const statusName = t(`statuses.${status}`);

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} aria-describedby={textId} onClose={onClose} onKeyDown={onKeyDown}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(note.trim());
        }}
        className="flex flex-col gap-4 p-5 sm:p-6"
      >
        <DialogHeader className="items-start">
          <DialogTitle id={titleId}>{t('order.confirm.title', { status: statusName })}</DialogTitle>
          <DialogClose label={t('order.confirm.close')} onClick={close} className="-mr-2 -mt-1 text-stone-600" />
        </DialogHeader>
        <p id={textId} className="text-sm text-stone-700">
          {t(`order.confirm.what.${status}`)}
        </p>
        <Field label={t('order.note')} hint={t('order.noteHint')}>
          {(control) => <Textarea {...control} rows={3} maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />}
        </Field>
        {error && <FormBanner message={error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button ref={backRef} variant="outline" onClick={close} disabled={busy}>
            {t('order.confirm.back')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="bg-red-700 hover:bg-red-800">
            {t('order.actions.markAs', { status: statusName })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
