import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs, tabId } from '@/components/ui/tabs';
import { SupportDetails } from '@/features/contact';
import { FaqAccordion, FaqSearchBox, NoFaqsFound, filterFaqs, useFaqEntries, type FaqId } from '@/features/faq';
import { usePageTitle } from '@/lib/use-page-title';
import { ReturnsSummary } from './returns-summary';

// The contact form (react-hook-form and the contract's schema) loads when its tab is opened.
const ContactTab = lazy(() => import('./contact-tab').then((module) => ({ default: module.ContactTab })));

const TABS = ['faqs', 'contact', 'returns'] as const;
type Tab = (typeof TABS)[number];

/** The five questions of the FAQs tab (their texts are the FAQ page's, in the `faq` namespace). */
export const CUSTOMER_SERVICE_FAQS = [
  { id: 'trackOrder' },
  { id: 'paymentMethods' },
  { id: 'deliveryOptions' },
  { id: 'returnPolicy' },
  { id: 'changeOrder' },
] as const satisfies readonly {
  id: FaqId;
}[];

/**
 * /customer-service: three tabs (FAQs by default, Contact Us, Returns & Refunds), a search box that filters the
 * FAQs (typing shows the FAQs tab), and the support team's contact details and hours.
 */
export function CustomerServicePage() {
  // All three namespaces of the page load together (the FAQs' texts and the contact details are other features').
  const { t } = useTranslation(['customer-service', 'faq', 'contact']);
  usePageTitle(t('title'));
  const ids = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<Tab>('faqs');
  const [query, setQuery] = useState('');

  const shown = filterFaqs(useFaqEntries(CUSTOMER_SERVICE_FAQS), query);
  const searching = query.trim() !== '';
  const titleId = `${ids}-panel-title`;

  const search = (value: string) => {
    setQuery(value);
    if (value.trim()) setTab('faqs');
  };
  const clearSearch = () => {
    setQuery('');
    searchBox.current?.focus();
  };
  const openContact = () => {
    setTab('contact');
    document.getElementById(tabId(ids, 'contact'))?.focus();
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-lg text-stone-600">{t('intro')}</p>
        <div className="mt-2 max-w-xl">
          <FaqSearchBox ref={searchBox} label={t('search.label')} placeholder={t('search.placeholder')} value={query} onChange={search} />
        </div>
        <p role="status" className="sr-only">
          {searching ? t('search.results', { count: shown.length }) : ''}
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <Tabs label={t('tabs.label')} tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))} selected={tab} onSelect={setTab} idPrefix={ids} />
          <TabPanel idPrefix={ids} selected={tab} className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            {tab === 'faqs' && (
              <div className="flex flex-col gap-5">
                <h2 id={titleId} className="text-xl font-semibold text-stone-900">
                  {t('faqs.title')}
                </h2>
                {shown.length ? <FaqAccordion entries={shown} /> : <NoFaqsFound query={query} onClear={clearSearch} />}
                <Link to="/faq" className="self-start font-medium text-brand-700 hover:underline">
                  {t('faqs.all')}
                </Link>
              </div>
            )}
            {tab === 'contact' && (
              <div className="flex flex-col gap-5">
                <div>
                  <h2 id={titleId} className="text-xl font-semibold text-stone-900">
                    {t('contact.title')}
                  </h2>
                  <p className="mt-1 text-stone-600">{t('contact.intro')}</p>
                </div>
                <Suspense fallback={<Spinner label={t('contact.loading')} slowLabel={t('common:stillLoading')} />}>
                  <ContactTab />
                </Suspense>
              </div>
            )}
            {tab === 'returns' && <ReturnsSummary titleId={titleId} onContact={openContact} />}
          </TabPanel>
        </div>
        <aside className="h-fit rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6">
          <SupportDetails headingLevel={2} />
        </aside>
      </div>
    </div>
  );
}
