import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { stockItems } from './catalogue.js';
import { tz } from './columns.js';
import { customers } from './identity.js';

// The server cart. One cart per customer: its lines, keyed by (customer, stock item). Prices are not copied here;
// every answer reads them live from stock_items (see docs/decisions/0006-server-cart.md).

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The one line per item that the atomic add (INSERT ... ON CONFLICT) relies on; it also serves "lines of a customer".
    unique('cart_items_customer_stock_uq').on(t.customerId, t.stockId),
    // Deleting a stock item cascades to its lines without scanning every cart.
    index('cart_items_stock_idx').on(t.stockId),
    // The upper bound is CART_LINE_MAX_QUANTITY of the contract: sums of lines stay far inside integer range.
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 10000`),
  ],
);
