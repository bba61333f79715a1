import { and, asc, count, desc, eq, ilike, lte, or, sql } from 'drizzle-orm';
import { LOW_STOCK_AT } from '@shop/contract/admin-endpoints';
import { products, stockAdjustments, stockItems } from '../../db/schema/index.js';
import { containing } from '../../db/like.js';
import type { Executor } from '../../db/transaction.js';

// The back office's view of the stock (issue 16): items found by SKU or product name, the low-stock list, and the
// stock levels changed by hand with their reasons.

export function createStockDeskRepo(db: Executor) {
  return {
    async page(filter: { q?: string; low?: boolean }, page: number, pageSize: number) {
      const words = filter.q?.split(/\s+/).filter(Boolean) ?? [];
      const where = and(
        ...words.map((word) => or(ilike(stockItems.sku, containing(word)), ilike(products.name, containing(word)))),
        filter.low ? lte(stockItems.quantity, LOW_STOCK_AT) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ item: stockItems, productName: products.name })
          .from(stockItems)
          .innerJoin(products, eq(products.id, stockItems.productId))
          .where(where)
          .orderBy(...(filter.low ? [asc(stockItems.quantity)] : [asc(products.name)]), asc(stockItems.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(stockItems).innerJoin(products, eq(products.id, stockItems.productId)).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async byId(id: number) {
      const [row] = await db
        .select({ item: stockItems, productName: products.name })
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .where(eq(stockItems.id, id));
      return row;
    },

    /**
     * Changes the units free to sell by `delta` in one conditional statement: never below none, however many changes
     * and orders arrive at once (what orders took is already out of it). Answers the new level, or undefined when the
     * change would go below none (or the item does not exist).
     */
    async adjust(id: number, delta: number): Promise<number | undefined> {
      const [row] = await db
        .update(stockItems)
        .set({ quantity: sql`${stockItems.quantity} + ${delta}` })
        .where(and(eq(stockItems.id, id), sql`${stockItems.quantity} + ${delta} >= 0`))
        .returning({ quantity: stockItems.quantity });
      return row?.quantity;
    },

    async addAdjustment(row: typeof stockAdjustments.$inferInsert) {
      const [created] = await db.insert(stockAdjustments).values(row).returning();
      return created!;
    },

    adjustmentsOf(stockId: number) {
      return db
        .select()
        .from(stockAdjustments)
        .where(eq(stockAdjustments.stockId, stockId))
        .orderBy(desc(stockAdjustments.at), desc(stockAdjustments.id))
        .limit(200);
    },
  };
}
export type StockAdjustmentRow = typeof stockAdjustments.$inferSelect;
