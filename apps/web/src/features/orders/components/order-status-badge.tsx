import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** The badge colours of spec part 2 section 4; any other status is grey. */
const COLOURS: Record<string, string> = {
  Processing: 'bg-blue-100 text-blue-800',
  Pending: 'bg-gray-100 text-gray-800',
  Cancelled: 'bg-red-100 text-red-800',
  'Ready for Pickup': 'bg-purple-100 text-purple-800',
  'On Delivery': 'bg-yellow-100 text-yellow-800',
  Completed: 'bg-green-100 text-green-800',
  Refunded: 'bg-amber-100 text-amber-800',
  Shipped: 'bg-indigo-100 text-indigo-800',
  Delivered: 'bg-emerald-100 text-emerald-800',
};

/**
 * An order's status in its colour, named in the shopper's language. Not the ui Badge: sharing it with the catalogue
 * splits it into a chunk of its own, which the first visit then fetches (0.2 KB).
 */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[status] ?? 'bg-gray-100 text-gray-800')}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
