import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import type { ProductRating, StockItem } from '@shop/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-number';
import { usePreferences } from '@/features/preferences';
import { LazyWishlistHeart } from '@/features/wishlist';
import { ProductImage } from './product-image';

interface ProductCardProps {
  item: StockItem;
  /** Extra control under the card (the add-to-cart button on category pages). */
  action?: ReactNode;
  /**
   * The first cards of a page (its first row on a desktop, two on a phone) load at once and first: one of their
   * pictures is the page's largest paint. The rest wait until they scroll near.
   */
  eager?: boolean;
}

export function ProductCard({ item, action, eager = false }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const { formatPrice } = usePreferences();
  const outOfStock = item.quantity === 0;
  const discounted = item.discount_percentage > 0;
  // Sizes and colours tell apart the cards of one product's variants ("250 g · Gold").
  const variantLabel = item.variant.attribute_value.map((a) => a.value).join(' · ');
  return (
    <article className="group relative flex flex-col @container overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* The square on top is the link's padding (a percentage of its width): the picture is drawn into it, so the card
          keeps its shape while its markup arrives in pieces on a slow line, whether the picture's has come yet or not. */}
      <Link to={`/product/${item.id}`} className="relative flex flex-1 flex-col pt-[100%] focus-visible:outline-offset-[-2px]">
        {/* The words come first, so a screen reader says the product's name first; the picture shows on top. */}
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-semibold text-stone-900">{item.product.name}</h3>
          {variantLabel && <p className="text-xs text-stone-600">{variantLabel}</p>}
          <p className="text-xs text-stone-500">{item.store.name}</p>
          <Stars rating={item.rating} className="text-sm" />
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
            <span className="text-base font-bold text-brand-700">{formatPrice(item.discounted_price)}</span>
            {discounted && (
              <span className="text-sm text-stone-500">
                <span className="sr-only">{t('card.was')} </span>
                <s>{formatPrice(item.selling_price)}</s>
              </span>
            )}
            <span className="text-xs text-stone-500">{t('card.exclVat')}</span>
          </p>
        </div>
        <div className="absolute inset-x-0 top-0 aspect-square overflow-hidden bg-stone-100">
          {/* The name is the heading beside it: the picture adds nothing for a screen reader. */}
          <ProductImage
            src={item.product.image}
            alt=""
            width={600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          {outOfStock && <Badge className="absolute left-2 top-2 bg-stone-900 text-white">{t('card.outOfStock')}</Badge>}
          {discounted && (
            <Badge className="absolute right-2 top-2 bg-red-600 text-white">
              <span aria-hidden="true">-{item.discount_percentage}%</span>
              <span className="sr-only">{t('card.discount', { percent: item.discount_percentage })}</span>
            </Badge>
          )}
        </div>
      </Link>
      {/* Outside the link (a button inside a link is invalid), after it in tab order; drawn over the picture. */}
      <Suspense>
        <LazyWishlistHeart item={item} onCard />
      </Suspense>
      {action && <div className="px-3 pb-3">{action}</div>}
    </article>
  );
}

// The stars live beside the card, their one user on the first visit, and are five characters rather than five icons:
// in a module of their own they became a chunk of their own, and the first visit is within 0.1 KB of its budget.
const FIVE = '\u2605\u2605\u2605\u2605\u2605';

/**
 * A product's average as five stars filled to it (4.5 fills four and a half), named for a screen reader "Rated 4.5
 * out of 5, 12 reviews". With no review yet a quiet 'No reviews yet' takes the same line, so cards keep one height.
 * The stars follow the text size `className` gives (text-sm on cards).
 */
export function Stars({ rating, className }: { rating: ProductRating; className?: string }) {
  const { t, i18n } = useTranslation('catalog');
  // One line's height either way: a card with reviews and one without stand level.
  const line = cn('flex h-[1.15em] items-center gap-1 leading-none', className);
  if (rating.average === null || rating.count === 0) {
    return (
      <span className={line}>
        <span className="text-[0.85em] text-stone-500">{t('stars.none')}</span>
      </span>
    );
  }
  // As toLocaleString writes it (up to 3 decimals), without building an Intl.NumberFormat (format-number.ts).
  const average = formatNumber(rating.average, i18n.language, 0, 3);
  return (
    <span role="img" aria-label={t('stars.rated', { average, count: rating.count })} className={line}>
      <span className="relative whitespace-nowrap text-stone-300">
        {FIVE}
        <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-500" style={{ width: `${(rating.average / 5) * 100}%` }}>
          {FIVE}
        </span>
      </span>
      <span aria-hidden="true" className="text-[0.85em] text-stone-600">
        ({rating.count})
      </span>
    </span>
  );
}
