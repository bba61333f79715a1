import type { AdminOrder } from '@shop/contract/admin';
import { formatNumber } from '@/lib/format-number';
import { useTranslation } from '@/lib/i18n';
import { DetailsList } from '../../../components/details-list';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

/** The order's money as it was frozen when placed: total = sub total − discount + tax + delivery fee. */
export function OrderMoney({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const money = (value: AdminOrder['total']) => formatMoney(value, i18n.language);
  return (
    <SectionCard title={t('order.money.title')}>
      <DetailsList
        items={[
          [t('order.money.subTotal'), money(order.sub_total)],
          [t('order.money.discount'), money(order.discount_allowed)],
          [t('order.money.tax', { rate: formatNumber(order.tax_rate, i18n.language, 0, 2) }), money(order.tax)],
          [t('order.money.deliveryFee'), money(order.delivery_fee)],
          [t('order.money.total'), <strong key="total">{money(order.total)}</strong>],
          [t('order.money.paymentMethod'), t(`paymentMethods.${order.payment_method}`)],
        ]}
        className="tabular-nums"
      />
    </SectionCard>
  );
}
