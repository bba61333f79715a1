import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// The catalogue. Stock items are what a shopper buys: one variant of one product, sold by one store.

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  featured: boolean('featured').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
  },
  (t) => [index('products_brand_idx').on(t.brandId), index('products_category_idx').on(t.categoryId)],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id),
    value: text('value').notNull(),
  },
  (t) => [unique('attribute_values_attribute_value_uq').on(t.attributeId, t.value)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

export const variantAttributeValues = pgTable(
  'variant_attribute_values',
  {
    variantId: integer('variant_id').notNull().references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id').notNull().references(() => attributeValues.id),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.attributeValueId] })],
);

export const stockItems = pgTable(
  'stock_items',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id),
    variantId: integer('variant_id').notNull().references(() => variants.id),
    storeId: integer('store_id').notNull().references(() => stores.id),
    // Copies of the product's brand and category, name and searchable text, so that every filter, sort and
    // search of GET /stock/ runs on this one table and its indexes (see docs/decisions/0002-stock-listing-read-model.md).
    brandId: integer('brand_id').notNull().references(() => brands.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    nameKey: text('name_key').notNull(),
    searchText: text('search_text').notNull(),
    sku: text('sku').notNull().unique(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('GHS'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    moq: integer('moq').notNull().default(1),
    weightGrams: integer('weight_grams').notNull().default(0),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_items_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('stock_items_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('stock_items_moq_positive', sql`${t.moq} >= 1`),
    check('stock_items_discount_range', sql`${t.discountPercentage} between 0 and 100`),
    index('stock_items_product_idx').on(t.productId),
    index('stock_items_category_idx').on(t.categoryId, t.id),
    index('stock_items_brand_idx').on(t.brandId, t.id),
    index('stock_items_store_idx').on(t.storeId, t.id),
    index('stock_items_price_idx').on(t.priceMinor, t.id),
    index('stock_items_name_idx').on(t.nameKey, t.id),
    index('stock_items_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

// Accounts. A user signs in; each user has exactly one customer (the shop's integer customer id and code).

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    // Stored lower-cased and trimmed (the contract normalises it), so a plain unique index is case-insensitive.
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    otherNames: text('other_names').notNull().default(''),
    gender: text('gender').notNull(),
    picture: text('picture'),
    dateOfBirth: date('date_of_birth'),
    accountType: text('account_type').notNull().default('Customer'),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // "Kofi" and "kofi" are the same username.
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerCode: text('customer_code').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('customers_user_uq').on(t.userId),
    uniqueIndex('customers_code_uq').on(t.customerCode),
    check('customers_code_format', sql`${t.customerCode} ~ '^AGC[0-9]{6}$'`),
  ],
);

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotification: boolean('email_notification').notNull().default(true),
  pushNotification: boolean('push_notification').notNull().default(false),
  smsNotification: boolean('sms_notification').notNull().default(false),
});

/** One-time codes by email address (an account may not exist yet); only a keyed hash of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    verifiedAt: tz('verified_at'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [
    index('otp_codes_email_created_idx').on(t.email, t.createdAt),
    check('otp_codes_purpose', sql`${t.purpose} in ('signup', 'reset')`),
    check('otp_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/** Refresh tokens by sha256 hash. A rotated token points at its successor; a revoked one never works again. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    replacedBy: uuid('replaced_by'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_user_idx').on(t.userId)],
);

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

// Messages of the contact form (spec part 2, section 5). Stored first, then mailed to SUPPORT_EMAIL; mailed_at stays
// null when the mail failed, so nothing is lost (see docs/decisions/0008-contact-messages.md). Kept until an operator
// deletes them.

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The reader's language (en, es, zh): the acknowledgement mail's. */
    language: text('language', { enum: ['en', 'es', 'zh'] }).notNull(),
    clientIp: text('client_ip').notNull(),
    /** The signed-in customer who wrote, if any; guests write too. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull(),
    mailedAt: tz('mailed_at'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_language', sql`${t.language} in ('en', 'es', 'zh')`),
    // The contract's maxima (CONTACT_*_MAX), as a last guard.
    check(
      'contact_messages_lengths',
      sql`char_length(${t.name}) <= 100 and char_length(${t.email}) <= 254 and char_length(${t.subject}) <= 150 and char_length(${t.message}) <= 5000`,
    ),
  ],
);
