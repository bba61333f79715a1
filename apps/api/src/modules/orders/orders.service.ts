import type { Order } from '@shop/contract';
import type { OrderListQuery } from '@shop/contract/order-answers';
import type { OrderTracking } from '@shop/contract/my-orders-answers';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/tokens.js';
import { ownCustomer } from '../cart/cart.service.js';
import { createCancellationRequestsRepo } from './cancellation-requests.repo.js';
import { orderAnswer } from './order-answer.js';
import { periodStart } from './order-period.js';
import { trackingAnswer } from './order-tracking.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';

// The customer's own orders, as they were placed (nothing is priced again).

export const ORDER_MESSAGES = { list: 'Orders retrieved', one: 'Order retrieved', tracking: 'Order tracking retrieved' } as const;

export type OrderListFilter = Pick<OrderListQuery, 'page' | 'page_size' | 'status' | 'period' | 'ordering'>;

export function createOrdersService({ db, clock }: { db: Executor; clock: Clock }) {
  const orders = createOrdersRepo(db);
  const requests = createCancellationRequestsRepo(db);

  /** The customer's order of that number; another customer's answers 404 like one that does not exist. */
  async function ownOrder(tokenCustomerId: number, named: number, orderNumber: string): Promise<OrderRow> {
    const customerId = ownCustomer(tokenCustomerId, named);
    const row = await orders.byNumber(customerId, orderNumber);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  return {
    ownOrder,

    /** A page of the customer's orders with My Orders' filters and sort, and whether they have any order at all. */
    async list(
      tokenCustomerId: number,
      named: number,
      query: OrderListFilter,
    ): Promise<{ data: Order[]; count: number; total_pages: number; has_orders: boolean }> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const filter = { statuses: query.status, since: periodStart(query.period, clock()), ordering: query.ordering };
      const { rows, total } = await orders.pageOf(customerId, filter, query.page, query.page_size);
      const unfiltered = !query.status && query.period === 'all';
      const ids = rows.map((r) => r.id);
      const [items, asked, hasOrders] = await Promise.all([orders.itemsOf(ids), requests.ofOrders(ids), unfiltered ? total > 0 : orders.hasAny(customerId)]);
      return {
        data: rows.map((row) => orderAnswer(row, items, asked)),
        count: total,
        total_pages: Math.ceil(total / query.page_size),
        has_orders: hasOrders,
      };
    },

    /** One order by its AGH number. */
    async get(tokenCustomerId: number, named: number, orderNumber: string): Promise<Order> {
      const row = await ownOrder(tokenCustomerId, named, orderNumber);
      return orderAnswer(row, await orders.itemsOf([row.id]), await requests.ofOrders([row.id]));
    },

    /** The order's tracking view: its timeline, address or store, expected dates. */
    async tracking(tokenCustomerId: number, named: number, orderNumber: string): Promise<OrderTracking> {
      const row = await ownOrder(tokenCustomerId, named, orderNumber);
      return trackingAnswer(row, await orders.historyOf(row.id));
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
