import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from '@shop/contract';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { cartItems, products, stockItems } from '../../db/schema/index.js';

// Every write is one statement whose conditions the database checks against the rows as they are at that moment
// (INSERT ... ON CONFLICT re-reads a line another request just wrote), so concurrent calls cannot push a line past
// its stock or split it in two. Reads that classify a refusal come after the write, never before it.

/** Both drivers answer raw statements with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The lines of one customer, and the stock figures the refusals name. */
export interface AddState {
  stock?: { quantity: number; moq: number };
  /** The quantity of this item already in the cart, 0 when there is no line. */
  inCart: number;
  hasLine: boolean;
  lineCount: number;
}

/** What a cart line shows of its stock item, read now. */
const stockColumns = {
  stockId: stockItems.id,
  priceMinor: stockItems.priceMinor,
  discountPercentage: stockItems.discountPercentage,
  available: stockItems.quantity,
  moq: stockItems.moq,
  weightGrams: stockItems.weightGrams,
  sku: stockItems.sku,
  variantId: stockItems.variantId,
  productName: products.name,
  productImage: products.image,
};

/** One lock space of pg_advisory_xact_lock(space, key) for the carts; the key is the customer's id. */
const CART_LOCK_SPACE = 724_300_010;

/** The add itself, in one statement; run while the cart's lock is held. An item the shop hid is not for sale. */
async function addInsideLock(db: Executor, customerId: number, stockId: number, quantity: number): Promise<boolean> {
  const result = await db.execute(sql`
      insert into cart_items (customer_id, stock_id, quantity)
      select ${customerId}::int, s.id, ${quantity}::int
      from stock_items s
      where s.id = ${stockId}::int
        and s.listed
        and ${quantity}::int <= s.quantity
        and (
          exists (select 1 from cart_items l where l.customer_id = ${customerId}::int and l.stock_id = s.id)
          or (${quantity}::int >= s.moq
              and (select count(*) from cart_items l where l.customer_id = ${customerId}::int) < ${CART_MAX_LINES})
        )
      on conflict (customer_id, stock_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity
                <= least((select s.quantity from stock_items s where s.id = excluded.stock_id), ${CART_LINE_MAX_QUANTITY})
          and cart_items.quantity + excluded.quantity >= (select s.moq from stock_items s where s.id = excluded.stock_id)
      returning id`);
  return rowsOf(result).length > 0;
}

