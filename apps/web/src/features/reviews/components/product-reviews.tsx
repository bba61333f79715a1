import { useInfiniteQuery } from '@tanstack/react-query';
import { BadgeCheck, MessageSquare } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ProductRating } from '@shop/contract';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { stockReviewsQuery } from '../api/reviews-api';
import { formatReviewDate } from '../review-dates';
import { RatingStars } from './rating-stars';
import { formatNumber } from '@/lib/format-number';

/**
 * The product page's reviews (issue 13): the average and count, then the reviews newest first, each a verified
 * purchase, a page at a time ('Show more reviews'). `rating` is the stock item's, shown until the list comes.
 */
export function ProductReviews({ stockId, rating }: { stockId: number; rating: ProductRating }) {
  const { t, i18n } = useTranslation(['reviews', 'common']);
  const query = useInfiniteQuery(stockReviewsQuery(stockId));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const reviews = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const current = data?.pages.at(-1)?.rating ?? rating;
  const average = current.average === null ? null : formatNumber(current.average, i18n.language, 1, 1);

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-10 flex scroll-mt-24 flex-col gap-5 border-t border-stone-200 pt-8">
      <h2 id="reviews-title" className="text-xl font-bold text-stone-900">
        {t('product.title')}
      </h2>
      {current.count > 0 && average !== null && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-4xl font-bold text-stone-900">
            {average}
            <span className="sr-only"> {t('product.outOf')}</span>
          </p>
          <p className="text-sm text-stone-600">{t('product.count', { count: current.count })}</p>
        </div>
      )}
      {!data ? (
        query.isError ? (
          <LoadFailed message={t('product.loadFailed')} retry={() => void query.refetch()} retryLabel={t('common:retry')} busy={query.isFetching} />
        ) : (
          <Spinner label={t('product.loading')} />
        )
      ) : reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 px-5 py-8 text-center">
          <MessageSquare aria-hidden="true" className="size-8 text-stone-400" />
          <p className="font-semibold text-stone-800">{t('product.emptyTitle')}</p>
          <p className="max-w-md text-sm text-stone-600">{t('product.emptyText')}</p>
        </div>
      ) : (
        <>
          <ul aria-label={t('product.list')} className="flex flex-col divide-y divide-stone-200">
            {reviews.map((review) => (
              <li key={review.id}>
                <article className="flex flex-col gap-2 py-4">
                  <RatingStars rating={review.rating} />
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="font-semibold text-stone-900">{review.reviewer_name}</span>
                    <time dateTime={review.created_at} className="text-stone-500">
                      {formatReviewDate(review.created_at, i18n.language)}
                    </time>
                    <span className="inline-flex items-center gap-1 font-medium text-kente-green">
                      <BadgeCheck aria-hidden="true" className="size-4" />
                      {t('product.verified')}
                    </span>
                  </p>
                  {review.body && <p className="whitespace-pre-line leading-relaxed text-stone-700">{review.body}</p>}
                </article>
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-3">
            <p role="status" className="text-sm text-stone-600">
              {t('product.shown', { shown: reviews.length, count: current.count })}
            </p>
            {isFetchNextPageError ? (
              <LoadFailed message={t('product.moreFailed')} retry={() => void fetchNextPage()} retryLabel={t('common:retry')} busy={isFetchingNextPage} />
            ) : (
              hasNextPage && (
                <Button variant="outline" className="min-h-12 px-6" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  {isFetchingNextPage ? t('product.loadingMore') : t('product.showMore')}
                </Button>
              )
            )}
          </div>
        </>
      )}
    </section>
  );
}
