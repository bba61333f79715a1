import type { AdminOrderSummary } from '@shop/contract/admin';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { Table, Td, Th } from '../../../components/table';
import { formatMoment, formatMoney } from '../../../lib/admin-format';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { orderPath } from '../order-paths';
import { CancellationRequestedBadge, OrderStatusBadge, PaymentStatusBadge } from './status-badges';

interface OrdersTableProps {
  orders: readonly AdminOrderSummary[];
  /** The table's name; shown above it when `showCaption`. */
  caption?: string;
  showCaption?: boolean;
  /** Leaves out the customer column (one customer's own orders). */
  oneCustomer?: boolean;
}

/** A page of orders: each number leads to its order's page. */
export function OrdersTable({ orders, caption, showCaption = false, oneCustomer = false }: OrdersTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Table caption={caption ?? t('orders.table.caption')} showCaption={showCaption}>
      <thead>
        <tr>
          <Th>{t('orders.table.order')}</Th>
          <Th>{t('orders.table.placed')}</Th>
          {!oneCustomer && <Th>{t('orders.table.customer')}</Th>}
          <Th>{t('orders.table.status')}</Th>
          <Th>{t('orders.table.payment')}</Th>
          <Th className="text-right">{t('orders.table.total')}</Th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.order_id}>
            <Th scope="row">
              <Link to={orderPath(order.order_id)} className="font-mono text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {order.order_id}
              </Link>
            </Th>
            <Td className="whitespace-nowrap">{formatMoment(order.created_at, i18n.language)}</Td>
            {!oneCustomer && (
              <Td>
                <span className="block font-medium">{order.customer.name}</span>
                <span className="block text-stone-600">{order.customer.email}</span>
              </Td>
            )}
            <Td>
              <span className="flex flex-wrap gap-1.5">
                <OrderStatusBadge status={order.status} />
                {order.cancellation_requested && <CancellationRequestedBadge />}
              </span>
            </Td>
            <Td>
              <PaymentStatusBadge status={order.payment_status} />
            </Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(order.total, i18n.language)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
