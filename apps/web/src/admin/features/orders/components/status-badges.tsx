import type { OrderStatus, PaymentStatus } from '@shop/contract/orders';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';

// An order's status and payment status as badges: the colour says how far along it is (the words say it all too).

const STATUS_TONES: Record<OrderStatus, string> = {
  Pending: 'bg-stone-100 text-stone-800',
  Processing: 'bg-blue-100 text-blue-800',
  'Ready for Pickup': 'bg-purple-100 text-purple-800',
  'On Delivery': 'bg-yellow-100 text-yellow-900',
  Shipped: 'bg-indigo-100 text-indigo-800',
  Delivered: 'bg-emerald-100 text-emerald-800',
  Completed: 'bg-green-100 text-green-800',
  Cancelled: 'bg-red-100 text-red-800',
  Refunded: 'bg-amber-100 text-amber-900',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  unpaid: 'bg-stone-100 text-stone-800',
  pending: 'bg-yellow-100 text-yellow-900',
  paid: 'bg-green-100 text-green-800',
  refund_due: 'bg-red-100 text-red-800',
  refunded: 'bg-amber-100 text-amber-900',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <Badge className={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <Badge className={PAYMENT_TONES[status]}>{t(`paymentStatuses.${status}`)}</Badge>;
}

/** The customer asked to cancel and nobody has answered yet. */
export function CancellationRequestedBadge() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <Badge className="border border-red-300 bg-white text-red-800">{t('orders.cancellationRequested')}</Badge>;
}
