import { useMessageTranslator, type CountedMessage } from '@/lib/use-message-translator';

// The English texts of the account forms and calls, with their keys under "messages" in the auth namespace.
export const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Please enter a valid email address': 'email',
  'Password must be at least 6 characters': 'passwordMin',
  'Password must be at most 128 characters': 'passwordMax',
  "Passwords don't match": 'passwordsMismatch',
  'OTP must be 6 digits': 'otpLength',
  'OTP must contain only numbers': 'otpDigits',
  'Please enter a valid Ghana phone number': 'phone',
  'Please select a gender': 'gender',
  'First name must be at least 2 characters': 'firstNameMin',
  'First name is too long': 'firstNameMax',
  'Last name must be at least 2 characters': 'lastNameMin',
  'Last name is too long': 'lastNameMax',
  'Other names are too long': 'otherNamesMax',
  'Username must be at least 3 characters': 'userNameMin',
  'Username must be at most 30 characters': 'userNameMax',
  'Username may contain only letters, digits, dots, hyphens and underscores': 'userNameChars',
  'Please accept the Terms and Privacy Policy': 'termsRequired',
  'An unexpected error occurred': 'unexpected',
  'An unexpected error occurred. Please try again.': 'unexpectedTryAgain',
  'Network error. Please check your connection.': 'network',
  'Too many requests. Please try again later.': 'tooManyRequests',
  'Server error. Please try again later.': 'serverError',
  'Invalid data provided. Please check your information.': 'invalidData',
  'Authentication failed. Please check your credentials.': 'authFailed',
  'Invalid email or password': 'invalidCredentials',
  'Failed to send OTP': 'sendOtpFailed',
  'OTP verification failed': 'verifyFailed',
  'Signup failed. Please try again.': 'signupFailed',
  'Signup failed': 'signupFailedShort',
  'Failed to resend OTP': 'resendFailed',
  'Failed to send verification code': 'sendCodeFailed',
  'Password reset failed': 'resetFailed',
  // The account API's own answers (apps/api accounts and sessions modules, contract errors.ts).
  'An account with this email already exists.': 'emailTaken',
  'This username is already taken. Please choose another one.': 'userNameTaken',
  'This already exists.': 'conflict',
  'No valid code for this email. Please request a new one.': 'noCode',
  'Invalid OTP. Please check the code and try again.': 'wrongCode',
  'This code has expired. Please request a new one.': 'codeExpired',
  'Too many wrong attempts. Please request a new code.': 'tooManyTries',
  'Please verify your code first.': 'notVerified',
  'Please wait before requesting another code.': 'resendTooSoon',
  'We could not send the email right now. Please try again later.': 'mailFailed',
};

/** Answers with a number in them: the key (with _one/_other plural forms) and where the number is. */
export const COUNTED_MESSAGES: readonly CountedMessage[] = [
  { pattern: /^Please wait (\d+) seconds? before requesting a new code\.$/, key: 'waitSeconds' },
  { pattern: /^Too many codes requested for this email\. Please try again in (\d+) minutes?\.$/, key: 'tooManyCodes' },
];

/** Translates an English form or server message (see MESSAGE_KEYS); undefined stays undefined. */
export const useAuthMessage = () => useMessageTranslator('auth', MESSAGE_KEYS, COUNTED_MESSAGES);
