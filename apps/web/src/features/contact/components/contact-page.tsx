import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { ORDER_NUMBER_PATTERN } from '@shop/contract/orders';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactForm } from './contact-form';
import { SupportDetails } from './support-details';

/**
 * /contact (spec part 2): the form and how else to reach the shop. `?order=AGH123456` (My Orders' 'Contact Support')
 * starts the subject with the order number; anything else there is ignored.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  const order = useSearchParams()[0].get('order') ?? '';
  const subject = ORDER_NUMBER_PATTERN.test(order) ? t('form.orderSubject', { order }) : '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-stone-700 md:text-lg">{t('intro')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="mb-5 text-xl font-semibold text-stone-900">
            {t('form.title')}
          </h2>
          <ContactForm subject={subject} />
        </section>
        <aside className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-8">
          <SupportDetails />
          <p className="text-sm text-stone-600">
            {t('faqHint')}{' '}
            <Link to="/faq" className="font-medium text-brand-700 hover:underline">
              {t('faqLink')}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
