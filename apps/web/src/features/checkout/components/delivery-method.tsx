import { Store, Truck } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { DELIVERY_METHODS } from '@shop/contract/orders';
import { useErrorText } from '@/lib/use-error-text';
import type { CheckoutFormValues } from '../form-values';
import { ChoiceCard, radioClasses } from './section';

const ICONS = { Deliver: Truck, Pickup: Store } as const;

/** Delivery or pickup (spec part 2 section 2): a radio group; switching resets the delivery price. */
export function DeliveryMethod({ form, onSwitch }: { form: UseFormReturn<CheckoutFormValues>; onSwitch(): void }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const error = errorText(form.formState.errors.deliveryMethod?.message);
  return (
    <fieldset aria-describedby={error ? 'delivery-method-error' : undefined}>
      <legend className="mb-3 text-sm font-medium text-stone-800">{t('method.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {DELIVERY_METHODS.map((method) => {
          const Icon = ICONS[method];
          return (
            <ChoiceCard key={method}>
              <input type="radio" value={method} className={radioClasses} {...form.register('deliveryMethod', { onChange: onSwitch })} />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="flex flex-col">
                <span className="font-medium text-stone-900">{t(`method.${method}.label`)}</span>
                <span className="text-sm text-stone-600">{t(`method.${method}.hint`)}</span>
              </span>
            </ChoiceCard>
          );
        })}
      </div>
      {error && (
        <p id="delivery-method-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
