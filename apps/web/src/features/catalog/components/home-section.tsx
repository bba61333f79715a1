import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

interface HomeSectionProps {
  title: string;
  /** Where 'View All' leads. */
  viewAllTo: string;
  children: ReactNode;
  className?: string;
}

/** A titled band of the home page with a 'View All' link (described by the title for screen readers). */
export function HomeSection({ title, viewAllTo, children, className }: HomeSectionProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto max-w-6xl px-4 py-10 md:py-14', className)}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-stone-900 md:text-3xl">
          {title}
        </h2>
        <Link
          to={viewAllTo}
          aria-describedby={headingId}
          className="inline-flex min-h-6 shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}
