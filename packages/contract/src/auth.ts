import { z } from 'zod';
import { envelope } from './common.js';

// Accounts (spec part 2, sections 3, 5 and 7). The messages are the spec's: the server answers them and the
// storefront's forms show them, from these same schemas.

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
export const GENDERS = ['Male', 'Female', 'Other'] as const;

// Server-side limits of one-time codes, sessions and login (the numbers).
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SEND_WINDOW_SECONDS = 15 * 60;
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 30;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Control characters (NUL above all) have no place in a name and cannot be stored in a text column. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const text = (field: string, message: string) =>
  z.string({ message }).regex(NO_CONTROL, `${field} contains characters that are not allowed`);

const email = (message = 'Please enter a valid email address') =>
  z.string({ message }).trim().toLowerCase().max(254, message).email(message);

/** The password rules of login, signup and reset: at least 6 characters (and a sane upper bound for hashing). */
const password = z
  .string({ message: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

export const otpSchema = z
  .string({ message: 'OTP must be 6 digits' })
  .trim()
  .length(OTP_LENGTH, 'OTP must be 6 digits')
  .regex(/^\d+$/, 'OTP must contain only numbers');

/** +233 or 0, then a digit 2-9, then 8 more digits. */
export const GHANA_PHONE = /^(?:\+233|0)[2-9]\d{8}$/;

/** "024 412 3456", "+233 24 412 3456" -> "+233244123456" (the account-creation payload's format). */
export function toGhanaInternational(phone: string): string {
  const compact = phone.replace(/[\s\-()]/g, '');
  return compact.startsWith('0') ? `+233${compact.slice(1)}` : compact;
}

// ---- Requests ----

export const requestOtpBody = z.object({ email: email(), is_sign_up: z.boolean({ message: 'is_sign_up must be true or false' }) });
export const verifyOtpBody = z.object({ email: email(), otp: otpSchema });

export const profileInput = z.object(
  {
    first_name: text('First name', 'First name must be at least 2 characters').trim().min(2, 'First name must be at least 2 characters').max(50, 'First name is too long'),
    last_name: text('Last name', 'Last name must be at least 2 characters').trim().min(2, 'Last name must be at least 2 characters').max(50, 'Last name is too long'),
    other_names: text('Other names', 'Other names must be text').trim().max(100, 'Other names are too long').nullish().transform((v) => v ?? ''),
    user_name: z
      .string({ message: 'Username must be at least 3 characters' })
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(30, 'Username must be at most 30 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, dots, hyphens and underscores'),
    gender: z.enum(GENDERS, { message: 'Please select a gender' }),
  },
  { message: 'Profile details are required' },
);

export const signupBody = z.object({
  email: email(),
  phone_number: z
    .string({ message: 'Please enter a valid Ghana phone number' })
    .transform((p) => p.replace(/[\s\-()]/g, ''))
    .pipe(z.string().regex(GHANA_PHONE, 'Please enter a valid Ghana phone number'))
    .transform(toGhanaInternational),
  password,
  otp: otpSchema,
  profile: profileInput,
});

export const loginBody = z.object({ email: email(), password });
export const refreshBody = z.object({
  refresh: z.string({ message: 'A refresh token is required' }).min(1, 'A refresh token is required').max(512, 'The refresh token is not valid'),
});
export const logoutBody = refreshBody;

export const changePasswordBody = z
  .object({
    old_password: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(128, 'Current password is incorrect'),
    password: z
      .string({ message: 'New password must be at least 8 characters' })
      .min(NEW_PASSWORD_MIN, 'New password must be at least 8 characters')
      .max(128, 'Password must be at most 128 characters')
      .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, 'Password must contain at least one lowercase letter, one uppercase letter, and one number'),
    password1: z.string({ message: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
  })
  .refine((b) => b.password === b.password1, { message: "New passwords don't match", path: ['password1'] })
  .refine((b) => b.password !== b.old_password, { message: 'New password must be different from current password', path: ['password'] });

export const resetPasswordBody = z.object({ email: email(), otp: otpSchema, password });

// The storefront sends what it knows of the customer; the server answers from the token's own account only
// (the fields are accepted for compatibility and otherwise ignored).
export const customerAuthenticateBody = z
  .object({
    customer_uuid: z.string().max(64).nullish(),
    first_name: z.string().max(100).nullish(),
    last_name: z.string().max(100).nullish(),
    email: z.string().max(254).nullish(),
    phone_number: z.string().max(32).nullish(),
    customer_code: z.string().max(32).nullish(),
  })
  .nullish()
  .transform((v) => v ?? {});

// ---- Answers ----

export const userPreferenceSchema = z.object({
  email_notification: z.boolean(),
  push_notification: z.boolean(),
  sms_notification: z.boolean(),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone_number: z.string(),
  account_type: z.string(),
  profile: z.object({
    first_name: z.string(),
    last_name: z.string(),
    'Other names': z.string(),
    user_name: z.string(),
    picture: z.string().nullable(),
    gender: z.string(),
    date_of_birth: z.string().nullable(),
  }),
});
export type AccountUser = z.infer<typeof userSchema>;

export const loginData = z.object({
  user: userSchema,
  customer_id: z.number().int(),
  access: z.string(),
  refresh: z.string(),
  user_preference: userPreferenceSchema,
});
export type LoginData = z.infer<typeof loginData>;

export const messageResponse = z.object({ status: z.literal(true), message: z.string() });
export const loginResponse = envelope(loginData);
export const tokenPairResponse = envelope(z.object({ access: z.string(), refresh: z.string() }));
export const customerResponse = envelope(z.object({ id: z.number().int(), customer_code: z.string() }));
