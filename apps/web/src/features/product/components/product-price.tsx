import { useTranslation } from '@/lib/i18n';
import type { StockItem } from '@shop/contract';
import { Badge } from '@/components/ui/badge';
import { usePreferences } from '@/features/preferences';

/**
 * The price in the shopper's currency, as the server computed what one costs; with a discount, the original struck
 * through and a badge. Says that VAT is added in the cart.
 */
export function ProductPrice({ item }: { item: StockItem }) {
  const { t } = useTranslation('product');
  return (
    <div>
      <PriceRow item={item} />
      <p className="mt-1 text-sm text-stone-500">{t('price.vatNote')}</p>
    </div>
  );
}

function PriceRow({ item }: { item: StockItem }) {
  const { t } = useTranslation('product');
  const { formatPrice } = usePreferences();
  const percent = item.discount_percentage;

  if (!(percent > 0)) {
    return <p className="text-3xl font-bold text-brand-700">{formatPrice(item.discounted_price)}</p>;
  }
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-3xl font-bold text-brand-700">
        <span className="sr-only">{t('price.now')} </span>
        {formatPrice(item.discounted_price)}
      </p>
      <p className="text-lg text-stone-500">
        <span className="sr-only">{t('price.was')} </span>
        <s>{formatPrice(item.selling_price)}</s>
      </p>
      <Badge className="self-center bg-red-600 text-white">
        <span aria-hidden="true">{t('price.discount', { percent })}</span>
        <span className="sr-only">{t('price.discountLabel', { percent })}</span>
      </Badge>
    </div>
  );
}
