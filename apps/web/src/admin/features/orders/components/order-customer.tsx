import type { AdminOrder } from '@shop/contract/admin';
import { useTranslation } from '@/lib/i18n';
import { DetailsList } from '../../../components/details-list';
import { SectionCard } from '../../../components/section-card';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

const linkClasses = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Who placed the order, with links to write or call them. */
export function OrderCustomer({ customer }: { customer: AdminOrder['customer'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <SectionCard title={t('order.customer.title')}>
      <DetailsList
        items={[
          [t('order.customer.name'), customer.name],
          [
            t('order.customer.email'),
            <a key="email" href={`mailto:${customer.email}`} className={linkClasses}>
              {customer.email}
            </a>,
          ],
          [
            t('order.customer.phone'),
            customer.phone && (
              <a key="phone" href={`tel:${customer.phone}`} className={linkClasses}>
                {customer.phone}
              </a>
            ),
          ],
          [
            t('order.customer.code'),
            <span key="code" className="font-mono">
              {customer.code}
            </span>,
          ],
        ]}
      />
    </SectionCard>
  );
}
