import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OwnReview } from '@shop/contract';
import { formatReviewDate } from '../review-dates';
import { RatingStars } from './rating-stars';

/** A line already reviewed: the review as it shows on the product page. */
export function WrittenReview({ review }: { review: OwnReview }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-stone-50 p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-kente-green">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('written', { date: formatReviewDate(review.created_at, i18n.language) })}
      </p>
      <RatingStars rating={review.rating} />
      {review.body && <p className="whitespace-pre-line text-stone-700">{review.body}</p>}
      <p className="text-sm text-stone-500">{t('signedAs', { name: review.reviewer_name })}</p>
    </div>
  );
}
