import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { whatsappHref } from '@/lib/shop-contact';
import { shopInfoQuery } from '../api/orders-api';

const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * 'Need help with this order?' (spec part 2 section 2): Contact Support opens /contact with the order number in the
 * subject; where the shop has a WhatsApp number (GET /shop-info/), a chat link carries the order number too.
 */
export function OrderHelp({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['orders', 'my-orders']);
  const whatsapp = useQuery(shopInfoQuery()).data?.whatsapp_number;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-stone-200 pt-4 text-sm text-stone-600">
      {t('help.question')}
      <Link to={`/contact?order=${orderId}`} className={link}>
        {t('help.contact')}
      </Link>
      {whatsapp && (
        <a
          href={whatsappHref(whatsapp, t('my-orders:help.whatsappText', { order: orderId }))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('my-orders:help.whatsappLabel', { order: orderId })}
          className={`inline-flex items-center gap-1 ${link}`}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('my-orders:help.whatsapp')}
        </a>
      )}
    </p>
  );
}
