import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@shop/contract/orders';
import type { Executor } from '../../db/transaction.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { orderItems, orders, orderStatusHistory, outboxMails } from '../../db/schema/index.js';

// Orders, their lines, their status history and the mails they send: written once, when the order is placed (all in
// the place call's transaction), then read by their customer.

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * The order could not be written because its number or its customer's Idempotency-Key is taken (a unique constraint).
 * The transaction is then lost: the caller rolls back and decides (the same key's order, or a new number).
 */
export class OrderConflict extends Error {
  constructor(readonly constraint: string) {
    super(`order conflicts on ${constraint || 'a unique constraint'}`);
  }
}

export function createOrdersRepo(db: Executor) {
  return {
    async insert(order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
      let row: OrderRow | undefined;
      try {
        [row] = await db.insert(orders).values(order).returning();
      } catch (err) {
        const constraint = uniqueViolation(err);
        throw constraint === undefined ? err : new OrderConflict(constraint);
      }
      await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
      return row!;
    },

    async addHistory(entry: typeof orderStatusHistory.$inferInsert): Promise<void> {
      await db.insert(orderStatusHistory).values(entry);
    },

    /** A mail to send after the transaction commits (the sender reads outbox_mails). */
    async queueMail(mail: typeof outboxMails.$inferInsert): Promise<void> {
      await db.insert(outboxMails).values(mail);
    },

    async byIdempotencyKey(customerId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
      return row;
    },

    /** An order by its row id, whoever's it is: for the shop's own work (its mails), never for a customer's call. */
    async byId(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** An order by its row id, locked until the transaction ends (its payment is being recorded). */
    async lockById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async setPaymentStatus(id: number, paymentStatus: PaymentStatus): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** Moves the order's status (the caller checked the move with order-state.ts) and its payment status. */
    async setStatus(id: number, status: OrderStatus, paymentStatus: PaymentStatus): Promise<void> {
      await db
        .update(orders)
        .set({ status, paymentStatus, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** An order by its number, whoever's it is: for the shop's own work (development helpers, staff), never a customer's call. */
    async byNumberOfAnyone(orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      return row;
    },

    /** The customer's order of that number; another customer's is not found (it says nothing of other customers). */
    async byNumber(customerId: number, orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)));
      return row;
    },

    /** A page of the customer's orders, newest first (orders_customer_created_idx), and how many there are in all. */
    async pageOf(customerId: number, page: number, pageSize: number): Promise<{ rows: OrderRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(eq(orders.customerId, customerId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The lines of these orders, in the order they were placed. */
    async itemsOf(orderIds: number[]): Promise<OrderItemRow[]> {
      if (!orderIds.length) return [];
      return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
