import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { itemCreateBody, type AdminStore } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { createItemMutation } from '../api/catalogue-api';
import { attributesOf, EMPTY_OPTION, hasProblems, optionProblems, type OptionRow, type RowProblems } from '../option-rows';
import { CheckboxField } from './checkbox-field';
import { chosenId } from './form-values';
import { OptionRowsField } from './option-rows-field';
import { PriceAndTermsFields, SkuField } from './stock-item-fields';

type NewItem = AdminBodyOf<'catalogueItemCreate'>;
/** An empty form: no store chosen yet (the select's first choice), the contract's defaults in the number boxes. */
const EMPTY: Partial<NewItem> = { sku: '', price: '', quantity: 0, discount_percentage: 0, moq: 1, weight_grams: 0, free_delivery: false };

/**
 * Adds a stock item to the product (the contract's itemCreateBody): the store that holds it, its options, SKU, price,
 * first quantity (later ones change at the stock desk, with a reason), discount, minimum order, weight and free
 * delivery. Once added the form empties and says which SKU was added; the table above shows it.
 */
export function AddItemForm({ productId, stores }: { productId: number; stores: readonly AdminStore[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const titleId = useId();
  const create = useMutation(createItemMutation(useQueryClient(), productId));
  const [rows, setRows] = useState<OptionRow[]>([EMPTY_OPTION]);
  const [problems, setProblems] = useState<RowProblems[]>([]);
  const [added, setAdded] = useState('');
  const form = useForm<NewItem>({ resolver: zodResolver(itemCreateBody), defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (item) => {
    if (hasProblems(optionProblems(rows))) return;
    try {
      await create.mutateAsync({ ...item, attributes: attributesOf(rows) });
      reset(EMPTY);
      setRows([EMPTY_OPTION]);
      setAdded(item.sku);
    } catch {
      // Shown from the mutation's error.
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          setAdded('');
          // The options' own rules are checked with the rest, so every problem shows at once.
          setProblems(optionProblems(rows));
          void submit(event);
        }}
        className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2"
      >
        <h2 id={titleId} className="text-lg font-semibold text-stone-900 sm:col-span-2">
          {t('product.itemForm.title')}
        </h2>
        <Field label={t('product.itemForm.store')} error={fieldErrorText(t, 'store_id', errors.store_id)}>
          {(control) => (
            <Select {...control} {...register('store_id', { setValueAs: chosenId })} variant="field" defaultValue="">
              <option value="">{t('product.itemForm.chooseStore')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.hidden ? `${store.name} (${t('catalogue.hiddenMark')})` : store.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <SkuField />
        <OptionRowsField rows={rows} problems={problems} onChange={setRows} />
        <PriceAndTermsFields withQuantity />
        <CheckboxField {...register('free_delivery')} label={t('product.itemForm.freeDelivery')} className="self-end" />
        <div className="flex flex-col gap-3 sm:col-span-2">
          {create.isError && <FormBanner message={errorText(create.error)} />}
          <p role="status" className="text-sm text-green-800 empty:hidden">
            {added && t('product.itemForm.added', { sku: added })}
          </p>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="self-start">
            {isSubmitting ? t('product.itemForm.adding') : t('product.itemForm.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
