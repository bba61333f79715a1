import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { stockAdjustBody, type AdminStockItem } from '@shop/contract/admin';
import { STOCK_ADJUSTMENT_REASONS } from '@shop/contract/admin-endpoints';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FormBanner } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { useModalDialog } from '@/lib/use-modal-dialog';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { adjustStockMutation } from '../api/stock-api';
import { optionsOf } from '../item-options';

/** "+12", "12", "-3" or "−3" (a true minus sign) as a number; anything else is NaN, which the contract's rule refuses. */
export function parseUnits(text: unknown): number {
  const match = /^\s*([+\-\u2212]?)\s*(\d+)\s*$/.exec(String(text ?? ''));
  if (!match) return Number.NaN;
  const units = Number(match[2]);
  return match[1] === '' || match[1] === '+' ? units : -units;
}

interface AdjustStockDialogProps {
  item: AdminStockItem;
  /** The change was made: the item as it now is. */
  onAdjusted(item: AdminStockItem): void;
  /** The dialog closed (Escape, Cancel, the close button); the owner unmounts it. */
  onClose(): void;
}

/**
 * Adds units to an item or takes them off, with a reason and an optional note (the contract's stockAdjustBody). The
 * server never lets the level fall below what orders hold: its refusal (409, how many units are free) shows in the form.
 */
export function AdjustStockDialog({ item, onAdjusted, onClose }: AdjustStockDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const { dialogRef, close, onKeyDown } = useModalDialog();
  const titleId = useId();
  const textId = useId();
  const adjust = useMutation(adjustStockMutation(useQueryClient(), item.id));
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(stockAdjustBody), defaultValues: { note: '' } });
  // Once the modal is open (the hook's layout effect runs first): the change in units, the field to fill first.
  useLayoutEffect(() => setFocus('delta'), [setFocus]);

  const onSubmit = handleSubmit(async ({ delta, reason, note }) => {
    try {
      const { item: adjusted } = await adjust.mutateAsync({ delta, reason, ...(note ? { note } : {}) });
      close();
      onAdjusted(adjusted);
    } catch {
      // Shown from the mutation's error.
    }
  });
  const options = optionsOf(item);

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} aria-describedby={textId} onClose={onClose} onKeyDown={onKeyDown}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 p-5 sm:p-6">
        <DialogHeader className="items-start">
          <DialogTitle id={titleId}>{t('stock.adjust.title', { name: item.product.name, sku: item.sku })}</DialogTitle>
          <DialogClose label={t('stock.adjust.close')} onClick={close} className="-mr-2 -mt-1 text-stone-600" />
        </DialogHeader>
        <p id={textId} className="text-sm text-stone-700">
          {options && <span className="block">{options}</span>}
          {t('stock.adjust.now', { count: item.quantity, units: formatNumber(item.quantity, i18n.language, 0, 0) })}
        </p>
        <Field label={t('stock.adjust.delta')} hint={t('stock.adjust.deltaHint')} error={fieldErrorText(t, 'delta', errors.delta)}>
          {(control) => <Input {...control} {...register('delta', { setValueAs: parseUnits })} autoComplete="off" className="tabular-nums" />}
        </Field>
        <Field label={t('stock.adjust.reason')} error={fieldErrorText(t, 'reason', errors.reason)}>
          {(control) => (
            <Select {...control} {...register('reason')} variant="field" defaultValue="">
              <option value="" disabled>
                {t('stock.adjust.chooseReason')}
              </option>
              {STOCK_ADJUSTMENT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`stockReasons.${reason}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('stock.adjust.note')} error={fieldErrorText(t, 'note', errors.note)}>
          {(control) => <Textarea {...control} {...register('note')} rows={2} maxLength={500} />}
        </Field>
        {adjust.isError && <FormBanner message={errorText(adjust.error)} />}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={isSubmitting}>
            {t('stock.adjust.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('stock.adjust.saving') : t('stock.adjust.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
