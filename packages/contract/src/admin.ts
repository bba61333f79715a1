import { z } from 'zod';
import { ADMIN_CATALOGUE_SCHEMAS } from './admin-catalogue.js';
import { STAFF_ROLES, STOCK_ADJUSTMENT_REASONS } from './admin-endpoints.js';
import { numericIdParams } from './common.js';
import { envelope, moneySchema, pagedEnvelope } from './common.js';
import { once, orderParams, orderSchema, pageParam, statusList } from './order-answers.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders.js';

// The schemas of the back office's calls (issue 16), keyed like ADMIN_ENDPOINTS. The back office is English first:
// its messages are plain English here and its screens' strings are ready for translation.

/** A staff password: long, since a staff account opens every order and customer of the shop. */
export const STAFF_PASSWORD_MIN = 12;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const staffEmail = z.string({ message: 'Enter an email address.' }).trim().toLowerCase().max(254, 'Enter an email address.').email('Enter an email address.');
const staffName = z
  .string({ message: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(100, 'A name has at most 100 characters.')
  .regex(NO_CONTROL, 'A name cannot hold control characters.');
const staffPassword = z
  .string({ message: `A password has at least ${STAFF_PASSWORD_MIN} characters.` })
  .min(STAFF_PASSWORD_MIN, `A password has at least ${STAFF_PASSWORD_MIN} characters.`)
  .max(128, 'A password has at most 128 characters.');
const note = z.string().trim().max(500, 'A note has at most 500 characters.').regex(NO_CONTROL, 'A note cannot hold control characters.');
const isoDate = (field: string) => once(field).regex(/^\d{4}-\d{2}-\d{2}$/, `${field} is a date such as 2026-11-27.`);

// ---- Staff and sessions ----

export const staffMemberSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const signInBody = z.object({ email: staffEmail, password: z.string({ message: 'Enter your password.' }).min(1, 'Enter your password.').max(128) });
export const signInResponse = envelope(z.object({ token: z.string(), expires_at: z.string(), staff: staffMemberSchema }));
export const staffResponse = envelope(staffMemberSchema);
export const staffListResponse = envelope(z.array(staffMemberSchema));
export const signedOutResponse = envelope(z.null());

export const staffCreateBody = z.object({ email: staffEmail, name: staffName, role: z.enum(STAFF_ROLES), password: staffPassword });
export const staffUpdateBody = z
  .object({ name: staffName, role: z.enum(STAFF_ROLES), active: z.boolean(), password: staffPassword })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Change at least one of name, role, active or password.');
export const staffParams = z.object({ id: z.string().uuid('A staff id is a UUID.') });

const pageQuery = {
  page: pageParam('page', 1_000_000).optional().default(1),
  page_size: pageParam('page_size', ADMIN_PAGE_SIZE_MAX).optional().default(ADMIN_PAGE_SIZE_DEFAULT),
};

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuery = z.object({ ...pageQuery, staff_id: once('staff_id').uuid('staff_id is a UUID.').optional() });
export const auditResponse = pagedEnvelope(auditEntrySchema);

// ---- Orders ----

const customerSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), email: z.string(), phone: z.string() });

export const adminOrderSummarySchema = z.object({
  order_id: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  delivery_option: z.string(),
  total: moneySchema,
  customer: customerSchema,
  /** The customer asked to cancel and nobody has answered yet. */
  cancellation_requested: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersQuery = z.object({
  ...pageQuery,
  /** An order number (whole or part), a customer's email or phone. */
  q: once('q').trim().max(100, 'q has at most 100 characters.').optional(),
  status: statusList.optional(),
  payment_status: once('payment_status')
    .pipe(z.enum(PAYMENT_STATUSES, { message: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}.` }))
    .optional(),
  /** Placed on or after this day, and on or before that one (Ghana's dates, which are UTC). */
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;
export const adminOrdersResponse = pagedEnvelope(adminOrderSummarySchema);

export const paymentAttemptRecordSchema = z.object({
  reference: z.string(),
  provider: z.string(),
  method: z.string(),
  status: z.string(),
  amount: moneySchema,
  refund: z.string().nullable(),
  gateway_response: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const adminOrderSchema = orderSchema.extend({
  customer: customerSchema,
  language: z.string(),
  /** The billing and delivery addresses, or the pickup contact, as the customer gave them. */
  addresses: z.record(z.string(), z.unknown()),
  payment_attempts: z.array(paymentAttemptRecordSchema),
  /** `actor`: 'customer', 'system', 'payment', 'dev' or 'staff:<id>'; `staff_email` the member's email for the last. */
  history: z.array(
    z.object({ at: z.string(), status: z.string(), payment_status: z.string(), actor: z.string(), staff_email: z.string().nullable(), note: z.string() }),
  ),
  cancellation_requests: z.array(
    z.object({
      id: z.number().int(),
      reason: z.string(),
      status: z.string(),
      created_at: z.string(),
      decided_at: z.string().nullable(),
      decided_by: z.string().nullable(),
      /** The email of the member who decided. */
      decided_by_email: z.string().nullable(),
    }),
  ),
  /** Where the order may move next (the one transition table), in the table's order. */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderResponse = envelope(adminOrderSchema);
export const orderMoveBody = z.object({
  status: z.enum(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}.` }),
  note: note.optional(),
});
export const orderCancellationBody = z.object({ decision: z.enum(['accept', 'refuse'], { message: 'decision is accept or refuse.' }), note: note.optional() });

// ---- Stock ----

export const adminStockItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  /** The variant's options, such as size and colour. */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Units free to sell: what orders took (placed, held by a payment, paid) is already out of it. */
  quantity: z.number().int(),
  moq: z.number().int(),
  price: moneySchema,
  discount_percentage: z.number().int(),
});
export type AdminStockItem = z.infer<typeof adminStockItemSchema>;
export const adminStockQuery = z.object({
  ...pageQuery,
  /** A SKU (whole or part) or words of the product's name. */
  q: once('q').trim().max(100, 'q has at most 100 characters.').optional(),
  /** Only items at LOW_STOCK_AT units or fewer, fewest first. */
  low: once('low')
    .pipe(z.enum(['true', 'false'], { message: 'low is true or false.' }))
    .optional(),
});
export const adminStockResponse = pagedEnvelope(adminStockItemSchema);

