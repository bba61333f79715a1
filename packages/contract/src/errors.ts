// The error catalogue: every coded error the API answers, with its HTTP status and default message.
// Clients key behaviour on `code`; `message` is the text a person sees.

export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Invalid data provided. Please check your information.' },
  MALFORMED_REQUEST: { status: 400, message: 'The request could not be read. Please check what was sent.' },
  API_KEY_REQUIRED: { status: 401, message: 'A valid API key is required in the X-API-Key header.' },
  UNAUTHORIZED: { status: 401, message: 'Authentication failed. Please check your credentials.' },
  FORBIDDEN: { status: 403, message: "You don't have permission to perform this action." },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'There is no such path in this API.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed on this path.' },
  CONFLICT: { status: 409, message: 'This already exists.' },
  OTP_INVALID: { status: 400, message: 'Invalid OTP. Please check the code and try again.' },
  OTP_EXPIRED: { status: 400, message: 'This code has expired. Please request a new one.' },
  OTP_TOO_MANY_TRIES: { status: 400, message: 'Too many wrong attempts. Please request a new code.' },
  OTP_RESEND_TOO_SOON: { status: 429, message: 'Please wait before requesting another code.' },
  // The cart's stock rules; the message is the one the storefront shows (the service words the exact figures).
  OUT_OF_STOCK: { status: 409, message: 'This item is out of stock.' },
  NOT_ENOUGH_STOCK: { status: 409, message: 'There is not enough of this item in stock.' },
  BELOW_MINIMUM_ORDER: { status: 422, message: 'This item has a minimum order quantity.' },
  CART_ITEM_NOT_FOUND: { status: 404, message: 'This item is not in your cart.' },
  CART_FULL: { status: 422, message: 'Your cart is full. Please remove an item first.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  INTERNAL: { status: 500, message: 'Server error. Please try again later.' },
  UNAVAILABLE: { status: 503, message: 'Server error. Please try again later.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The spec's client fallbacks by HTTP status (part 1, section 8), used when a server gives no message. */
export const STATUS_FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Invalid data provided. Please check your information.',
  401: 'Authentication failed. Please check your credentials.',
  403: "You don't have permission to perform this action.",
  404: 'The requested resource was not found.',
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later.',
  502: 'Server error. Please try again later.',
  503: 'Server error. Please try again later.',
};
