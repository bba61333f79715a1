import { AlertCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The look of every text input, select and password box in the account forms (16 px text: no zoom on phones). */
export const inputClasses =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600 aria-invalid:focus:ring-red-100 disabled:bg-stone-100';

export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** The translated message; shown under the control and tied to it. */
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error (announced, and described by the control). */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The email field of every account form. */
export function EmailField({ registration, error, className }: { registration: UseFormRegisterReturn; error: string | undefined; className?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('fields.email')} error={error} {...(className ? { className } : {})}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          className={inputClasses}
        />
      )}
    </Field>
  );
}

/** A failed request, shown above the form's button and announced. */
export function FormBanner({ message, id }: { message: string; id?: string }) {
  return (
    <div id={id} role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** A back arrow above the title. */
  back?: ReactNode;
  /** Under the card: links to the other account pages. */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the login, signup and password pages: one centred column with the page's only h1. */
export function AuthCard({ title, subtitle, back, footer, wide, children }: AuthCardProps) {
  return (
    <section className={cn('mx-auto w-full px-4 py-8 sm:py-14', wide ? 'max-w-2xl' : 'max-w-md')}>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        {back && <div className="-ml-2 mb-3">{back}</div>}
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-stone-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <p className="mt-6 text-center text-sm text-stone-600">{footer}</p>}
    </section>
  );
}

/** The text link style of the account pages. */
export const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';
