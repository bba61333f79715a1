// The error catalogue: every coded error the API answers, with its HTTP status and its English message.
// An answer carries `code`, the English `message` (filled from `params`) and the `params` themselves, so that a
// client translates by code and params and never by matching English sentences. Free of zod: the web imports it.

/** How a message is worded: `{{name}}` is filled from the params. */
export interface MessageSpec {
  status: number;
  message: string;
  /** The param whose number picks the singular or plural wording (i18next's `count`). */
  plural?: string;
  /** The wording used instead when this param is present and non-zero (i18next's `context`, named after the param). */
  when?: { param: string; message: string };
  /** The plural wording of `message`, used when the `plural` param is not 1. */
  other?: string;
}

export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Invalid data provided. Please check your information.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request could not be read. Please check what was sent.' },
  MALFORMED_URL: { status: 400, message: 'The address could not be read.' },
  API_KEY_REQUIRED: { status: 401, message: 'A valid API key is required in the X-API-Key header.' },
  UNAUTHORIZED: { status: 401, message: 'Authentication failed. Please check your credentials.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  FORBIDDEN: { status: 403, message: "You don't have permission to perform this action." },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is no such path in this API.' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found.' },
  BRAND_NOT_FOUND: { status: 404, message: 'Brand not found.' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Category not found.' },
  STORE_NOT_FOUND: { status: 404, message: 'Store not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed on this path.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists.' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken. Please choose another one.' },
  OTP_NOT_FOUND: { status: 400, message: 'No valid code for this email. Please request a new one.' },
  OTP_INVALID: { status: 400, message: 'Invalid OTP. Please check the code and try again.' },
  OTP_NOT_VERIFIED: { status: 400, message: 'Please verify your code first.' },
  OTP_EXPIRED: { status: 400, message: 'This code has expired. Please request a new one.' },
  OTP_TOO_MANY_TRIES: { status: 400, message: 'Too many wrong attempts. Please request a new code.' },
  OTP_RESEND_TOO_SOON: {
    status: 429,
    message: 'Please wait {{retry_after}} second before requesting a new code.',
    other: 'Please wait {{retry_after}} seconds before requesting a new code.',
    plural: 'retry_after',
  },
  OTP_TOO_MANY_CODES: {
    status: 429,
    message: 'Too many codes requested for this email. Please try again in {{minutes}} minute.',
    other: 'Too many codes requested for this email. Please try again in {{minutes}} minutes.',
    plural: 'minutes',
  },
  MAIL_FAILED: { status: 503, message: 'We could not send the email right now. Please try again later.' },
  // The cart's stock rules, with the figures in params.
  OUT_OF_STOCK: { status: 409, message: 'This item is out of stock.' },
  NOT_ENOUGH_STOCK: {
    status: 409,
    message: 'Only {{available}} available.',
    when: { param: 'in_cart', message: 'Only {{available}} available. Your cart already has {{in_cart}}.' },
  },
  BELOW_MINIMUM_ORDER: { status: 422, message: 'The minimum order quantity for this item is {{moq}}.' },
  CART_LINE_LIMIT: { status: 400, message: 'Quantity must be at most {{max}} in one cart line. Your cart already has {{in_cart}}.' },
  CART_ITEM_NOT_FOUND: { status: 404, message: 'This item is not in your cart.' },
  CART_FULL: { status: 422, message: 'Your cart is full. Please remove an item first.' },
  CART_CHANGED: { status: 409, message: 'Your cart changed while adding. Please try again.' },
  CART_ITEM_CHANGED: { status: 409, message: 'This item changed while updating. Please try again.' },
  // The checkout: a choice the moment no longer allows (the cut-off is Ghana time, checked by the server).
  DELIVERY_OPTION_CLOSED: { status: 422, message: 'Same-day delivery must be ordered before 10:00.' },
  // Placing the order (POST /checkout/place/).
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'An Idempotency-Key header of 8 to 100 letters, digits, hyphens or underscores is required to place an order.',
  },
  CHECKOUT_EMPTY: { status: 422, message: 'No item available for checkout' },
  CHECKOUT_CHOICE_REQUIRED: { status: 422, message: 'Please choose delivery or pickup first.' },
  PAY_ON_DELIVERY_LIMIT: { status: 422, message: 'Pay on delivery is available for orders up to GHS {{max}}. Please pay online.' },
  ORDER_NOT_FOUND: { status: 404, message: 'Order not found.' },
  // Paying online.
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found.' },
  WEBHOOK_REJECTED: { status: 401, message: 'The notification could not be verified.' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: 'The payment provider is not reachable. Please try again later.' },
  PAYMENT_METHOD_UNAVAILABLE: { status: 422, message: 'Online payment is not available at the moment. Please choose pay on delivery or try again later.' },
  ORDER_NOT_AWAITING_PAYMENT: { status: 409, message: 'This order is not awaiting payment.' },
  // Moving an order's status (order-state.ts, the one table of moves): a move not in it.
  ORDER_STATUS_MOVE_REFUSED: { status: 409, message: 'An order that is {{from}} cannot become {{to}}.' },
  // My Orders (issue 13): pickup details of an order not ready, and asked for too often (each one mails the customer).
  ORDER_NOT_READY_FOR_PICKUP: { status: 409, message: 'This order is not ready for pickup yet.' },
  PICKUP_DETAILS_TOO_MANY: { status: 429, message: 'Pickup details were sent several times already. Please check your email or try again later.' },
  // A customer's cancellation (issue 13, POST /order/{order_id}/cancel/): only Pending or Processing orders.
  ORDER_NOT_CANCELLABLE: { status: 409, message: 'This order can no longer be cancelled.' },
  // Wishlist (issue 13): a full wishlist takes no new item (max: WISHLIST_MAX_ITEMS).
  WISHLIST_FULL: { status: 422, message: 'Your wishlist is full ({{max}} items). Please remove an item first.' },
  // Address book (issue 13): the spec's refusal to delete the default, and ours.
  ADDRESS_NOT_FOUND: { status: 404, message: 'Address not found.' },
  ADDRESS_DEFAULT_UNDELETABLE: { status: 409, message: 'Cannot delete default address. Please set another address as default first.' },
  ADDRESS_BOOK_FULL: { status: 409, message: 'Your address book is full: at most {{max}} addresses. Please delete one first.' },
  ADDRESS_BOOK_CHANGED: { status: 409, message: 'Your address book changed at the same moment. Please try again.' },
  CONTACT_TOO_MANY_FROM_ADDRESS: { status: 429, message: 'You have sent several messages in a short time. Please try again later.' },
  CONTACT_TOO_MANY_FOR_EMAIL: { status: 429, message: 'Too many messages from this email address today. Please try again tomorrow.' },
  // Reviews (issue 13).
  ORDER_ITEM_NOT_FOUND: { status: 404, message: 'This item is not part of this order.' },
  ORDER_NOT_REVIEWABLE: { status: 409, message: 'This order can be reviewed once it has been delivered.' },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: 'You have already reviewed this item.' },
  // The back office (issue 16).
  STAFF_EMAIL_TAKEN: { status: 409, message: 'A staff member with this email already exists.' },
  STAFF_NOT_FOUND: { status: 404, message: 'Staff member not found.' },
  LAST_ADMIN: { status: 409, message: 'The shop must keep at least one active admin.' },
  CANCELLATION_REQUEST_NOT_OPEN: { status: 409, message: 'This order has no open cancellation request.' },
  STOCK_FLOOR: {
    status: 409,
    message: 'Only {{available}} unit is free; the rest are held by orders. At most {{available}} can be taken off.',
    other: 'Only {{available}} units are free; the rest are held by orders. At most {{available}} can be taken off.',
    plural: 'available',
  },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found.' },
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer not found.' },
  IMAGE_TYPE: { status: 422, message: 'This file is not a picture we can use. Upload a JPEG, PNG, WebP or AVIF photo.' },
  IMAGE_TOO_LARGE: { status: 413, message: 'The picture is too large: at most {{max_mb}} MB.' },
  IMAGE_TOO_SMALL: { status: 422, message: 'The picture is too small: each side must be at least {{min}} pixels.' },
  IMAGE_REQUIRED: { status: 400, message: 'Send one picture as the form field "file".' },
  REFUND_NOT_TAKEN: { status: 502, message: 'The payment provider did not take the refund. It is recorded as due; settle it by hand or try again later.' },
  SLUG_TAKEN: { status: 409, message: 'The slug {{slug}} is already taken. Choose another.' },
  SKU_TAKEN: { status: 409, message: 'The SKU {{sku}} is already used by another stock item.' },
  CSV_REQUIRED: { status: 415, message: 'Send the catalogue as a CSV file (text/csv).' },
  CATALOGUE_IMPORT_INVALID: {
    status: 422,
    message: 'Nothing was imported: {{count}} row has mistakes. Correct it and import the file again.',
    other: 'Nothing was imported: {{count}} rows have mistakes. Correct them and import the file again.',
    plural: 'count',
  },
  MEDIA_STORE_UNAVAILABLE: { status: 503, message: 'The pictures could not be stored right now. Please try again in a moment.' },
  REFUND_IN_PROGRESS: { status: 409, message: 'A refund of this order is being asked of the payment provider right now. Open the order again in a moment.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL: { status: 500, message: 'Server error. Please try again later.' },
  UNAVAILABLE: { status: 503, message: 'Server error. Please try again later.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database is not reachable.' },
} as const satisfies Record<string, MessageSpec>;

export type ErrorCode = keyof typeof ERRORS;

/** Figures a message names: retry_after (seconds), available, in_cart, moq, max, minutes, field. */
export type MessageParams = Record<string, string | number>;

/** The params of a failed validation: each field's message codes (see FIELD_MESSAGES). */
export interface ValidationParams {
  fields: Record<string, string[]>;
}

/** Fills `{{name}}` from params; a missing param stays as written. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** The English message of a spec with these params: the plural or the `when` wording where they apply. */
export function wordMessage(spec: MessageSpec, params: MessageParams = {}): string {
  if (spec.when && params[spec.when.param]) return fillTemplate(spec.when.message, params);
  const plural = spec.plural !== undefined && Number(params[spec.plural]) !== 1;
  return fillTemplate(plural && spec.other ? spec.other : spec.message, params);
}

/** The English message of an error code with these params. */
export const errorMessage = (code: ErrorCode, params?: MessageParams): string => wordMessage(ERRORS[code], params);

export { STATUS_FALLBACK_MESSAGES } from './status-fallbacks.js';
