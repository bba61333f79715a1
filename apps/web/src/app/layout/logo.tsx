import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

/** The shop's name as a link home, with a small mark. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <Link to="/" className={cn('flex shrink-0 items-center gap-2 rounded-lg', className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 24 16 7l7 17M11.6 18h8.8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-brand-900">{t('brand')}</span>
    </Link>
  );
}
