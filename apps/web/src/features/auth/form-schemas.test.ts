import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './constants';
import { loginFormSchema, newPasswordFormSchema, otpFormSchema, plainFlag, plainText, signupFormSchema } from './form-schemas';

/** The first message code of each field, as the form gets it (lib/use-error-text translates it). */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('auth form schemas', () => {
  it('borrows a rule-free string and boolean from the contract', () => {
    expect(plainText.safeParse('').success).toBe(true);
    expect(plainText.safeParse('  any text ').data).toBe('  any text ');
    expect(plainFlag.safeParse(false).success).toBe(true);
    expect(plainFlag.safeParse(true).success).toBe(true);
  });

  it('login: a valid email and at least 6 characters', () => {
    expect(messagesOf(loginFormSchema.safeParse({ email: 'nope', password: '12345', remember: false }))).toEqual({
      email: 'EMAIL_INVALID',
      password: 'PASSWORD_MIN',
    });
    expect(loginFormSchema.parse({ email: ' Ama@Example.com ', password: 'secret1', remember: true })).toEqual({
      email: 'ama@example.com',
      password: 'secret1',
      remember: true,
    });
  });

  it('one-time code: 6 characters, digits only', () => {
    expect(messagesOf(otpFormSchema.safeParse({ otp: '123' }))).toEqual({ otp: 'OTP_LENGTH' });
    expect(messagesOf(otpFormSchema.safeParse({ otp: '12a456' }))).toEqual({ otp: 'OTP_DIGITS' });
    expect(otpFormSchema.safeParse({ otp: '123456' }).success).toBe(true);
  });

  it('new password: the mismatch shows on the confirmation, even beside other errors', () => {
    expect(messagesOf(newPasswordFormSchema.safeParse({ password: '123', confirmPassword: '' }))).toEqual({
      password: 'PASSWORD_MIN',
      confirmPassword: 'PASSWORDS_MISMATCH',
    });
    expect(newPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('signup: every rule of spec section 5, and the phone in +233 form', () => {
    const empty = {
      firstName: '',
      lastName: '',
      otherNames: '',
      userName: '',
      email: '',
      phoneNumber: '',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
      terms: false,
    };
    expect(messagesOf(signupFormSchema.safeParse(empty))).toEqual({
      firstName: 'FIRST_NAME_MIN',
      lastName: 'LAST_NAME_MIN',
      userName: 'USER_NAME_MIN',
      gender: 'GENDER_REQUIRED',
      email: 'EMAIL_INVALID',
      phoneNumber: 'PHONE_INVALID',
      confirmPassword: 'PASSWORDS_MISMATCH',
      terms: 'TERMS_REQUIRED',
    });
    for (const phone of ['024412345', '0144123456', '+23324412345', '233244123456']) {
      expect(messagesOf(signupFormSchema.safeParse({ ...empty, phoneNumber: phone })).phoneNumber).toBe('PHONE_INVALID');
    }
    const ok = signupFormSchema.parse({
      ...empty,
      firstName: 'Ama',
      lastName: 'Owusu',
      userName: 'ama_o',
      gender: 'Female',
      email: 'ama@example.com',
      phoneNumber: '024 412 3456',
      confirmPassword: 'abcdef',
      terms: true,
    });
    expect(ok.phoneNumber).toBe('+233244123456');
  });

  it('follows only paths inside the shop after login', () => {
    expect(safeRedirectPath('/orders?highlight=3')).toBe('/orders?highlight=3');
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/login')).toBe('/');
  });
});
