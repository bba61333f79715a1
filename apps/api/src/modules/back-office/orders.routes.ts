import type { OrderStatus } from '@shop/contract/orders';
import type { AdminRouter, AdminRequest } from '../../http/admin-router.js';
import type { ShopMove } from '../orders/order-cancel.service.js';
import type { OrderDeskService } from '../orders/order-desk.service.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { recordAudit, staffActorName } from './audit.js';

/** What the audit log keeps of an order before and after a change. */
const orderState = (row: OrderRow) => ({ status: row.status, payment_status: row.paymentStatus });

/** A staff member's change of an order: their name in its history, the change in their audit log. */
function shopMove(request: AdminRequest<'orderMove' | 'orderCancellation'>, action: string, note: string | undefined): ShopMove {
  const { staff, params } = request;
  return {
    actor: staffActorName(staff),
    note: note ?? '',
    record: (tx, before, after) =>
      recordAudit(tx, staff, action, `order:${params.order_id}`, orderState(before), { ...orderState(after), ...(note ? { note } : {}) }),
  };
}

/** The orders desk: any staff member. */
export function staffOrderRoutes(router: AdminRouter, desk: OrderDeskService) {
  router.route('orders', { summary: 'Every order, newest first, found by number, email or phone, filtered by status and date' }, async (request) => {
    const { page, page_size } = request.query;
    const { results, total } = await desk.list(request.query);
    return { status: true as const, message: 'Orders', data: results, count: total, total_pages: Math.ceil(total / page_size), page, page_size };
  });

  router.route('order', { summary: 'One order with its lines, customer, payment attempts and history' }, async (request) => ({
    status: true as const,
    message: 'Order',
    data: await desk.detail(request.params.order_id),
  }));

  router.route('orderMove', { summary: 'Move an order to its next status (the one transition table; refunds through the provider)' }, async (request) => {
    const to: OrderStatus = request.body.status;
    return {
      status: true as const,
      message: 'Order moved',
      data: await desk.move(request.params.order_id, to, shopMove(request, 'order.status', request.body.note)),
    };
  });

  router.route('orderCancellation', { summary: "Accept or refuse the customer's open cancellation request" }, async (request) => {
    const { decision, note } = request.body;
    return {
      status: true as const,
      message: decision === 'accept' ? 'Cancellation accepted' : 'Cancellation refused',
      data: await desk.decideCancellation(request.params.order_id, decision, shopMove(request, `order.cancellation.${decision}`, note)),
    };
  });
}
