import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/use-error-text';
import type { CheckoutFormValues } from '../form-values';
import { Section } from './section';

/** The contact fields, in order: their text keys are `contact.<name>`. */
type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';
const CONTACT_FIELDS: { name: ContactField; type?: string; inputMode?: 'email' | 'tel'; autoComplete: string; hint?: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', hint: 'contact.phoneHint' },
];

interface ContactSectionProps {
  /** The input's binding to the form; none while the checkout loads (the inputs are then disabled). */
  bind(name: ContactField): object;
  errorOf(name: ContactField): string | undefined;
}

function ContactSection({ bind, errorOf }: ContactSectionProps) {
  const { t } = useTranslation('checkout');
  return (
    <Section title={t('contact.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ name, hint, ...attributes }) => (
          <Field key={name} label={t(`contact.${name}`)} hint={hint && t(hint)} error={errorOf(name)}>
            {(control) => <Input {...control} {...bind(name)} {...attributes} />}
          </Field>
        ))}
      </div>
    </Section>
  );
}

/** Who receives the order: names, email and phone, prefilled from the profile. */
export function ContactFields({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const errorText = useErrorText();
  const { errors } = form.formState;
  // The profile's values are in the HTML too, for a form the server renders (the form sets them again once taken over).
  const bind = (name: ContactField) => ({ ...form.register(name), defaultValue: form.formState.defaultValues?.[name] });
  return <ContactSection bind={bind} errorOf={(name) => errorText(errors[name]?.message)} />;
}

/**
 * The same section while the checkout loads (and in the page the server sends first): in place, with its labels and
 * hint, the inputs disabled so nothing typed before the form is ready is lost.
 */
export function ContactFieldsWaiting() {
  return <ContactSection bind={(name) => ({ name, disabled: true })} errorOf={() => undefined} />;
}
