import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import type { Order } from '@shop/contract/order-answers';
import { isReviewable } from '@shop/contract/review-rules';
import { buttonClasses } from '@/components/ui/button';

/** 'Write a Review' for a Completed or Delivered order (spec part 2 section 2): to /review-product?orderId={id}. */
export function WriteReviewLink({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  if (!isReviewable(order.status)) return null;
  return (
    <div>
      <Link to={`/review-product?orderId=${order.order_id}`} className={buttonClasses('primary', 'min-h-12 px-6')}>
        {t('writeReview')}
      </Link>
    </div>
  );
}
