import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { DeliveryLocation } from '@shop/contract/checkout';
import { REGIONS } from '@shop/contract/delivery';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useErrorText } from '@/lib/use-error-text';
import type { CheckoutFormValues } from '../form-values';

interface DeliveryFieldsProps {
  form: UseFormReturn<CheckoutFormValues>;
  /** GET /delivery-location/: undefined while it loads or when it failed (`failed`, with `retry`). */
  places: DeliveryLocation[] | undefined;
  failed: boolean;
  retry(): void;
  /** A place was chosen (or cleared): price it. */
  onPlace(): void;
  /** The address was left: price a chosen place that waited for it. */
  onAddressDone(): void;
}

/** Where a delivery goes: region, the place we deliver to (of that region), street address and GhanaPost GPS code. */
export function DeliveryFields({ form, places, failed, retry, onPlace, onAddressDone }: DeliveryFieldsProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const errorText = useErrorText();
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  const region = useWatch({ control, name: 'region' });
  const shown = places?.filter((place) => !region || place.parent_name === region) ?? [];

  // A place outside the new region no longer fits: it is cleared, and with it the price.
  const onRegion = () => {
    const place = places?.find((p) => String(p.id) === getValues('deliveryLocationId'));
    if (place && place.parent_name !== getValues('region')) {
      setValue('deliveryLocationId', '');
      onPlace();
    }
  };
  // Choosing a place sets its region (spec: the place's parent_name).
  const onPlaceChosen = () => {
    const place = places?.find((p) => String(p.id) === getValues('deliveryLocationId'));
    if (place) setValue('region', place.parent_name, { shouldValidate: !!errors.region });
    onPlace();
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('delivery.region')} error={errorText(errors.region?.message)}>
        {(control) => (
          <Select variant="field" {...control} {...register('region', { onChange: onRegion })} autoComplete="address-level1">
            <option value="">{t('delivery.chooseRegion')}</option>
            {REGIONS.map((r) => (
              <option key={r.id} value={r.name}>
                {r.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('delivery.place')} hint={t('delivery.placeHint')} error={errorText(errors.deliveryLocationId?.message)}>
        {(control) => (
          <div className="flex gap-2">
            <Select
              variant="field"
              {...control}
              {...register('deliveryLocationId', { onChange: onPlaceChosen })}
              disabled={!places}
              autoComplete="address-level2"
            >
              <option value="">{places ? t('delivery.choosePlace') : failed ? t('delivery.placesFailed') : t('delivery.placesLoading')}</option>
              {shown.map((place) => (
                <option key={place.id} value={place.id}>
                  {region ? place.name : t('delivery.placeInRegion', { place: place.name, region: place.parent_name })}
                </option>
              ))}
            </Select>
            {failed && (
              <Button variant="outline" onClick={retry} className="h-11 shrink-0">
                {t('common:retry')}
              </Button>
            )}
          </div>
        )}
      </Field>
      <Field label={t('delivery.address')} hint={t('delivery.addressHint')} error={errorText(errors.address?.message)} className="sm:col-span-2">
        {(control) => <Input {...control} {...register('address', { onBlur: onAddressDone })} autoComplete="street-address" maxLength={200} />}
      </Field>
      <Field
        label={
          <>
            {t('delivery.postCode')} <span className="font-normal text-stone-500">{t('optional')}</span>
          </>
        }
        hint={t('delivery.postCodeHint')}
        error={errorText(errors.ghanaPostCode?.message)}
      >
        {(control) => <Input {...control} {...register('ghanaPostCode')} autoComplete="postal-code" autoCapitalize="characters" maxLength={20} />}
      </Field>
    </div>
  );
}
