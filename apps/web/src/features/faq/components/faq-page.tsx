import { Mail, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { usePageTitle } from '@/lib/use-page-title';
import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqCategory } from '../faq-data';
import { filterFaqs, useFaqEntries } from '../faq-search';
import { FaqAccordion } from './faq-accordion';
import { FaqSearchBox } from './faq-search-box';
import { NoFaqsFound } from './no-faqs-found';

type Tab = 'all' | FaqCategory;

const POPULAR_TOPICS: { id: 'shipping' | 'returns' | 'contact'; to: string; icon: LucideIcon }[] = [
  { id: 'shipping', to: '/shipping-info', icon: Truck },
  { id: 'returns', to: '/returns-policy', icon: RotateCcw },
  { id: 'contact', to: '/contact', icon: Mail },
];

/**
 * /faq: a search box that filters the questions and answers as one types (in the shown language), category tabs,
 * Popular Topics while the search is empty, 'No FAQs found' with 'Clear Search' when nothing matches, and the
 * ways to reach a person.
 */
export function FaqPage() {
  const { t } = useTranslation('faq');
  usePageTitle(t('title'));
  const ids = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Tab>('all');

  const entries = useFaqEntries(FAQ_ITEMS);
  const shown = filterFaqs(category === 'all' ? entries : entries.filter((entry) => entry.category === category), query);
  const searching = query.trim() !== '';
  const tabs = (['all', ...FAQ_CATEGORIES] as const).map((id) => ({ id, label: t(`categories.${id}`) }));

  const clearSearch = () => {
    setQuery('');
    searchBox.current?.focus();
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 md:py-12">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-stone-600">{t('intro')}</p>
        <div className="mt-3 w-full max-w-xl">
          <FaqSearchBox ref={searchBox} label={t('search.label')} placeholder={t('search.placeholder')} value={query} onChange={setQuery} />
        </div>
        <p role="status" className="sr-only">
          {searching ? t('search.results', { count: shown.length }) : ''}
        </p>
      </header>

      {!searching && (
        <section aria-labelledby={`${ids}-popular`} className="mt-10">
          <h2 id={`${ids}-popular`} className="text-xl font-semibold text-stone-900">
            {t('popular.title')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {POPULAR_TOPICS.map(({ id, to, icon: Icon }) => (
              <li
                key={id}
                className="relative flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="font-semibold text-stone-900">
                  {/* The link covers the whole card; its name stays the topic's title. */}
                  <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
                    {t(`popular.${id}.title`)}
                  </Link>
                </h3>
                <p className="text-sm text-stone-600">{t(`popular.${id}.description`)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${ids}-questions`} className="mt-10">
        <h2 id={`${ids}-questions`} className="sr-only">
          {t('questions')}
        </h2>
        <Tabs label={t('categories.label')} tabs={tabs} selected={category} onSelect={setCategory} idPrefix={ids} />
        <TabPanel idPrefix={ids} selected={category} className="mt-6">
          {shown.length ? <FaqAccordion entries={shown} /> : <NoFaqsFound query={query} onClear={clearSearch} />}
        </TabPanel>
      </section>

      <aside aria-labelledby={`${ids}-help`} className="mt-12 rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center">
        <h2 id={`${ids}-help`} className="text-lg font-semibold text-stone-900">
          {t('help.title')}
        </h2>
        <p className="mt-1 text-stone-700">{t('help.text')}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonClasses('primary')}>
            {t('help.contact')}
          </Link>
          <Link to="/customer-service" className={buttonClasses('outline')}>
            {t('help.customerService')}
          </Link>
        </div>
      </aside>
    </div>
  );
}
