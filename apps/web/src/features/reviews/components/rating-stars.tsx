import { Star } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** One review's rating as five stars, named "Rated 4 out of 5" for a screen reader. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('stars', { rating })} className={cn('flex text-amber-500', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn('size-4', i < rating ? 'fill-current' : 'text-stone-300')} />
      ))}
    </span>
  );
}
