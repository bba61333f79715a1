// The failures of the transport itself, which every call may meet: apart from the account calls' fallbacks
// (client-errors.ts) so that the first visit carries only these few texts.

export const TRANSPORT_ERRORS = {
  NETWORK_ERROR: 'Network error. Please check your connection.',
  NON_JSON_ANSWER: 'Invalid response type, expected JSON',
  UNEXPECTED_ERROR: 'An unexpected error occurred. Please try again.',
  /** A status with no fallback of its own. */
  HTTP_ERROR: 'Error {{status}}: {{statusText}}',
} as const;

export type TransportErrorCode = keyof typeof TRANSPORT_ERRORS;
