import { describe, expect, it } from 'vitest';
import en from '@/locales/en/auth.json';
import es from '@/locales/es/auth.json';
import zh from '@/locales/zh/auth.json';
import { safeRedirectPath } from './constants';
import { loginFormSchema, newPasswordFormSchema, otpFormSchema, plainFlag, plainText, signupFormSchema } from './form-schemas';
import { COUNTED_MESSAGES, MESSAGE_KEYS } from './messages';

/** The first message of each field, as the form shows it. */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('auth form schemas', () => {
  it('borrows a rule-free string and boolean from the contract', () => {
    expect(plainText.safeParse('').success).toBe(true);
    expect(plainText.safeParse('  any text ').data).toBe('  any text ');
    expect(plainFlag.safeParse(false).success).toBe(true);
    expect(plainFlag.safeParse(true).success).toBe(true);
  });

  it('login: a valid email and at least 6 characters', () => {
    expect(messagesOf(loginFormSchema.safeParse({ email: 'nope', password: '12345', remember: false }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(loginFormSchema.parse({ email: ' Ama@Example.com ', password: 'secret1', remember: true })).toEqual({
      email: 'ama@example.com',
      password: 'secret1',
      remember: true,
    });
  });

  it('one-time code: 6 characters, digits only', () => {
    expect(messagesOf(otpFormSchema.safeParse({ otp: '123' }))).toEqual({ otp: 'OTP must be 6 digits' });
    expect(messagesOf(otpFormSchema.safeParse({ otp: '12a456' }))).toEqual({ otp: 'OTP must contain only numbers' });
    expect(otpFormSchema.safeParse({ otp: '123456' }).success).toBe(true);
  });

  it('new password: the mismatch shows on the confirmation, even beside other errors', () => {
    expect(messagesOf(newPasswordFormSchema.safeParse({ password: '123', confirmPassword: '' }))).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(newPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('signup: every rule of spec section 5, and the phone in +233 form', () => {
    const empty = { firstName: '', lastName: '', otherNames: '', userName: '', email: '', phoneNumber: '', password: 'abcdef', confirmPassword: 'abcdeg', terms: false };
    expect(messagesOf(signupFormSchema.safeParse(empty))).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      userName: 'Username must be at least 3 characters',
      gender: 'Please select a gender',
      email: 'Please enter a valid email address',
      phoneNumber: 'Please enter a valid Ghana phone number',
      confirmPassword: "Passwords don't match",
      terms: 'Please accept the Terms and Privacy Policy',
    });
    for (const phone of ['024412345', '0144123456', '+23324412345', '233244123456']) {
      expect(messagesOf(signupFormSchema.safeParse({ ...empty, phoneNumber: phone })).phoneNumber).toBe('Please enter a valid Ghana phone number');
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

describe('auth translations', () => {
  it('has the same keys in English, Spanish and Chinese, none empty', () => {
    const keys = keysOf(en).sort();
    expect(keysOf(es).sort()).toEqual(keys);
    expect(keysOf(zh).sort()).toEqual(keys);
    for (const bundle of [en, es, zh]) {
      for (const key of keys) expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], bundle)).not.toBe('');
    }
  });

  it('maps every known English message to its own English text', () => {
    const messages = en.messages as Record<string, string>;
    for (const [english, key] of Object.entries(MESSAGE_KEYS)) expect(messages[key]).toBe(english);
    const counted = COUNTED_MESSAGES.flatMap(({ key }) => [`${key}_one`, `${key}_other`]);
    expect([...Object.values(MESSAGE_KEYS), ...counted].sort()).toEqual(Object.keys(messages).sort());
    for (const { pattern, key } of COUNTED_MESSAGES) {
      expect(messages[`${key}_one`]!.replace('{{count}}', '1')).toMatch(pattern);
      expect(messages[`${key}_other`]!.replace('{{count}}', '42')).toMatch(pattern);
    }
  });
});