export const stockAdjustmentSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  delta: z.number().int(),
  quantity_after: z.number().int(),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS),
  note: z.string(),
  staff: z.object({ id: z.string().nullable(), email: z.string() }),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
export const stockAdjustBody = z.object({
  delta: z
    .number({ message: 'delta is a whole number of units, such as 12 or -3.' })
    .int('delta is a whole number of units, such as 12 or -3.')
    .refine((n) => n !== 0, 'delta cannot be 0.')
    .refine((n) => Math.abs(n) <= 100_000, 'delta is at most 100000 units either way.'),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS, { message: `reason must be one of ${STOCK_ADJUSTMENT_REASONS.join(', ')}.` }),
  note: note.optional(),
});
export const stockAdjustResponse = envelope(z.object({ item: adminStockItemSchema, adjustment: stockAdjustmentSchema }));
export const stockAdjustmentsResponse = envelope(z.array(stockAdjustmentSchema));

// ---- Messages ----

export const contactReplySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  body: z.string(),
  staff: z.object({ id: z.string().nullable(), email: z.string() }),
});
export const adminMessageSchema = z.object({
  id: z.string().uuid(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  language: z.string(),
  /** The signed-in customer who wrote, when one did. */
  customer_id: z.number().int().nullable(),
  read: z.boolean(),
  replied_at: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export const adminMessagesQuery = z.object({
  ...pageQuery,
  status: once('status')
    .pipe(z.enum(['unread', 'read', 'all'], { message: 'status is unread, read or all.' }))
    .optional()
    .default('all'),
});
export const adminMessagesResponse = pagedEnvelope(adminMessageSchema).extend({ unread: z.number().int() });
export const adminMessageResponse = envelope(adminMessageSchema.extend({ replies: z.array(contactReplySchema) }));
export type AdminMessageWithReplies = z.infer<typeof adminMessageResponse>['data'];
export const messageParams = z.object({ id: z.string().uuid('A message id is a UUID.') });
export const messageMarkBody = z.object({ read: z.boolean({ message: 'read is true or false.' }) });
export const messageReplyBody = z.object({
  body: z
    .string({ message: 'Write a reply.' })
    .trim()
    .min(2, 'Write a reply.')
    .max(5000, 'A reply has at most 5000 characters.')
    // Line breaks and tabs belong in a letter; other control characters do not.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'A reply cannot hold control characters.'),
});

// ---- Customers ----

export const adminCustomerSchema = customerSchema.extend({
  created_at: z.string(),
  orders: z.number().int(),
  last_order_at: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const adminCustomersQuery = z.object({ ...pageQuery, q: once('q').trim().max(100, 'q has at most 100 characters.').optional() });
export const adminCustomersResponse = pagedEnvelope(adminCustomerSchema);
export const adminCustomerResponse = envelope(adminCustomerSchema.extend({ recent_orders: z.array(adminOrderSummarySchema) }));

// ---- Pictures ----

/**
 * POST /media/ (multipart/form-data, one file in the field `file`): the picture's main address (600 px wide) and each
 * width's, WebP, to put on a product, category or brand.
 */
export const mediaUploadResponse = envelope(z.object({ image: z.string(), widths: z.record(z.string(), z.string()) }));

export const ADMIN_ENDPOINT_SCHEMAS = {
  ...ADMIN_CATALOGUE_SCHEMAS,
  signIn: { body: signInBody, response: signInResponse },
  signOut: { response: signedOutResponse },
  me: { response: staffResponse },
  staffList: { response: staffListResponse },
  staffCreate: { body: staffCreateBody, response: staffResponse },
  staffUpdate: { params: staffParams, body: staffUpdateBody, response: staffResponse },
  auditLog: { query: auditQuery, response: auditResponse },
  orders: { query: adminOrdersQuery, response: adminOrdersResponse },
  order: { params: orderParams, response: adminOrderResponse },
  orderMove: { params: orderParams, body: orderMoveBody, response: adminOrderResponse },
  orderCancellation: { params: orderParams, body: orderCancellationBody, response: adminOrderResponse },
  stock: { query: adminStockQuery, response: adminStockResponse },
  stockAdjust: { params: numericIdParams, body: stockAdjustBody, response: stockAdjustResponse },
  stockAdjustments: { params: numericIdParams, response: stockAdjustmentsResponse },
  messages: { query: adminMessagesQuery, response: adminMessagesResponse },
  message: { params: messageParams, response: adminMessageResponse },
  messageMark: { params: messageParams, body: messageMarkBody, response: adminMessageResponse },
  messageReply: { params: messageParams, body: messageReplyBody, response: adminMessageResponse },
  mediaUpload: { response: mediaUploadResponse },
  customers: { query: adminCustomersQuery, response: adminCustomersResponse },
  customer: { params: numericIdParams, response: adminCustomerResponse },
};
export * from './admin-catalogue.js';
