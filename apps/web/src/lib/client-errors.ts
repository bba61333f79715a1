import { TRANSPORT_ERRORS } from './transport-errors';

// The failures the storefront itself finds, by code, with their English (the spec's texts, part 1 section 8 and
// part 2 sections 4-5). They are translated like the API's codes, in the "errors" namespace.

export const CLIENT_ERRORS = {
  ...TRANSPORT_ERRORS,
  // Each account call's fallback when it fails without a message of its own.
  SEND_OTP_FAILED: 'Failed to send OTP',
  RESEND_OTP_FAILED: 'Failed to resend OTP',
  SEND_CODE_FAILED: 'Failed to send verification code',
  VERIFY_OTP_FAILED: 'OTP verification failed',
  SIGNUP_FAILED: 'Signup failed',
  SIGNUP_FAILED_TRY_AGAIN: 'Signup failed. Please try again.',
  LOGIN_FAILED: 'An unexpected error occurred',
  RESET_PASSWORD_FAILED: 'Password reset failed',
  CHANGE_PASSWORD_FAILED: 'Password change failed',
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;

/** The storefront's own field messages (beside the contract's FIELD_MESSAGES): the split name of the contact tab. */
export const CLIENT_FIELD_MESSAGES = {
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
} as const;

export type ClientFieldMessageCode = keyof typeof CLIENT_FIELD_MESSAGES;
