import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { Order } from '@shop/contract/order-answers';
import { usePreferences } from '@/features/preferences';
import { cn } from '@/lib/cn';
import { formatOrderDate } from '../order-dates';
import { CancelOrder } from './cancel-order';
import { OrderHelp } from './order-help';
import { OrderInformation } from './order-information';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTrackingActions } from './order-tracking-actions';
import { WriteReviewLink } from './write-review-link';

/** The id of an order card's button, which the page focuses for ?highlight=. */
export const orderButtonId = (orderId: string) => `order-${orderId}`;

interface OrderCardProps {
  order: Order;
  expanded: boolean;
  onToggle(orderId: string): void;
}

/**
 * One order (spec part 2 section 2): a button with its number, date, status and total that shows or hides the items,
 * the order's details and its payment information (the disclosure pattern: aria-expanded, aria-controls).
 */
export function OrderCard({ order, expanded, onToggle }: OrderCardProps) {
  const { i18n } = useTranslation('orders');
  const { formatPrice } = usePreferences();
  const buttonId = orderButtonId(order.order_id);
  const panelId = `${buttonId}-details`;
  return (
    <article className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h2 className="text-base">
        <button
          type="button"
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(order.order_id)}
          className="flex min-h-16 w-full scroll-mt-[calc(var(--header-height)+0.5rem)] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
        >
          {/* The spaces keep the parts of the button's name apart for a screen reader. */}
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-mono font-bold text-stone-900">{order.order_id}</span>{' '}
            <span className="text-sm font-normal text-stone-600">{formatOrderDate(order.created_at, i18n.language)}</span>
          </span>{' '}
          <OrderStatusBadge status={order.status} /> <span className="font-semibold text-stone-900">{formatPrice(order.total)}</span>
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-stone-500 transition-transform', expanded && 'rotate-180')} />
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="border-t border-stone-200 px-4 py-5 sm:px-5">
        {expanded && (
          <div className="flex flex-col gap-6">
            <OrderItems order={order} />
            <OrderInformation order={order} />
            <CancelOrder order={order} cardButtonId={buttonId} />
            <OrderTrackingActions order={order} />
            <WriteReviewLink order={order} />
            <OrderHelp orderId={order.order_id} />
          </div>
        )}
      </div>
    </article>
  );
}
