import type { AdminOrder, AdminOrderSummary, AdminOrdersQuery } from '@shop/contract/admin';
import type { DeliveryMethod, OrderStatus } from '@shop/contract/orders';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import { createPaymentAttemptsRepo } from '../payments/payment-attempts.repo.js';
import { createCancellationRequestsRepo } from './cancellation-requests.repo.js';
import { money, orderAnswer } from './order-answer.js';
import type { OrderCancelService, ShopMove } from './order-cancel.service.js';
import { createOrderDeskRepo } from './order-desk.repo.js';
import { nextStatuses } from './order-state.js';
import { moveOrderStatus } from './order-status.service.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

// The shop's side of the orders (issue 16, the back office): every customer's orders, each with its customer, payment
// attempts and history, and the staff's moves. Every move goes through the one table (order-state.ts): Cancelled
// through the cancellation (units back, money back), Refunded through the provider that took the money, the rest
// through moveOrderStatus. Each writes the history, mails the customer when their settings allow, and is recorded in
// the staff's audit log in the same transaction.

export interface OrderDeskDeps {
  db: Executor;
  clock: Clock;
  cancels: OrderCancelService;
  /** Called after a transaction that queued a mail committed. */
  mailQueued(): void;
  /** The emails of these staff members by id (the back office's), to name who moved an order. */
  staffEmails(ids: string[]): Promise<Map<string, string>>;
}

/** The staff member's id in an actor such as 'staff:<id>', or undefined for anyone else. */
const staffIdOf = (actor: string | null) => (actor?.startsWith('staff:') ? actor.slice('staff:'.length) : undefined);

const DAY_MS = 86_400_000;
/** A Ghana date (UTC, Ghana keeps no summer time) as its first moment. */
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

export function createOrderDeskService({ db, clock, cancels, mailQueued, staffEmails }: OrderDeskDeps) {
  const desk = createOrderDeskRepo(db);
  const orders = createOrdersRepo(db);

  async function found(orderNumber: string): Promise<OrderRow> {
    const row = await orders.byNumberOfAnyone(orderNumber);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  async function detail(row: OrderRow): Promise<AdminOrder> {
    const [items, requests, attempts, history, customer] = await Promise.all([
      orders.itemsOf([row.id]),
      createCancellationRequestsRepo(db).ofOrders([row.id]),
      createPaymentAttemptsRepo(db).ofOrder(row.id),
      orders.historyOf(row.id),
      desk.customerOf(row.customerId),
    ]);
    const ids = [...history.map((h) => h.actor), ...requests.map((r) => r.decidedBy)].map(staffIdOf).filter((id): id is string => id !== undefined);
    const emails = ids.length ? await staffEmails([...new Set(ids)]) : new Map<string, string>();
    const emailOf = (actor: string | null) => emails.get(staffIdOf(actor) ?? '') ?? null;
    return {
      ...orderAnswer(row, items, requests),
      customer,
      language: row.language,
      addresses: row.addresses as Record<string, unknown>,
      payment_attempts: attempts.map((a) => ({
        reference: a.reference,
        provider: a.provider,
        method: a.method,
        status: a.status,
        amount: money(a.amountMinor, a.currency),
        refund: a.refund,
        gateway_response: a.gatewayResponse,
        created_at: a.createdAt.toISOString(),
        paid_at: a.paidAt?.toISOString() ?? null,
      })),
      history: history.map((h) => ({
        at: h.createdAt.toISOString(),
        status: h.status,
        payment_status: h.paymentStatus,
        actor: h.actor,
        staff_email: emailOf(h.actor),
        note: h.note,
      })),
      cancellation_requests: requests.map((r) => ({
        id: r.id,
        reason: r.reason,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        decided_at: r.decidedAt?.toISOString() ?? null,
        decided_by: r.decidedBy,
        decided_by_email: emailOf(r.decidedBy),
      })),
      next_statuses: nextStatuses(row.status as OrderStatus, row.deliveryMethod as DeliveryMethod),
    };
  }

  return {
    async list(query: AdminOrdersQuery & { customerId?: number }): Promise<{ results: AdminOrderSummary[]; total: number }> {
      const { rows, total } = await desk.page(
        {
          ...(query.q ? { q: query.q } : {}),
          ...(query.status ? { statuses: query.status } : {}),
          ...(query.payment_status ? { paymentStatus: query.payment_status } : {}),
          ...(query.from ? { from: dayStart(query.from) } : {}),
          ...(query.to ? { before: new Date(dayStart(query.to).getTime() + DAY_MS) } : {}),
          ...(query.customerId !== undefined ? { customerId: query.customerId } : {}),
        },
        query.page,
        query.page_size,
      );
      const results = rows.map(({ order, customer, cancellationRequested }) => ({
        order_id: order.orderNumber,
        created_at: order.createdAt.toISOString(),
        status: order.status as OrderStatus,
        payment_status: order.paymentStatus as AdminOrderSummary['payment_status'],
        payment_method: order.paymentMethod,
        delivery_option: order.deliveryMethod,
        total: money(order.totalMinor, order.currency),
        customer,
        cancellation_requested: cancellationRequested,
      }));
      return { results, total };
    },

    detail: async (orderNumber: string) => detail(await found(orderNumber)),

    /** Moves the order one step of the table (refused with ORDER_STATUS_MOVE_REFUSED otherwise) and answers it as it now is. */
    async move(orderNumber: string, to: OrderStatus, move: ShopMove): Promise<AdminOrder> {
      const order = await found(orderNumber);
      if (to === 'Cancelled') await cancels.cancelForShop(order.id, move);
      else if (to === 'Refunded') await cancels.refundForShop(order.id, move);
      else {
        const queued = await inTransaction(db, async (tx) => {
          const locked = (await createOrdersRepo(tx).lockById(order.id))!;
          const moved = await moveOrderStatus(tx, locked, { to, actor: move.actor, ...(move.note ? { note: move.note } : {}) });
          await move.record(tx, locked, moved.order);
          return moved.mailQueued;
        });
        if (queued) mailQueued();
      }
      return detail(await found(orderNumber));
    },

    /**
     * Answers the customer's open cancellation request: accepted, the order is cancelled as the shop cancels (units
     * and money back); refused, the request is closed with a history row and the order goes on.
     */
    async decideCancellation(orderNumber: string, decision: 'accept' | 'refuse', move: ShopMove): Promise<AdminOrder> {
      const order = await found(orderNumber);
      if (decision === 'accept') await cancels.cancelForShop(order.id, { ...move, acceptsRequest: true });
      else {
        await inTransaction(db, async (tx) => {
          const locked = (await createOrdersRepo(tx).lockById(order.id))!;
          if (!(await createCancellationRequestsRepo(tx).decideOpen(order.id, 'refused', move.actor, clock())))
            throw new AppError('CANCELLATION_REQUEST_NOT_OPEN');
          await createOrdersRepo(tx).addHistory({
            orderId: order.id,
            status: locked.status,
            paymentStatus: locked.paymentStatus,
            actor: move.actor,
            note: move.note ? `Cancellation request refused: ${move.note}` : 'Cancellation request refused',
          });
          await move.record(tx, locked, locked);
        });
      }
      return detail(await found(orderNumber));
    },
  };
}
export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
