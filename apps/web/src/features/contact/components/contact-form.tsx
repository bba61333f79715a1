import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { LanguageCode } from '@shop/contract/constants';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/use-error-text';
import { sendContactMessage } from '../api/send-contact-message';
import { contactFormSchema, splitNameContactFormSchema, type ContactFormValues } from '../contact-form-schema';

const EMPTY: ContactFormValues = { name: '', firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * The contact form (spec part 2: the contact page, and the Contact Us tab of /customer-service with `splitName`).
 * Beyond the spec, the message reaches the shop: it is sent to POST /contact/, which stores it and mails support.
 * On success the form empties and says so; on failure everything typed stays, with the reason above the button.
 */
export function ContactForm({ splitName = false, className, subject = '' }: { splitName?: boolean; className?: string; subject?: string }) {
  const { t, i18n } = useTranslation(['contact', 'errors']);
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    // The two schemas differ only in the name fields; the form's values cover both.
    resolver: zodResolver(splitName ? splitNameContactFormSchema : contactFormSchema) as never,
    // A subject given by the page (an order number from My Orders' 'Contact Support') starts the form.
    defaultValues: { ...EMPTY, subject },
  });

  const onSubmit = async (values: ContactFormValues) => {
    setFailure(null);
    setSent(false);
    const name = splitName ? `${values.firstName?.trim()} ${values.lastName?.trim()}` : (values.name ?? '');
    try {
      await sendContactMessage({
        name,
        email: values.email,
        subject: values.subject,
        message: values.message,
        language: i18n.language as LanguageCode,
      });
    } catch (error) {
      setFailure(error);
      return;
    }
    reset(EMPTY);
    setSent(true);
  };

  // The success message takes focus, so a screen reader hears it and the keyboard starts from it.
  useLayoutEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const text = (registration: UseFormRegisterReturn, error: FieldError | undefined, label: string, autoComplete: string, type = 'text') => (
    <Field label={label} error={errorText(error?.message)}>
      {(control) => <Input {...control} {...registration} type={type} autoComplete={autoComplete} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className={cn('flex flex-col gap-4', className)} aria-label={t('form.label')}>
      {sent && (
        <SuccessMessage ref={successRef}>
          <p className="font-semibold">{t('form.successTitle')}</p>
          <p>{t('form.success')}</p>
        </SuccessMessage>
      )}
      {splitName ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text(register('firstName'), errors.firstName, t('form.firstName'), 'given-name')}
          {text(register('lastName'), errors.lastName, t('form.lastName'), 'family-name')}
        </div>
      ) : (
        text(register('name'), errors.name, t('form.name'), 'name')
      )}
      {text(register('email'), errors.email, t('form.email'), 'email', 'email')}
      {text(register('subject'), errors.subject, t('form.subject'), 'off')}
      <Field label={t('form.message')} error={errorText(errors.message?.message)} hint={t('form.messageHint')}>
        {(control) => <Textarea {...control} {...register('message')} rows={6} />}
      </Field>
      {failure !== null && <FormBanner message={errorText(failure)} />}
      <Button type="submit" disabled={isSubmitting} className="min-h-12 self-start px-6 text-base">
        {isSubmitting ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}

function SuccessMessage({ ref, children }: { ref: React.Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-900 focus:outline-none"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
