import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Address } from '@shop/contract/addresses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { addressLine } from '../address-values';

interface DeleteAddressDialogProps {
  address: Address;
  /** Deletes; the dialog closes whatever the outcome (the caller says it in a toast). */
  onConfirm(): Promise<void>;
  /** The dialog closed (confirmed, cancelled, Escape); the parent unmounts it. */
  onClose(): void;
}

/** 'Delete this address?': a modal that names the address, Cancel focused first. */
export function DeleteAddressDialog({ address, onConfirm, onClose }: DeleteAddressDialogProps) {
  const { t } = useTranslation('account');
  const { dialogRef, close, onKeyDown } = useModalDialog();
  const titleId = useId();
  const textId = useId();
  const [deleting, setDeleting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // After the modal opened (the hook's layout effect runs first): Cancel, the safe choice, has the focus before the
  // next key press (Preact runs plain effects only after the paint).
  useLayoutEffect(() => cancelRef.current?.focus(), []);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
      close();
    }
  };

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} aria-describedby={textId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <DialogHeader className="items-start">
          <DialogTitle id={titleId}>{t('addresses.confirm.title')}</DialogTitle>
          <DialogClose label={t('addresses.confirm.close')} onClick={close} className="-mr-2 -mt-1 text-stone-600" />
        </DialogHeader>
        <p id={textId} className="text-sm text-stone-700">
          {t('addresses.confirm.text', { label: t(`addresses.labels.${address.label}`), address: addressLine(address) })}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button ref={cancelRef} variant="outline" onClick={close} disabled={deleting}>
            {t('addresses.confirm.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={deleting} aria-busy={deleting || undefined} className="bg-red-700 hover:bg-red-800">
            {deleting ? t('addresses.confirm.deleting') : t('addresses.confirm.delete')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
