import { loginBody, messageResponse, profileInput, requestOtpBody, resetPasswordBody, signupBody, verifyOtpBody } from '@shop/contract/auth';

import type { FieldMessageCode } from '@shop/contract/field-messages';

// The forms' schemas, built from the contract's request schemas so the fields carry the spec's rules and their
// messages' codes (spec part 2, section 5; translated by lib/use-error-text). Only this lazy chunk loads zod.

const PASSWORDS_MISMATCH: FieldMessageCode = 'PASSWORDS_MISMATCH';
const TERMS_REQUIRED: FieldMessageCode = 'TERMS_REQUIRED';

// A field with no rules of its own: the contract's plain z.string() and z.boolean(), so the web needs no zod import.
export const plainText = messageResponse.shape.message;
export const plainFlag = requestOtpBody.shape.is_sign_up;

/** At least 6 characters (login, signup, reset). */
const password = resetPasswordBody.shape.password;

type Payload = { value: unknown };
const field = (payload: Payload, name: string): unknown => (payload.value as Record<string, unknown> | undefined)?.[name];
/** Compare the two passwords even while other fields are still wrong, so every message shows at once. */
const bothTyped = (payload: Payload) => typeof field(payload, 'password') === 'string' && typeof field(payload, 'confirmPassword') === 'string';

export const loginFormSchema = loginBody.extend({ password, remember: plainFlag });

export const otpFormSchema = verifyOtpBody.pick({ otp: true });

export const emailFormSchema = requestOtpBody.pick({ email: true });

export const newPasswordFormSchema = resetPasswordBody
  .pick({ password: true })
  .extend({ confirmPassword: plainText })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_MISMATCH, path: ['confirmPassword'], when: bothTyped });

export const signupFormSchema = requestOtpBody
  .pick({ email: true })
  .extend({
    firstName: profileInput.shape.first_name,
    lastName: profileInput.shape.last_name,
    otherNames: profileInput.shape.other_names,
    userName: profileInput.shape.user_name,
    gender: profileInput.shape.gender,
    phoneNumber: signupBody.shape.phone_number,
    password,
    confirmPassword: plainText,
    terms: plainFlag,
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_MISMATCH, path: ['confirmPassword'], when: bothTyped })
  .refine((v) => v.terms === true, { message: TERMS_REQUIRED, path: ['terms'], when: () => true });

export type LoginFormValues = ReturnType<typeof loginFormSchema.parse>;
export type OtpFormValues = ReturnType<typeof otpFormSchema.parse>;
export type EmailFormValues = ReturnType<typeof emailFormSchema.parse>;
export type NewPasswordFormValues = ReturnType<typeof newPasswordFormSchema.parse>;
export type SignupFormValues = ReturnType<typeof signupFormSchema.parse>;
