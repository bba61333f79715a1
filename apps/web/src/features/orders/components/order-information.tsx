import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '@shop/contract/order-answers';
import { parseAmount } from '@shop/contract/money';
import { usePreferences } from '@/features/preferences';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';
import { feeText, formatDays } from '@/lib/delivery-format';
import { formatOrderMoment } from '../order-dates';

const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5';

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn(row, className)}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-stone-50 p-4">
      <h3 id={id} className="mb-3 font-semibold text-stone-900">
        {title}
      </h3>
      <dl className="flex flex-col gap-2 text-sm">{children}</dl>
    </section>
  );
}

/**
 * The Order Details (the spec's Sale Point, Delivery Option, Note when there is one, Order Date; and ours: where it
 * goes or is collected, when, how it is paid and whether it is) and the Payment Information: the server's figures as
 * the order froze them, none computed here.
 */
export function OrderInformation({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { formatPrice } = usePreferences();
  const pickup = order.delivery_option === 'Pickup';
  const option = pickup || !order.delivery_speed ? t(`details.options.${order.delivery_option}`) : t(`details.options.${order.delivery_speed}`);
  const rate = formatNumber(order.tax_rate, i18n.language, 0, 2);
  const id = `order-${order.order_id}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Block id={`${id}-details-title`} title={t('details.title')}>
        <Row label={t('details.salePoint')}>{t(`details.salePoints.${order.sale_point}`, { defaultValue: order.sale_point })}</Row>
        <Row label={t('details.deliveryOption')}>{option}</Row>
        {pickup
          ? order.pickup_store && <Row label={t('details.pickupStore')}>{order.pickup_store.name}</Row>
          : order.delivery_location && (
              <Row label={t('details.deliverTo')}>
                {t('details.place', { place: order.delivery_location.name, region: order.delivery_location.parent_name })}
              </Row>
            )}
        <Row label={pickup ? t('details.readyBy') : t('details.expectedDelivery')}>{formatDays(order.expected, i18n.language)}</Row>
        {order.order_note.trim() && <Row label={t('details.note')}>{order.order_note}</Row>}
        <Row label={t('details.orderDate')}>{formatOrderMoment(order.created_at, i18n.language)}</Row>
        <Row label={t('details.paymentMethod')}>
          {order.payment_method !== 'pay_on_delivery'
            ? t(`details.methods.${order.payment_method}`)
            : pickup
              ? t('details.methods.atPickup')
              : t('details.methods.onDelivery')}
        </Row>
        <Row label={t('details.paymentStatus')}>{t(`details.paymentStatuses.${order.payment_status}`)}</Row>
      </Block>
      <Block id={`${id}-payment-title`} title={t('payment.title')}>
        <Row label={t('payment.subtotal')}>{formatPrice(order.sub_total)}</Row>
        {parseAmount(order.discount_allowed.amount) > 0 && (
          <Row label={t('payment.discount')} className="[&_dd]:text-brand-700">
            −{formatPrice(order.discount_allowed)}
          </Row>
        )}
        <Row label={t('payment.tax', { rate })}>{formatPrice(order.tax)}</Row>
        <Row label={t('payment.delivery')}>{feeText(order.delivery_fee, formatPrice, t('payment.free'))}</Row>
        <Row label={t('payment.total')} className="border-t border-stone-200 pt-2 text-base [&_dd]:font-bold">
          {formatPrice(order.total)}
        </Row>
      </Block>
    </div>
  );
}
