import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@shop/contract/orders';
import { customers, orderCancellationRequests, orders, users } from '../../db/schema/index.js';
import { containing, phoneDigits, phoneHolds } from '../../db/like.js';
import type { Executor } from '../../db/transaction.js';
import type { OrderRow } from './orders.repo.js';

// The shop's side of the orders (issue 16): every customer's, found by number, email or phone, for the staff only.

export interface DeskFilter {
  /** An order number (whole or part), an email (whole or part) or a phone number (its digits). */
  q?: string;
  statuses?: OrderStatus[];
  paymentStatus?: PaymentStatus;
  /** Placed on or after this moment, and before that one. */
  from?: Date;
  before?: Date;
  /** One customer's orders only. */
  customerId?: number;
}

export interface OrderCustomer {
  id: number;
  code: string;
  name: string;
  email: string;
  phone: string;
}

function searchOf(q: string): SQL | undefined {
  const phone = phoneDigits(q);
  return or(ilike(orders.orderNumber, containing(q)), ilike(users.email, containing(q)), phone ? phoneHolds(users.phoneNumber, phone) : undefined);
}

const customerColumns = {
  id: customers.id,
  code: customers.customerCode,
  name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  phone: users.phoneNumber,
};

export function createOrderDeskRepo(db: Executor) {
  return {
    /** A page of every customer's orders, newest first (ties by id), with each one's customer and open request. */
    async page(filter: DeskFilter, page: number, pageSize: number) {
      const where = and(
        filter.q ? searchOf(filter.q) : undefined,
        filter.statuses?.length ? inArray(orders.status, filter.statuses) : undefined,
        filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
        filter.from ? gte(orders.createdAt, filter.from) : undefined,
        filter.before ? lt(orders.createdAt, filter.before) : undefined,
        filter.customerId !== undefined ? eq(orders.customerId, filter.customerId) : undefined,
      );
      const openRequest = sql<boolean>`exists (select 1 from ${orderCancellationRequests} r where r.order_id = ${orders.id} and r.status = 'open')`;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ order: orders, customer: customerColumns, cancellationRequested: openRequest })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .innerJoin(users, eq(users.id, customers.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(customers, eq(customers.id, orders.customerId))
          .innerJoin(users, eq(users.id, customers.userId))
          .where(where),
      ]);
      return { rows: rows as { order: OrderRow; customer: OrderCustomer; cancellationRequested: boolean }[], total: counted?.n ?? 0 };
    },

    async customerOf(customerId: number): Promise<OrderCustomer> {
      const [row] = await db.select(customerColumns).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(eq(customers.id, customerId));
      return row!;
    },
  };
}
