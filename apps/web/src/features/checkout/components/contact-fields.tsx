import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/use-error-text';
import type { CheckoutFormValues } from '../form-schema';
import { Section } from './section';

/** Who receives the order: names, email and phone, prefilled from the profile. */
export function ContactFields({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Section title={t('contact.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.firstName')} error={errorText(errors.firstName?.message)}>
          {(control) => <Input {...control} {...register('firstName')} autoComplete="given-name" />}
        </Field>
        <Field label={t('contact.lastName')} error={errorText(errors.lastName?.message)}>
          {(control) => <Input {...control} {...register('lastName')} autoComplete="family-name" />}
        </Field>
        <Field label={t('contact.email')} error={errorText(errors.email?.message)}>
          {(control) => <Input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" />}
        </Field>
        <Field label={t('contact.phone')} hint={t('contact.phoneHint')} error={errorText(errors.phone?.message)}>
          {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />}
        </Field>
      </div>
    </Section>
  );
}
