import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The email field of every account form. */
export function EmailField({ registration, error, className }: { registration: UseFormRegisterReturn; error: string | undefined; className?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('fields.email')} error={error} {...(className ? { className } : {})}>
      {(control) => <Input {...control} {...registration} type="email" autoComplete="email" inputMode="email" placeholder={t('fields.emailPlaceholder')} />}
    </Field>
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
