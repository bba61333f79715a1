import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { wholeNumberOf } from './form-values';

/** The stock item's values these fields fill, in a new item (itemCreateBody) as in a change to one (itemUpdateBody). */
interface StockItemValues {
  sku?: string | undefined;
  price?: string | undefined;
  quantity?: number | undefined;
  discount_percentage?: number | undefined;
  moq?: number | undefined;
  weight_grams?: number | undefined;
}

// The add form and the edit dialog wrap their forms in react-hook-form's FormProvider: these fields are the same in both.

/** The stock item's SKU. */
export function SkuField() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const {
    register,
    formState: { errors },
  } = useFormContext<StockItemValues>();
  return (
    <Field label={t('product.items.sku')} error={fieldErrorText(t, 'sku', errors.sku)}>
      {(control) => <Input {...control} {...register('sku')} autoComplete="off" spellCheck={false} maxLength={64} />}
    </Field>
  );
}

/**
 * The item's price (cedis as the wire writes them, "45.00") and terms: discount, minimum order and weight. The first
 * quantity (`withQuantity`) only when adding: later ones change at the stock desk, with a reason.
 */
export function PriceAndTermsFields({ withQuantity = false }: { withQuantity?: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const {
    register,
    formState: { errors },
  } = useFormContext<StockItemValues>();
  return (
    <>
      <Field label={t('product.itemForm.price')} hint={t('product.itemForm.priceHint')} error={fieldErrorText(t, 'price', errors.price)}>
        {(control) => <Input {...control} {...register('price')} inputMode="decimal" autoComplete="off" className="tabular-nums" />}
      </Field>
      {withQuantity && (
        <Field label={t('product.itemForm.quantity')} hint={t('product.itemForm.quantityHint')} error={fieldErrorText(t, 'quantity', errors.quantity)}>
          {(control) => <Input {...control} {...register('quantity', { setValueAs: wholeNumberOf })} inputMode="numeric" autoComplete="off" />}
        </Field>
      )}
      <Field label={t('product.itemForm.discount')} error={fieldErrorText(t, 'discount_percentage', errors.discount_percentage)}>
        {(control) => <Input {...control} {...register('discount_percentage', { setValueAs: wholeNumberOf })} inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field label={t('product.itemForm.moq')} error={fieldErrorText(t, 'moq', errors.moq)}>
        {(control) => <Input {...control} {...register('moq', { setValueAs: wholeNumberOf })} inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field label={t('product.itemForm.weight')} error={fieldErrorText(t, 'weight_grams', errors.weight_grams)}>
        {(control) => <Input {...control} {...register('weight_grams', { setValueAs: wholeNumberOf })} inputMode="numeric" autoComplete="off" />}
      </Field>
    </>
  );
}
