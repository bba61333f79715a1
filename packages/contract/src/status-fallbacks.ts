// Apart from the error catalogue so that the storefront's first visit loads these few texts without the catalogue.

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
