import { useTranslation } from 'react-i18next';
import type { StockItem } from '@shop/contract';
import { Badge } from '@/components/ui/badge';
import { usePreferences } from '@/features/preferences';
import { discountedMinor } from '@/lib/pricing';

/** The price in the shopper's currency; with a discount, the reduced price, the original struck through and a badge. */
export function ProductPrice({ item }: { item: StockItem }) {
  const { t } = useTranslation('product');
  const { formatPrice } = usePreferences();
  const percent = item.discount_percentage;

  if (!(percent > 0)) {
    return <p className="text-3xl font-bold text-brand-700">{formatPrice(item.selling_price)}</p>;
  }
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-3xl font-bold text-brand-700">
        <span className="sr-only">{t('price.now')} </span>
        {formatPrice(discountedMinor(item.selling_price, percent))}
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
