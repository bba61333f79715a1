import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, stockItems } from './catalogue.js';
import { oneOf, tz } from './columns.js';
import { customers } from './identity.js';
import { orderItems, orders } from './orders.js';

// My Account made real (issue 13): the address book, the wishlist, product reviews and customers' cancellation
// requests. The spec keeps addresses and the wishlist in the page and makes no call for reviews or cancelling; here
// each is stored for its customer only (DESIGN.md section 6). The notification settings are columns of
// user_preferences (identity.ts).

/** The labels the spec offers for an address. */
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    streetAddress: text('street_address').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    /** One of Ghana's 16 regions, by its full name (the spec's State/Region). */
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('Ghana'),
    phone: text('phone').notNull(),
    /** A Ghana Post GPS digital address (e.g. GA-183-8164), optional. */
    ghanaPostGps: text('ghana_post_gps').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.createdAt),
    // At most one default per customer, whatever two requests do at once.
    uniqueIndex('addresses_one_default_uq')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
    check('addresses_label', oneOf('label', ADDRESS_LABELS)),
  ],
);

/** The stock items (a product in one variant) a customer keeps for later. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'wishlist_items_pk', columns: [t.customerId, t.stockId] }), index('wishlist_items_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * A buyer's review of one line of a delivered or completed order: one per order line (unique), shown on the product's
 * page as a verified purchase. The product's average is kept on products (rating_total, rating_count) in the same
 * transaction, so no catalogue read ever counts reviews.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    /** How the review is signed on the product page ("Ama K."), frozen when written. */
    reviewerName: text('reviewer_name').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_order_item_uq').on(t.orderItemId),
    // The product page: its reviews, newest first, a page at a time.
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_customer_idx').on(t.customerId),
    check('product_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

export const CANCELLATION_REQUEST_STATUSES = ['open', 'accepted', 'refused'] as const;

/** A customer's wish to cancel an order after the spec's 1-hour window: the shop accepts or refuses it (back office). */
export const orderCancellationRequests = pgTable(
  'order_cancellation_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: tz('created_at').notNull().defaultNow(),
    decidedAt: tz('decided_at'),
    /** 'staff:<id>' once decided. */
    decidedBy: text('decided_by'),
  },
  (t) => [
    // One open request per order, however often the button is pressed.
    uniqueIndex('order_cancellation_requests_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    index('order_cancellation_requests_status_idx').on(t.status, t.createdAt),
    check('order_cancellation_requests_status', oneOf('status', CANCELLATION_REQUEST_STATUSES)),
  ],
);
