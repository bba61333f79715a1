import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { orderCancellationRequests, orderStatusHistory } from '../../db/schema/index.js';

// Customers' requests to cancel after the spec's 1-hour window (issue 13): one open per order (a unique index), the
// back office decides them. And the one question a repeated cancel asks of the history: did the customer cancel it?

export type CancellationRequestRow = typeof orderCancellationRequests.$inferSelect;

export function createCancellationRequestsRepo(db: Executor) {
  return {
    /** The requests of these orders, newest first (an order's latest is the first of its own). */
    async ofOrders(orderIds: number[]): Promise<CancellationRequestRow[]> {
      if (!orderIds.length) return [];
      return db
        .select()
        .from(orderCancellationRequests)
        .where(inArray(orderCancellationRequests.orderId, orderIds))
        .orderBy(desc(orderCancellationRequests.createdAt), desc(orderCancellationRequests.id));
    },

    /**
     * The order's open request: a new one, or the one already open (pressing again asks nothing new). `created`
     * says which; the unique index decides between two requests at once.
     */
    async openRequest(request: { orderId: number; customerId: number; reason: string; at: Date }): Promise<{ row: CancellationRequestRow; created: boolean }> {
      const [row] = await db
        .insert(orderCancellationRequests)
        .values({ orderId: request.orderId, customerId: request.customerId, reason: request.reason, createdAt: request.at })
        .onConflictDoNothing()
        .returning();
      if (row) return { row, created: true };
      const [open] = await db
        .select()
        .from(orderCancellationRequests)
        .where(and(eq(orderCancellationRequests.orderId, request.orderId), eq(orderCancellationRequests.status, 'open')));
      return { row: open!, created: false };
    },

    /** Closes the order's open request with the shop's answer; answers whether there was one open. */
    async decideOpen(orderId: number, decision: 'accepted' | 'refused', by: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(orderCancellationRequests)
        .set({ status: decision, decidedAt: at, decidedBy: by })
        .where(and(eq(orderCancellationRequests.orderId, orderId), eq(orderCancellationRequests.status, 'open')))
        .returning({ id: orderCancellationRequests.id });
      return rows.length > 0;
    },

    /** Whether the order's history has the customer's own cancellation (a repeated press answers it again). */
    async cancelledByCustomer(orderId: number): Promise<boolean> {
      const rows = await db
        .select({ id: orderStatusHistory.id })
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'Cancelled'), eq(orderStatusHistory.actor, 'customer')))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type CancellationRequestsRepo = ReturnType<typeof createCancellationRequestsRepo>;
