import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { PickupAddress } from '@shop/contract/checkout';
import { useErrorText } from '@/lib/use-error-text';
import type { CheckoutFormValues } from '../form-values';
import { ChoiceCard, radioClasses } from './section';

/** Our stores to collect from (spec section 2): name, address, hours and phone; ready within 24 hours. */
export function PickupStores({
  form,
  stores,
  onStore,
}: {
  form: UseFormReturn<CheckoutFormValues>;
  stores: readonly PickupAddress[] | undefined;
  onStore(): void;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  const errorText = useErrorText();
  const error = errorText(form.formState.errors.pickupLocationId?.message);
  return (
    <fieldset aria-describedby={error ? 'pickup-store-error' : 'pickup-ready'}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('pickup.legend')}</legend>
      <p id="pickup-ready" className="mb-3 text-sm text-stone-600">
        {t('pickup.ready')}
      </p>
      {error && (
        <p id="pickup-store-error" role="alert" className="mb-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {!stores ? (
        <p className="text-sm text-stone-600">{t('pickup.loading')}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {stores.map((store) => (
            <ChoiceCard key={store.id}>
              <input
                type="radio"
                value={store.id}
                className={radioClasses}
                aria-invalid={error ? true : undefined}
                {...form.register('pickupLocationId', { onChange: onStore })}
              />
              <span className="flex min-w-0 flex-col gap-0.5 text-sm text-stone-600">
                <span className="text-base font-medium text-stone-900">{store.name}</span>
                <span>{t('pickup.address', { address: store.address, city: store.city })}</span>
                <StoreHours hours={store.hours} />
                <span>{t('pickup.phone', { phone: store.phone })}</span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function StoreHours({ hours }: { hours: PickupAddress['hours'] }) {
  const { t } = useTranslation('checkout');
  const day = (key: 'weekdays' | 'saturday' | 'sunday', range: PickupAddress['hours']['saturday']) =>
    range ? t(`pickup.hours.${key}`, { opens: range.opens, closes: range.closes }) : t(`pickup.closed.${key}`);
  return <span>{[day('weekdays', hours.weekdays), day('saturday', hours.saturday), day('sunday', hours.sunday)].join(' · ')}</span>;
}
