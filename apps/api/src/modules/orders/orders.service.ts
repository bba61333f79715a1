import type { Order } from '@shop/contract';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { ownCustomer } from '../cart/cart.service.js';
import { createCancellationRequestsRepo } from './cancellation-requests.repo.js';
import { orderAnswer } from './order-answer.js';
import { createOrdersRepo } from './orders.repo.js';

// The customer's own orders, as they were placed (nothing is priced again).

export const ORDER_MESSAGES = { list: 'Orders retrieved', one: 'Order retrieved' } as const;

export function createOrdersService({ db }: { db: Executor }) {
  const orders = createOrdersRepo(db);
  const requests = createCancellationRequestsRepo(db);
  return {
    /** A page of the customer's orders, newest first. */
    async list(tokenCustomerId: number, named: number, page: number, pageSize: number): Promise<{ data: Order[]; count: number; total_pages: number }> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const { rows, total } = await orders.pageOf(customerId, page, pageSize);
      const ids = rows.map((r) => r.id);
      const [items, asked] = await Promise.all([orders.itemsOf(ids), requests.ofOrders(ids)]);
      return { data: rows.map((row) => orderAnswer(row, items, asked)), count: total, total_pages: Math.ceil(total / pageSize) };
    },

    /** One order by its AGH number; another customer's is a 404 like one that does not exist (its existence is not told). */
    async get(tokenCustomerId: number, named: number, orderNumber: string): Promise<Order> {
      const customerId = ownCustomer(tokenCustomerId, named);
      const row = await orders.byNumber(customerId, orderNumber);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return orderAnswer(row, await orders.itemsOf([row.id]), await requests.ofOrders([row.id]));
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
