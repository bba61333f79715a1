import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StockItem } from '@shop/contract';
import { Badge } from '@/components/ui/badge';
import { usePreferences } from '@/features/preferences';
import { ProductImage } from './product-image';
import { Stars } from './stars';

interface ProductCardProps {
  item: StockItem;
  /** Extra control under the card (the add-to-cart button on category pages). */
  action?: ReactNode;
  /** The first cards of a page load eagerly; the rest wait until they scroll into view. */
  eager?: boolean;
}

export function ProductCard({ item, action, eager = false }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const { formatPrice } = usePreferences();
  const outOfStock = item.quantity === 0;
  // Sizes and colours tell apart the cards of one product's variants ("250 g · Gold").
  const variantLabel = item.variant.attribute_value.map((a) => a.value).join(' · ');
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/product/${item.id}`} className="flex flex-1 flex-col focus-visible:outline-offset-[-2px]">
        <div className="relative aspect-square overflow-hidden bg-stone-100">
          <ProductImage
            src={item.product.image}
            alt={item.product.name}
            width={600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          {outOfStock && <Badge className="absolute left-2 top-2 bg-stone-900 text-white">{t('card.outOfStock')}</Badge>}
          {item.discount_percentage > 0 && <Badge className="absolute right-2 top-2 bg-red-600 text-white">-{item.discount_percentage}%</Badge>}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-xs text-stone-500">{item.store.name}</p>
          <h3 className="line-clamp-2 text-sm font-semibold text-stone-900">{item.product.name}</h3>
          {variantLabel && <p className="text-xs text-stone-600">{variantLabel}</p>}
          <Stars />
          <p className="mt-auto pt-1 text-base font-bold text-brand-700">{formatPrice(item.selling_price)}</p>
        </div>
      </Link>
      {action && <div className="px-3 pb-3">{action}</div>}
    </article>
  );
}
