import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { ORDER_NUMBER_PATTERN } from '@shop/contract/orders';
import type { ReviewLine } from '@shop/contract';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/session';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { orderReviewsQuery } from '../api/reviews-api';
import { ReviewLineForm } from './review-line-form';
import { WrittenReview } from './written-review';

/**
 * /review-product?orderId=AGH123456 ('Write a Review' of a Delivered or Completed order; the spec does not show the
 * screen): each line of the order with a rating and a review of its own, the ones written shown as written.
 */
export function ReviewProductPage() {
  const { t } = useTranslation(['reviews', 'common']);
  usePageTitle(t('title'));
  const [search] = useSearchParams();
  const asked = search.get('orderId') ?? '';
  const orderId = ORDER_NUMBER_PATTERN.test(asked) ? asked : undefined;
  const customerId = useSession().user?.customer_id ?? 0;
  const form = useQuery({ ...orderReviewsQuery(customerId, orderId ?? ''), enabled: customerId > 0 && orderId !== undefined });
  const notFound = !orderId || (!form.data && form.error instanceof ApiError && form.error.status === 404);

  return (
    <section aria-labelledby="review-title" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <h1 id="review-title" className="text-3xl font-bold tracking-tight text-stone-900">
        {t('title')}
      </h1>
      {orderId && <p className="mt-1 font-mono text-stone-600">{t('order', { orderId })}</p>}
      {notFound ? (
        <Notice message={t('notFound')} />
      ) : form.data ? (
        form.data.can_review ? (
          <ul aria-label={t('lines')} className="mt-6 flex flex-col gap-4">
            {form.data.lines.map((line) => (
              <li key={line.order_item_id}>
                <LineCard customerId={customerId} orderId={form.data.order_id} line={line} />
              </li>
            ))}
          </ul>
        ) : (
          <Notice message={t('notYet')} orderId={form.data.order_id} />
        )
      ) : form.isError ? (
        <LoadFailed message={t('loadFailed')} retry={() => void form.refetch()} retryLabel={t('common:retry')} busy={form.isFetching} />
      ) : (
        <Spinner label={t('loading')} slowLabel={t('common:stillLoading')} className="mt-8" />
      )}
    </section>
  );
}

/** An order that cannot be reviewed (not delivered yet, or not found): why, and the way back to My Orders. */
function Notice({ message, orderId }: { message: string; orderId?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <div role="alert" className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-5 py-10 text-center shadow-sm">
      <p className="max-w-md text-stone-700">{message}</p>
      <Link to={orderId ? `/orders?highlight=${orderId}` : '/orders'} className={buttonClasses('primary', 'min-h-12 px-6')}>
        {t('backToOrders')}
      </Link>
    </div>
  );
}

function LineCard({ customerId, orderId, line }: { customerId: number; orderId: string; line: ReviewLine }) {
  const options = line.product.attributes.map((a) => `${a.name}: ${a.value}`).join(' · ');
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-3">
        <img
          src={line.product.image || '/placeholder.svg'}
          alt=""
          width={64}
          height={64}
          decoding="async"
          className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
          onError={(e) => {
            e.currentTarget.src = '/placeholder.svg';
          }}
        />
        <div className="min-w-0">
          <h2 id={`review-line-${line.order_item_id}`} className="font-semibold text-stone-900">
            <Link to={`/product/${line.product.id}`} className="hover:underline">
              {line.product.name}
            </Link>
          </h2>
          {options && <p className="text-sm text-stone-600">{options}</p>}
        </div>
      </div>
      {line.review ? (
        <WrittenReview orderItemId={line.order_item_id} review={line.review} />
      ) : (
        <ReviewLineForm customerId={customerId} orderId={orderId} line={line} />
      )}
    </article>
  );
}
