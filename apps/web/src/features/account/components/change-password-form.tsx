import { Check, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { changePasswordBody } from '@shop/contract/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { changePassword } from '../api/change-password';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/use-error-text';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELD_OF: Record<string, keyof Values> = { old_password: 'currentPassword', password: 'newPassword', password1: 'confirmPassword' };

/** The contract's change-password rules (and their message codes), applied to the form's field names. */
const resolver: Resolver<Values> = async (values) => {
  const parsed = changePasswordBody.safeParse({ old_password: values.currentPassword, password: values.newPassword, password1: values.confirmPassword });
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<Values> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** A refusal about the current password (the server's CURRENT_PASSWORD_INCORRECT): focus goes back to that field. */
const isCurrentPasswordProblem = (err: unknown) =>
  err instanceof ApiError && err.code === 'VALIDATION_FAILED' && !!(err.params?.fields as Record<string, unknown> | undefined)?.old_password;

/** The settings tab's password area: 'Change Password' opens and closes the form. */
export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  // Closing the form (done or cancelled) gives focus back to the button that opened it.
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <section aria-labelledby={`${formId}-title`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`${formId}-title`} className="text-lg font-semibold text-stone-900">
            {t('changePassword.title')}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{t('changePassword.intro')}</p>
        </div>
        <Button ref={toggleRef} variant="outline" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((value) => !value)}>
          {t('changePassword.toggle')}
        </Button>
      </div>
      {open && <ChangePasswordForm id={formId} onDone={close} />}
    </section>
  );
}

function ChangePasswordForm({ id, onDone }: { id: string; onDone(): void }) {
  const { t } = useTranslation(['account', 'errors']);
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: EMPTY });
  const values = { ...EMPTY, ...useWatch({ control }) };

  const onSubmit = async ({ currentPassword, newPassword, confirmPassword }: Values) => {
    setFailure(null);
    try {
      await changePassword({ old_password: currentPassword, password: newPassword, password1: confirmPassword });
      toast.success(t('changePassword.success'));
      onDone();
    } catch (err) {
      setFailure(err);
      // A refused current password sends the shopper back to that field.
      if (isCurrentPasswordProblem(err)) setFocus('currentPassword');
    }
  };

  const message = (field: keyof Values) => errorText(errors[field]?.message);
  const rules: [string, boolean][] = [
    ['length', values.newPassword.length >= 8],
    ['lowercase', /[a-z]/.test(values.newPassword)],
    ['uppercase', /[A-Z]/.test(values.newPassword)],
    ['number', /\d/.test(values.newPassword)],
    ['different', values.newPassword !== '' && values.newPassword !== values.currentPassword],
    ['matches', values.confirmPassword !== '' && values.confirmPassword === values.newPassword],
  ];

  return (
    <form id={id} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="mt-6 flex max-w-md flex-col gap-4">
      {failure !== null && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(failure, 'CHANGE_PASSWORD_FAILED')}
        </p>
      )}
      <PasswordField
        label={t('changePassword.current')}
        autoComplete="current-password"
        error={message('currentPassword')}
        registration={register('currentPassword')}
      />
      <PasswordField label={t('changePassword.new')} autoComplete="new-password" error={message('newPassword')} registration={register('newPassword')} />
      <PasswordField
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        error={message('confirmPassword')}
        registration={register('confirmPassword')}
      />
      <div aria-live="polite" className="rounded-lg bg-stone-50 p-3">
        <p className="text-sm font-medium text-stone-700">{t('changePassword.checklist.title')}</p>
        <ul className="mt-2 grid gap-1 text-sm">
          {rules.map(([rule, met]) => (
            <li key={rule} className={cn('flex items-center gap-2', met ? 'text-green-700' : 'text-stone-600')}>
              {met ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
              {t(`changePassword.checklist.${rule}`)}
              <span className="sr-only">({met ? t('changePassword.checklist.met') : t('changePassword.checklist.unmet')})</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('changePassword.cancel')}
        </Button>
      </div>
    </form>
  );
}

interface PasswordFieldProps {
  label: string;
  autoComplete: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

function PasswordField({ label, autoComplete, error, registration }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={label} error={error}>
      {(control) => <PasswordInput {...control} {...registration} autoComplete={autoComplete} toggleLabel={t('changePassword.show', { field: label })} />}
    </Field>
  );
}
