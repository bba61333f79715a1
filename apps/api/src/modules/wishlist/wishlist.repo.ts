import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { WISHLIST_MAX_ITEMS } from '@shop/contract';
import type { Executor } from '../../db/transaction.js';
import { customers, products, stockItems, wishlistItems } from '../../db/schema/index.js';

// The cap (WISHLIST_MAX_ITEMS) is a count, and two inserts that each count 199 would both pass it. So every write
// that may add an item first locks the customer's row (FOR NO KEY UPDATE: the foreign keys' KEY SHARE locks of other
// tables' inserts are not blocked by it), in the transaction the caller opened: one customer's adds and merges run
// one after another, other customers' in parallel, and each counts what the previous one committed.

/** Both drivers answer raw statements with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createWishlistRepo(db: Executor) {
  return {
    /** The customer's items with their stock item read now, newest first (the latest heart on top). */
    itemsOf(customerId: number) {
      return db
        .select({
          stockId: stockItems.id,
          addedAt: wishlistItems.createdAt,
          paidPriceMinor: stockItems.paidPriceMinor,
          currency: stockItems.currency,
          quantity: stockItems.quantity,
          moq: stockItems.moq,
          variantId: stockItems.variantId,
          productName: products.name,
          productImage: products.image,
        })
        .from(wishlistItems)
        .innerJoin(stockItems, eq(stockItems.id, wishlistItems.stockId))
        .innerJoin(products, eq(products.id, stockItems.productId))
        .where(eq(wishlistItems.customerId, customerId))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.stockId));
    },

    /** Serializes this customer's adding writes until the transaction ends (see the note at the top). */
    async lockCustomer(customerId: number): Promise<void> {
      await db.execute(sql`select 1 from ${customers} where ${customers.id} = ${customerId}::int for no key update`);
    },

    /**
     * Adds one item while the list has room; one already there stays as it is. Answers what happened, read in the
     * same statement: 'added', 'present', 'unknown' (no such stock item) or 'full'.
     */
    async add(customerId: number, stockId: number): Promise<'added' | 'present' | 'unknown' | 'full'> {
      const [row] = rowsOf<{ added: boolean; present: boolean; known: boolean }>(
        await db.execute(sql`
          with ins as (
            insert into wishlist_items (customer_id, stock_id)
            select ${customerId}::int, s.id
            from stock_items s
            where s.id = ${stockId}::int
              and (select count(*) from wishlist_items w where w.customer_id = ${customerId}::int) < ${WISHLIST_MAX_ITEMS}
            on conflict (customer_id, stock_id) do nothing
            returning stock_id
          )
          select exists (select 1 from ins) as added,
                 exists (select 1 from wishlist_items w where w.customer_id = ${customerId}::int and w.stock_id = ${stockId}::int) as present,
                 exists (select 1 from stock_items s where s.id = ${stockId}::int) as known`),
      );
      if (row?.added) return 'added';
      if (row?.present) return 'present';
      return row?.known ? 'full' : 'unknown';
    },

    async remove(customerId: number, stockId: number): Promise<void> {
      await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.stockId, stockId)));
    },

    /** Which of these ids name a stock item shoppers may see (not hidden by the shop). */
    async knownStock(stockIds: number[]): Promise<Set<number>> {
      if (!stockIds.length) return new Set();
      const rows = await db
        .select({ id: stockItems.id })
        .from(stockItems)
        .where(and(inArray(stockItems.id, stockIds), eq(stockItems.listed, true)));
      return new Set(rows.map((r) => r.id));
    },

    /** The stock ids on the customer's list. */
    async stockIdsOf(customerId: number): Promise<Set<number>> {
      const rows = await db.select({ id: wishlistItems.stockId }).from(wishlistItems).where(eq(wishlistItems.customerId, customerId));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Adds new items at once (build on the merge's transaction, after lockCustomer): the first id is the oldest, so
     * each following one is stamped a microsecond later and the list keeps the guest's order, newest first.
     */
    async insertMany(customerId: number, stockIds: number[]): Promise<void> {
      if (!stockIds.length) return;
      await db
        .insert(wishlistItems)
        .values(stockIds.map((stockId, i) => ({ customerId, stockId, createdAt: sql`now() + ${i}::int * interval '1 microsecond'` })))
        .onConflictDoNothing();
    },
  };
}
export type WishlistRepo = ReturnType<typeof createWishlistRepo>;
