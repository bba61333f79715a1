import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SHOP_CONTACT, telHref, whatsappHref, type ShopContact } from '@/lib/shop-contact';

/**
 * The shop's support address and support hours (spec part 2, section 9), and its phone and WhatsApp numbers when the
 * shop has them (`lib/shop-contact.ts`). No live chat: the shop has none.
 */
export function SupportDetails({ headingLevel = 2, contact = SHOP_CONTACT }: { headingLevel?: 2 | 3; contact?: ShopContact }) {
  const { t } = useTranslation('contact');
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-600';
  const link = 'inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline';
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
              <a href={`mailto:${contact.email}`} className={link}>
                {contact.email}
              </a>
            </span>
          </li>
          {contact.phone && (
            <li className={row}>
              <Phone aria-hidden="true" className={icon} />
              <span>
                <span className="block text-sm text-stone-500">{t('details.phone')}</span>
                <a href={telHref(contact.phone)} className={link}>
                  {contact.phone}
                </a>
              </span>
            </li>
          )}
          {contact.whatsapp && (
            <li className={row}>
              <MessageCircle aria-hidden="true" className={icon} />
              <span>
                <span className="block text-sm text-stone-500">{t('details.whatsapp')}</span>
                <a href={whatsappHref(contact.whatsapp)} className={link} target="_blank" rel="noopener noreferrer">
                  {contact.whatsapp}
                </a>
              </span>
            </li>
          )}
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
        </dl>
      </section>
    </div>
  );
}
