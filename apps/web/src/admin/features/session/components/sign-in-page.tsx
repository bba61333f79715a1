import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInBody } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { usePageHeading } from '../../../lib/use-page-heading';
import { signIn } from '../api/session-api';
import { keepStaffSession } from '../session-store';

/**
 * The sign-in form, shown in place of any back-office page while nobody is signed in: once signed in, the page asked
 * for is drawn (/admin leads to the orders). The server's refusal (a wrong password, too many tries) is shown above the
 * button and announced, and the focus goes back to the password.
 */
export function SignInPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const heading = usePageHeading(t('signIn.title'));
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInBody), defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: AdminBodyOf<'signIn'>) => {
    setFailure(null);
    try {
      keepStaffSession(await signIn(values));
    } catch (error) {
      setFailure(error);
      setFocus('password');
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{t('shopName')}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold text-stone-900 outline-none">
          {t('signIn.title')}
        </h1>
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="mt-6 flex flex-col gap-5">
          <Field label={t('signIn.email')} error={fieldErrorText(t, 'email', errors.email)}>
            {(control) => <Input {...control} {...register('email')} type="email" autoComplete="username" />}
          </Field>
          <Field label={t('signIn.password')} error={fieldErrorText(t, 'signInPassword', errors.password)}>
            {(control) => <PasswordInput {...control} {...register('password')} toggleLabel={t('showPassword')} autoComplete="current-password" />}
          </Field>
          {failure !== null && <FormBanner message={errorText(failure)} />}
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="h-11 w-full text-base">
            {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
