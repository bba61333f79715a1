import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { itemUpdateBody, type AdminCatalogueItem, type AdminProduct } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { STOCK_PATH } from '../../stock';
import { updateItemMutation } from '../api/catalogue-api';
import { optionsLine } from '../item-options';
import { CheckboxField } from './checkbox-field';
import { EditDialog } from './edit-dialog';
import { FormFooter } from './form-footer';
import { PriceAndTermsFields, SkuField } from './stock-item-fields';

interface EditItemDialogProps {
  item: AdminCatalogueItem;
  /** Saved: the product as it now is. */
  onSaved(product: AdminProduct): void;
  onClose(): void;
}

/**
 * A stock item's SKU, price (cedis as the wire writes them, "45.00"), discount, minimum order, weight, free delivery
 * and hiding (the contract's itemUpdateBody). Not its quantity: units change at the stock desk, with a reason, so the
 * stock history says why — the dialog says so and leads there.
 */
export function EditItemDialog({ item, onSaved, onClose }: EditItemDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const update = useMutation(updateItemMutation(useQueryClient(), item.id));
  const form = useForm({
    resolver: zodResolver(itemUpdateBody),
    defaultValues: {
      sku: item.sku,
      price: item.price.amount,
      discount_percentage: item.discount_percentage,
      moq: item.moq,
      weight_grams: item.weight_grams,
      free_delivery: item.free_delivery,
      hidden: item.hidden,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const options = optionsLine(item);

  return (
    <EditDialog title={t('product.editItem.title', { sku: item.sku })} onClose={onClose}>
      {(close) => (
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) =>
              void handleSubmit(async (change) => {
                try {
                  const product = await update.mutateAsync(change);
                  close();
                  onSaved(product);
                } catch {
                  // Shown from the mutation's error.
                }
              })(event)
            }
            className="grid gap-4 sm:grid-cols-2"
          >
            <p className="text-sm text-stone-700 sm:col-span-2">
              {options && <span className="block">{options}</span>}
              {t('product.editItem.where', { store: item.store.name })}
            </p>
            <SkuField />
            <PriceAndTermsFields />
            <div className="flex flex-col justify-end gap-1">
              <CheckboxField {...register('free_delivery')} label={t('product.itemForm.freeDelivery')} />
              <CheckboxField {...register('hidden')} label={t('product.itemForm.hidden')} />
            </div>
            <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700 sm:col-span-2">
              {t('product.editItem.quantity', { count: item.quantity, units: formatNumber(item.quantity, i18n.language, 0, 0) })}{' '}
              <Link
                to={`${STOCK_PATH}?q=${encodeURIComponent(item.sku)}`}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t('product.editItem.toStock')}
              </Link>
            </p>
            <FormFooter failure={update.isError ? errorText(update.error) : undefined} busy={isSubmitting} submit={t('catalogue.save')} onCancel={close} />
          </form>
        </FormProvider>
      )}
    </EditDialog>
  );
}