export function createCartRepo(db: Executor) {
  return {
    /** The customer's lines with their current prices and product, in the order they were added. */
    linesOf(customerId: number) {
      return db
        .select({ id: cartItems.id, quantity: cartItems.quantity, ...stockColumns })
        .from(cartItems)
        .innerJoin(stockItems, eq(stockItems.id, cartItems.stockId))
        .innerJoin(products, eq(products.id, stockItems.productId))
        .where(eq(cartItems.customerId, customerId))
        .orderBy(asc(cartItems.id));
    },

    /** The given stock items as cart lines would show them (a guest cart's quote); unknown ids are left out. */
    stockRows(stockIds: number[]) {
      if (!stockIds.length) return Promise.resolve([]);
      return db
        .select(stockColumns)
        .from(stockItems)
        .innerJoin(products, eq(products.id, stockItems.productId))
        .where(and(inArray(stockItems.id, stockIds), eq(stockItems.listed, true)));
    },

    /** The variant of a stock item shoppers may buy (none for an unknown or hidden one). */
    async stockVariant(stockId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ variantId: stockItems.variantId })
        .from(stockItems)
        .where(and(eq(stockItems.id, stockId), eq(stockItems.listed, true)));
      return row?.variantId;
    },

    /**
     * Adds `quantity` of a stock item in one statement: a new line when there is none (at least moq, within the
     * stock, while the cart has fewer than CART_MAX_LINES lines), else the existing line grows, only if the sum
     * stays within the stock (and the line maximum) and reaches moq. False when the database refused.
     * The line limit is counted under a lock of this customer's cart (a transaction's advisory lock, so adds to other
     * carts never wait): without it, 200 adds of different items at once each counted 99 lines and the cart reached 109.
     */
    async addAtomically(customerId: number, stockId: number, quantity: number): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}::int, ${customerId}::int)`);
        return addInsideLock(tx, customerId, stockId, quantity);
      });
    },

    /** What an add is judged against: the stock item, this item's line and the number of lines. */
    async addState(customerId: number, stockId: number): Promise<AddState> {
      const [row] = rowsOf<{ quantity: number | null; moq: number | null; in_cart: number | null; line_count: number }>(
        await db.execute(sql`
          select s.quantity, s.moq,
                 (select l.quantity from cart_items l where l.customer_id = ${customerId}::int and l.stock_id = ${stockId}::int) as in_cart,
                 (select count(*)::int from cart_items l where l.customer_id = ${customerId}::int) as line_count
          from (select 1) one
          left join stock_items s on s.id = ${stockId}::int and s.listed`),
      );
      return {
        ...(row?.quantity != null && row.moq != null ? { stock: { quantity: row.quantity, moq: row.moq } } : {}),
        inCart: row?.in_cart ?? 0,
        hasLine: row?.in_cart != null,
        lineCount: row?.line_count ?? 0,
      };
    },

    /** Sets the quantity of the customer's line of this item, only within the stock and from moq. False when refused. */
    async setQuantity(customerId: number, stockId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set({ quantity, updatedAt: sql`now()` })
        .from(stockItems)
        .where(
          and(
            eq(cartItems.customerId, customerId),
            eq(cartItems.stockId, stockId),
            eq(stockItems.id, cartItems.stockId),
            gte(stockItems.quantity, quantity),
            lte(stockItems.moq, quantity),
          ),
        )
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    /** The line of this item and its stock figures, for classifying a refused update. */
    async lineWithStock(customerId: number, stockId: number) {
      const [row] = await db
        .select({ quantity: cartItems.quantity, available: stockItems.quantity, moq: stockItems.moq })
        .from(cartItems)
        .innerJoin(stockItems, eq(stockItems.id, cartItems.stockId))
        .where(and(eq(cartItems.customerId, customerId), eq(cartItems.stockId, stockId)));
      return row;
    },

    /** Removes a line only when it is this customer's. False when there is no such line in their cart. */
    /** Removes every line of the customer's cart (an order was placed from it). */
    async clear(customerId: number): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
    },

    async removeLine(customerId: number, lineId: number): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.customerId, customerId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    /**
     * One guest line joins the cart (build the repository on the merge's transaction), never failing: the line becomes
     * max(existing, min(existing + guest, stock), moq), at most the line maximum. Nothing happens when the item is
     * gone, out of stock or has less stock than its moq, or when it would be a new line in a full cart. An existing
     * line is never lowered, even when the stock has fallen below it (checkout judges that).
     */
    async mergeLine(customerId: number, stockId: number, guestQuantity: number): Promise<void> {
      await db.execute(sql`
        insert into cart_items (customer_id, stock_id, quantity)
        select ${customerId}::int, s.id, least(greatest(least(${guestQuantity}::int, s.quantity), s.moq), ${CART_LINE_MAX_QUANTITY})
        from stock_items s
        where s.id = ${stockId}::int
          and s.quantity >= s.moq
          and (
            exists (select 1 from cart_items l where l.customer_id = ${customerId}::int and l.stock_id = s.id)
            or (select count(*) from cart_items l where l.customer_id = ${customerId}::int) < ${CART_MAX_LINES}
          )
        on conflict (customer_id, stock_id) do update
          set quantity = least(
                greatest(
                  cart_items.quantity,
                  least(cart_items.quantity + ${guestQuantity}::int, (select s.quantity from stock_items s where s.id = excluded.stock_id)),
                  (select s.moq from stock_items s where s.id = excluded.stock_id)
                ),
                ${CART_LINE_MAX_QUANTITY}),
              updated_at = now()`);
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
