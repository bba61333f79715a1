import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** A help page: its title as the document title and the one <h1>, an optional lead paragraph, then its sections. */
export function HelpPage({ title, lead, meta, children }: { title: string; lead?: ReactNode; meta?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <header className="border-b border-stone-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{title}</h1>
        {meta && <p className="mt-2 text-sm text-stone-500">{meta}</p>}
        {lead && <p className="mt-4 text-lg leading-relaxed text-stone-700">{lead}</p>}
      </header>
      <div className="mt-8 flex flex-col gap-10">{children}</div>
    </article>
  );
}

/** A titled part of a help page (a region named by its <h2>). */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 text-stone-700 leading-relaxed">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900 md:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list of texts. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-brand-600">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The "still need help?" box at the end of every help page, linking to /contact and /customer-service. Its texts
 * are the page's own namespace's `moreHelp.*` keys.
 */
export function MoreHelp({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <aside aria-labelledby={`${ns}-more-help`} className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
      <h2 id={`${ns}-more-help`} className="text-lg font-semibold text-stone-900">
        {t('moreHelp.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('moreHelp.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClasses('primary')}>
          {t('moreHelp.contact')}
        </Link>
        <Link to="/customer-service" className={buttonClasses('outline')}>
          {t('moreHelp.customerService')}
        </Link>
      </div>
    </aside>
  );
}
