import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { Checkout } from '@shop/contract/checkout';
import { usePreferences } from '@/features/preferences';
import { feeText, formatDays } from '@/lib/delivery-format';
import type { CheckoutFormValues } from '../form-values';
import { ChoiceCard, radioClasses } from './section';

/**
 * How fast (spec section 9: standard, express in the major cities, same day in Accra and Kumasi before 10:00): the
 * server's `delivery_choices` for the chosen place, each with its fee for this cart and its expected days. Until the
 * choice is priced, a line saying what is still needed.
 */
export function DeliverySpeeds({
  form,
  checkout,
  priced,
  onSpeed,
}: {
  form: UseFormReturn<CheckoutFormValues>;
  checkout: Checkout;
  priced: boolean;
  onSpeed(): void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { formatPrice } = usePreferences();
  const choices = priced ? checkout.delivery_choices : [];
  return (
    <fieldset className="mt-5">
      <legend className="mb-3 text-sm font-medium text-stone-800">{t('speed.legend')}</legend>
      {choices.length === 0 ? (
        <p className="rounded-lg bg-stone-50 px-3 py-2.5 text-sm text-stone-600">{t('speed.needsPlace')}</p>
      ) : (
        <div className="grid gap-3">
          {choices.map((choice) => (
            <ChoiceCard key={choice.id}>
              <input type="radio" value={choice.id} className={radioClasses} {...form.register('deliverySpeed', { onChange: onSpeed })} />
              <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span className="flex flex-col">
                  <span className="font-medium text-stone-900">{t(`speed.${choice.id}`)}</span>
                  <span className="text-sm text-stone-600">{t('speed.expected', { days: formatDays(choice.expected, i18n.language) })}</span>
                </span>
                <span className="font-semibold text-stone-900">{feeText(choice.fee, formatPrice, t('free'))}</span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      )}
    </fieldset>
  );
}
