import { Clock, Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_CONTACT_EMAIL } from '@/lib/shop-contact';

/** The shop's support address and support hours (spec part 2, section 9). */
export function SupportDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('contact');
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-600';
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-reach`}>
        <Heading id={`${id}-reach`} className="mb-3 text-lg font-semibold text-stone-900">
          {t('details.title')}
        </Heading>
        <ul className="flex flex-col gap-3 text-stone-700">
          <li className={row}>
            <Mail aria-hidden="true" className={icon} />
            <span>
              <span className="block text-sm text-stone-500">{t('details.email')}</span>
              <a href={`mailto:${SHOP_CONTACT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
                {SHOP_CONTACT_EMAIL}
              </a>
            </span>
          </li>
        </ul>
      </section>
      <section aria-labelledby={`${id}-hours`}>
        <Heading id={`${id}-hours`} className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Clock aria-hidden="true" className="size-5 text-brand-600" />
          {t('hours.title')}
        </Heading>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-stone-700">
          <dt>{t('hours.weekdays')}</dt>
          <dd className="font-medium">{t('hours.weekdaysTime')}</dd>
          <dt>{t('hours.saturday')}</dt>
          <dd className="font-medium">{t('hours.saturdayTime')}</dd>
          <dt>{t('hours.sunday')}</dt>
          <dd className="font-medium">{t('hours.closed')}</dd>
          <dt>{t('hours.chat')}</dt>
          <dd className="font-medium">{t('hours.chatTime')}</dd>
        </dl>
      </section>
    </div>
  );
}
