import { z } from 'zod';
import { envelope } from './common.js';
import { NEW_PASSWORD_MIN, OTP_LENGTH, PASSWORD_MIN } from './constants.js';
import { fieldCode as m, type FieldMessageCode } from './field-messages.js';

// Accounts (spec part 2, sections 3, 5 and 7). Each message is a code of FIELD_MESSAGES (the spec's English
// text): the server answers the text, the storefront's forms translate the code, from these same schemas.

export { NEW_PASSWORD_MIN, OTP_LENGTH, PASSWORD_MIN } from './constants.js';
export const OTP_RESEND_SECONDS = 60;
export const GENDERS = ['Male', 'Female', 'Other'] as const;

// Server-side limits of one-time codes, sessions and login (the numbers).
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_SENDS_PER_WINDOW = 3;
export const OTP_SEND_WINDOW_SECONDS = 15 * 60;
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;
/** Password attempts per account not proven right, in LOGIN_WINDOW_SECONDS; then the account refuses even the right one. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * Password attempts per client address not proven right, in LOGIN_ADDRESS_WINDOW_SECONDS. Short: many shoppers share one
 * carrier address, so an address over it is slowed down for a minute at most, never locked out for long.
 */
export const LOGIN_FAILURES_PER_ADDRESS = 30;
export const LOGIN_ADDRESS_WINDOW_SECONDS = 60;

/** Control characters (NUL above all) have no place in a name and cannot be stored in a text column. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const text = (message: FieldMessageCode, notAllowed: FieldMessageCode) => z.string({ message }).regex(NO_CONTROL, notAllowed);

const email = (message = m('EMAIL_INVALID')) => z.string({ message }).trim().toLowerCase().max(254, message).email(message);

/** The password rules of login, signup and reset: at least 6 characters (and a sane upper bound for hashing). */
const password = z
  .string({ message: m('PASSWORD_MIN') })
  .min(PASSWORD_MIN, m('PASSWORD_MIN'))
  .max(128, m('PASSWORD_MAX'));

export const otpSchema = z
  .string({ message: m('OTP_LENGTH') })
  .trim()
  .length(OTP_LENGTH, m('OTP_LENGTH'))
  .regex(/^\d+$/, m('OTP_DIGITS'));

/** +233 or 0, then a digit 2-9, then 8 more digits. */
export const GHANA_PHONE = /^(?:\+233|0)[2-9]\d{8}$/;

/** "024 412 3456", "+233 24 412 3456" -> "+233244123456" (the account-creation payload's format). */
export function toGhanaInternational(phone: string): string {
  const compact = phone.replace(/[\s\-()]/g, '');
  return compact.startsWith('0') ? `+233${compact.slice(1)}` : compact;
}

// ---- Requests ----

export const requestOtpBody = z.object({ email: email(), is_sign_up: z.boolean({ message: m('IS_SIGN_UP_BOOLEAN') }) });
export const verifyOtpBody = z.object({ email: email(), otp: otpSchema });

export const profileInput = z.object(
  {
    first_name: text('FIRST_NAME_MIN', 'FIRST_NAME_CHARS').trim().min(2, m('FIRST_NAME_MIN')).max(50, m('FIRST_NAME_MAX')),
    last_name: text('LAST_NAME_MIN', 'LAST_NAME_CHARS').trim().min(2, m('LAST_NAME_MIN')).max(50, m('LAST_NAME_MAX')),
    other_names: text('OTHER_NAMES_TEXT', 'OTHER_NAMES_CHARS')
      .trim()
      .max(100, m('OTHER_NAMES_MAX'))
      .nullish()
      .transform((v) => v ?? ''),
    user_name: z
      .string({ message: m('USER_NAME_MIN') })
      .trim()
      .min(3, m('USER_NAME_MIN'))
      .max(30, m('USER_NAME_MAX'))
      .regex(/^[A-Za-z0-9_.-]+$/, m('USER_NAME_CHARS')),
    gender: z.enum(GENDERS, { message: m('GENDER_REQUIRED') }),
  },
  { message: m('PROFILE_REQUIRED') },
);

export const signupBody = z.object({
  email: email(),
  phone_number: z
    .string({ message: m('PHONE_INVALID') })
    .transform((p) => p.replace(/[\s\-()]/g, ''))
    .pipe(z.string().regex(GHANA_PHONE, m('PHONE_INVALID')))
    .transform(toGhanaInternational),
  password,
  otp: otpSchema,
  profile: profileInput,
});

export const loginBody = z.object({ email: email(), password });
export const refreshBody = z.object({
  refresh: z
    .string({ message: m('REFRESH_REQUIRED') })
    .min(1, m('REFRESH_REQUIRED'))
    .max(512, m('REFRESH_INVALID')),
});
export const logoutBody = refreshBody;

export const changePasswordBody = z
  .object({
    old_password: z
      .string({ message: m('CURRENT_PASSWORD_REQUIRED') })
      .min(1, m('CURRENT_PASSWORD_REQUIRED'))
      .max(128, m('CURRENT_PASSWORD_INCORRECT')),
    password: z
      .string({ message: m('NEW_PASSWORD_MIN') })
      .min(NEW_PASSWORD_MIN, m('NEW_PASSWORD_MIN'))
      .max(128, m('PASSWORD_MAX'))
      .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m('NEW_PASSWORD_RULES')),
    password1: z.string({ message: m('CONFIRM_PASSWORD_REQUIRED') }).min(1, m('CONFIRM_PASSWORD_REQUIRED')),
  })
  .refine((b) => b.password === b.password1, { message: m('NEW_PASSWORDS_MISMATCH'), path: ['password1'] })
  .refine((b) => b.password !== b.old_password, { message: m('NEW_PASSWORD_SAME'), path: ['password'] });

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
  // The rest of the spec's six notification settings (issue 13).
  order_updates: z.boolean(),
  promotions: z.boolean(),
  newsletter: z.boolean(),
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
