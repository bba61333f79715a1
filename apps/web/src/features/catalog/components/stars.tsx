import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductRating } from '@shop/contract';
import { cn } from '@/lib/cn';

const row = (className: string) => (
  <span className={cn('flex', className)}>
    {Array.from({ length: 5 }, (_, i) => (
      <Star key={i} className="size-[1em] shrink-0 fill-current" />
    ))}
  </span>
);

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
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating.average);
  return (
    <span role="img" aria-label={t('stars.rated', { average, count: rating.count })} className={line}>
      <span className="relative inline-flex">
        {row('text-stone-300')}
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(rating.average / 5) * 100}%` }}>
          {row('text-amber-500')}
        </span>
      </span>
      <span aria-hidden="true" className="text-[0.85em] text-stone-600">
        ({rating.count})
      </span>
    </span>
  );
}
