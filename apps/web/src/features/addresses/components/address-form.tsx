import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import {
  ADDRESS_CITY_MAX,
  ADDRESS_COUNTRY,
  ADDRESS_LABELS,
  ADDRESS_LINE_MAX,
  ADDRESS_POSTAL_CODE_MAX,
  addressBody,
  type AddressInput,
} from '@shop/contract/addresses';
import { GHANA_REGIONS } from '@shop/contract/constants';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/use-error-text';
import type { AddressFormValues } from '../address-values';

interface AddressFormProps {
  /** Add or edit: the title and the button say which. */
  mode: 'add' | 'edit';
  initial: AddressFormValues;
  /** Saves the checked, normalised address; a refusal is thrown back: field messages go on their fields, others in a toast. */
  onSave(address: AddressInput): Promise<void>;
  onCancel(): void;
}

const FIELDS = new Set<string>(Object.keys(addressBody.shape));
const ORDER: (keyof AddressFormValues)[] = [
  'label',
  'first_name',
  'last_name',
  'street_address',
  'apartment',
  'city',
  'region',
  'postal_code',
  'country',
  'phone',
  'ghana_post_gps',
];

/**
 * The address form (spec part 2 section 5 "Address"): the contract's rules and message codes, checked in the page and
 * again by the server, whose field refusals land on their fields. The label field takes focus when the form opens.
 */
export function AddressForm({ mode, initial, onSave, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver: zodResolver(addressBody) as never, defaultValues: initial });

  useEffect(() => setFocus('label'), [setFocus]);

  const onSubmit = async (values: AddressFormValues) => {
    try {
      // The resolver answered the contract's output: trimmed, the phone and GPS code normalised.
      await onSave(values as unknown as AddressInput);
    } catch (error) {
      const fields =
        error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? (error.params?.fields as Record<string, string[]> | undefined) : undefined;
      const known = Object.entries(fields ?? {}).filter(([field, codes]) => FIELDS.has(field) && codes[0]);
      if (known.length === 0) return void toast.error(errorText(error));
      known.forEach(([field, codes], i) => setError(field as keyof AddressFormValues, { type: 'server', message: codes[0] }, { shouldFocus: i === 0 }));
    }
  };

  // Registered in the order shown, so a failed submit focuses the first field on the screen that is wrong.
  const reg = Object.fromEntries(ORDER.map((field) => [field, register(field)])) as Record<keyof AddressFormValues, UseFormRegisterReturn>;
  const message = (field: keyof AddressFormValues) => errorText(errors[field]?.message);
  const text = (field: keyof AddressFormValues, label: string, registration: UseFormRegisterReturn, extra: Partial<TextProps> = {}) => (
    <TextField label={label} error={message(field)} registration={registration} {...extra} />
  );

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-semibold text-stone-900">
        {mode === 'add' ? t('addresses.form.addTitle') : t('addresses.form.editTitle')}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={t('addresses.form.label')} error={message('label')}>
          {(control) => (
            <Select variant="field" {...control} {...reg.label}>
              <option value="">{t('addresses.form.chooseLabel')}</option>
              {ADDRESS_LABELS.map((label) => (
                <option key={label} value={label}>
                  {t(`addresses.labels.${label}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="hidden sm:block" />
        {text('first_name', t('addresses.form.firstName'), reg.first_name, { autoComplete: 'given-name', maxLength: 50 })}
        {text('last_name', t('addresses.form.lastName'), reg.last_name, { autoComplete: 'family-name', maxLength: 50 })}
        {text('street_address', t('addresses.form.streetAddress'), reg.street_address, {
          autoComplete: 'address-line1',
          maxLength: ADDRESS_LINE_MAX,
          wide: true,
        })}
        {text('apartment', t('addresses.form.apartment'), reg.apartment, {
          autoComplete: 'address-line2',
          maxLength: ADDRESS_LINE_MAX,
          optional: t('addresses.form.optional'),
          wide: true,
        })}
        {text('city', t('addresses.form.city'), reg.city, { autoComplete: 'address-level2', maxLength: ADDRESS_CITY_MAX })}
        <Field label={t('addresses.form.region')} error={message('region')}>
          {(control) => (
            <Select variant="field" {...control} {...reg.region} autoComplete="address-level1">
              <option value="">{t('addresses.form.chooseRegion')}</option>
              {GHANA_REGIONS.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text('postal_code', t('addresses.form.postalCode'), reg.postal_code, { autoComplete: 'postal-code', maxLength: ADDRESS_POSTAL_CODE_MAX })}
        <Field label={t('addresses.form.country')} error={message('country')}>
          {(control) => (
            // Ghana is the one choice (spec section 5).
            <Select variant="field" {...control} {...reg.country} autoComplete="country-name">
              <option value={ADDRESS_COUNTRY}>{t('addresses.form.ghana')}</option>
            </Select>
          )}
        </Field>
        {text('phone', t('addresses.form.phone'), reg.phone, { autoComplete: 'tel', type: 'tel', hint: t('addresses.form.phoneHint'), maxLength: 20 })}
        {text('ghana_post_gps', t('addresses.form.gps'), reg.ghana_post_gps, {
          hint: t('addresses.form.gpsHint'),
          optional: t('addresses.form.optional'),
          maxLength: 20,
          autoCapitalize: 'characters',
        })}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('addresses.form.saving') : mode === 'add' ? t('addresses.form.save') : t('addresses.form.update')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('addresses.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface TextProps {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  hint?: string;
  optional?: string;
  wide?: boolean;
  autoComplete?: string;
  autoCapitalize?: string;
  type?: string;
  maxLength?: number;
}

function TextField({ label, error, registration, hint, optional, wide, ...input }: TextProps) {
  return (
    <Field
      label={
        optional ? (
          <>
            {label} <span className="font-normal text-stone-500">{optional}</span>
          </>
        ) : (
          label
        )
      }
      error={error}
      {...(hint ? { hint } : {})}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {(control) => <Input {...control} {...registration} {...input} />}
    </Field>
  );
}
