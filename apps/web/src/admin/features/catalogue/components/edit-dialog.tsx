import { useId, useLayoutEffect, type ReactNode } from 'react';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { cn } from '@/lib/cn';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

interface EditDialogProps {
  title: string;
  /** The dialog closed (Escape, Cancel, the close button, or saved); the owner unmounts it. */
  onClose(): void;
  /** The form, given `close` for its Cancel button and for after it saved. */
  children(close: () => void): ReactNode;
  className?: string;
}

/**
 * A modal dialog around one row's edit form (as the stock desk's adjust dialog): named by its title, its first field
 * focused on opening, Tab kept inside, Escape closes it; the focus goes back to the button that opened it.
 */
export function EditDialog({ title, onClose, children, className }: EditDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { dialogRef, close, onKeyDown } = useModalDialog();
  const titleId = useId();
  // Once the modal is open (the hook's layout effect runs first): the first field, to start typing at once.
  useLayoutEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [dialogRef]);

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown} className={cn('max-w-xl', className)}>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <DialogHeader className="items-start">
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogClose label={t('catalogue.close')} onClick={close} className="-mr-2 -mt-1 text-stone-600" />
        </DialogHeader>
        {children(close)}
      </div>
    </Dialog>
  );
}
