import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { OwnReview } from '@shop/contract';
import { formatReviewDate } from '../review-dates';
import { RatingStars } from './rating-stars';

/** The id of a line's written review, which takes the focus once the review is sent (its form is gone then). */
export const writtenReviewId = (orderItemId: number) => `review-written-${orderItemId}`;

/** A line already reviewed: the review as it shows on the product page. */
export function WrittenReview({ orderItemId, review }: { orderItemId: number; review: OwnReview }) {
  const { t, i18n } = useTranslation('reviews');
  return (
    <div
      id={writtenReviewId(orderItemId)}
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
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
