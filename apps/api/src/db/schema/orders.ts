import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { DELIVERY_OPTION_IDS } from '@shop/contract/delivery';
import { DELIVERY_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contract/orders';
import { stockItems } from './catalogue.js';
import { oneOf, tz } from './columns.js';
import { customers } from './identity.js';

// The checkout and the orders it places (issue 11; DESIGN.md section 7). A checkout is the customer's choices on the
// way to an order (delivery or pickup, addresses, note) and the order number it will place under; its money is never
// stored: every read prices the cart again. An order freezes everything at the moment it is placed: its lines copy the
// names, pictures and prices of that moment, so a later price change never alters it. Places and pickup stores are
// ids of the contract's delivery table (packages/contract/src/delivery.ts), so they are not foreign keys; the order
// copies their names too.

export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The number the order will have, kept for this checkout from its first read (the spec shows it before payment). */
    orderNumber: text('order_number').notNull(),
    deliveryMethod: text('delivery_method'),
    deliveryPlaceId: integer('delivery_place_id'),
    deliveryOption: text('delivery_option'),
    pickupStoreId: integer('pickup_store_id'),
    orderNote: text('order_note').notNull().default(''),
    billingAddress: jsonb('billing_address'),
    deliveryAddress: jsonb('delivery_address'),
    pickupContact: jsonb('pickup_contact'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('checkouts_customer_uq').on(t.customerId),
    unique('checkouts_order_number_uq').on(t.orderNumber),
    check('checkouts_order_number_format', sql`${t.orderNumber} ~ '^AGH[0-9]{6}$'`),
    check('checkouts_delivery_method', sql`${t.deliveryMethod} is null or ${oneOf('delivery_method', DELIVERY_METHODS)}`),
    check('checkouts_delivery_option', sql`${t.deliveryOption} is null or ${oneOf('delivery_option', DELIVERY_OPTION_IDS)}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    // An order is the shop's record of a sale: a customer's account cannot be deleted from under it.
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('Pending'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull().default('GHS'),
    // Money in pesewas, frozen when the order is placed.
    subTotalMinor: integer('sub_total_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    taxRateBasisPoints: integer('tax_rate_bp').notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    deliveryOption: text('delivery_option'),
    deliveryPlaceId: integer('delivery_place_id'),
    deliveryPlaceName: text('delivery_place_name'),
    deliveryRegion: text('delivery_region'),
    pickupStoreId: integer('pickup_store_id'),
    pickupStoreName: text('pickup_store_name'),
    /** The billing and delivery addresses, or the pickup contact, as the customer gave them. */
    addresses: jsonb('addresses').notNull(),
    orderNote: text('order_note').notNull().default(''),
    /** The first and last day the delivery is expected (Ghana dates), or the day a pickup is ready. */
    expectedFrom: date('expected_from').notNull(),
    expectedBy: date('expected_by').notNull(),
    /** The language the customer shopped in: their mails are written in it. */
    language: text('language').notNull().default('en'),
    /** The Idempotency-Key the place call came with: a retry answers this order again. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('orders_order_number_uq').on(t.orderNumber),
    unique('orders_customer_idempotency_uq').on(t.customerId, t.idempotencyKey),
    // My Orders: a customer's orders, newest first.
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    // The back office's order list: every order, newest first.
    index('orders_created_idx').on(t.createdAt),
    check('orders_order_number_format', sql`${t.orderNumber} ~ '^AGH[0-9]{6}$'`),
    check('orders_status', oneOf('status', ORDER_STATUSES)),
    check('orders_payment_status', oneOf('payment_status', PAYMENT_STATUSES)),
    check('orders_delivery_method', oneOf('delivery_method', DELIVERY_METHODS)),
    check('orders_money_nonnegative', sql`least(${t.subTotalMinor}, ${t.discountMinor}, ${t.taxMinor}, ${t.deliveryFeeMinor}, ${t.totalMinor}) >= 0`),
    check('orders_total_adds_up', sql`${t.totalMinor} = ${t.subTotalMinor} - ${t.discountMinor} + ${t.taxMinor} + ${t.deliveryFeeMinor}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // What was bought, to return stock on a cancellation; the copies below are what the customer saw and paid.
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    sku: text('sku').notNull(),
    /** The variant's options as shown: [{ name, value }]. */
    attributes: jsonb('attributes').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    /** Before the discount (quantity × unit price), and the discount of the line, as the cart computes them. */
    subTotalMinor: integer('sub_total_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_stock_idx').on(t.stockId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_money_nonnegative', sql`least(${t.unitPriceMinor}, ${t.subTotalMinor}, ${t.discountMinor}) >= 0`),
  ],
);

/** Every change of an order's status or payment status, with who made it: the timeline the customer and the staff see. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** 'customer', 'system', or a staff member's 'staff:<id>'. */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Mails to send, written in the same transaction as what they tell of (an order placed, a status changed) and sent
 * after it commits, with retries: a mail that fails never fails or loses the order (DESIGN.md section 7).
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    /** What the mail tells, e.g. 'order_placed'; the sender renders it from `payload` in `language`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull().default('en'),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  // The sender's question: what is due and not sent yet.
  (t) => [
    index('outbox_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
