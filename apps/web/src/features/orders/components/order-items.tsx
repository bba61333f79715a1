import { useTranslation } from '@/lib/i18n';
import type { Order } from '@shop/contract/order-answers';
import { ProductImage } from '@/features/catalog';
import { usePreferences } from '@/features/preferences';

/** The Items of an order: each line as it was bought (picture, name and options, 'Qty: n × price', sub-total). */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { formatPrice } = usePreferences();
  const headingId = `order-${order.order_id}-items`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 font-semibold text-stone-900">
        {t('items.title')}
      </h3>
      <ul className="flex flex-col divide-y divide-stone-100">
        {order.order_item.map((line) => (
          <li key={line.id} className="flex items-start gap-3 py-3 first:pt-0">
            {/* The picture falls back to /placeholder.svg when it fails to load. */}
            <ProductImage
              src={line.product.image}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <span className="font-medium break-words text-stone-900">{line.product.name}</span>
              {line.product.attributes.length > 0 && (
                <span className="text-xs text-stone-500">{line.product.attributes.map((option) => t('items.option', option)).join(' · ')}</span>
              )}
              {/* The spec's 'Qty: n × price' */}
              <span className="text-stone-600">{t('items.quantity', { quantity: line.quantity, price: formatPrice(line.price) })}</span>
            </div>
            <span className="shrink-0 text-sm font-semibold text-stone-900">
              <span className="sr-only">{t('items.subTotal')} </span>
              {formatPrice(line.sub_total)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
