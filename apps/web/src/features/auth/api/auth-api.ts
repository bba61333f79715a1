import i18n from 'i18next';
import type { LoginData } from '@shop/contract';
import { AUTH_PATHS } from '@shop/contract/paths';
import { ApiError, apiRequest } from '@/lib/api-client';

// The account calls of spec part 2, section 7. They need no storefront key (apiRequest sends it anyway, which the
// server ignores). Every failure is an ApiError carrying the server's message, or the spec's fallback for the call.

/** The spec's fallback texts when a call fails without a message of its own. */
export const AUTH_FALLBACKS = {
  requestOtp: 'Failed to send OTP',
  verifyOtp: 'OTP verification failed',
  signup: 'Signup failed',
  login: 'An unexpected error occurred',
  resetPassword: 'Password reset failed',
} as const;

export interface MessageAnswer {
  status: boolean;
  message: string;
}

export interface LoginAnswer extends MessageAnswer {
  data: LoginData;
}

async function post<T>(path: string, body: unknown, fallback: string): Promise<T> {
  // The server writes its mails (the one-time code) in the shopper's chosen language.
  const language = i18n.resolvedLanguage ?? i18n.language;
  try {
    return await apiRequest<T>(path, { method: 'POST', body, ...(language ? { headers: { 'Accept-Language': language } } : {}) });
  } catch (err) {
    if (err instanceof ApiError && err.message) throw err;
    throw new ApiError(fallback, err instanceof ApiError ? err.status : undefined);
  }
}

/** `fallback`: the text when the call fails without a message ('Failed to resend OTP' for a resend, ...). */
export const requestOtp = (body: { email: string; is_sign_up: boolean }, fallback: string = AUTH_FALLBACKS.requestOtp) =>
  post<MessageAnswer>(AUTH_PATHS.requestOtp, body, fallback);

export const verifyOtp = (body: { email: string; otp: string }) =>
  post<MessageAnswer>(AUTH_PATHS.verifyOtp, body, AUTH_FALLBACKS.verifyOtp);

export interface SignupPayload {
  email: string;
  /** +233 format. */
  phone_number: string;
  password: string;
  otp: string;
  profile: { first_name: string; last_name: string; other_names: string; user_name: string; gender: string };
}

export const signup = (body: SignupPayload) => post<MessageAnswer>(AUTH_PATHS.signup, body, AUTH_FALLBACKS.signup);

export const login = (body: { email: string; password: string }) => post<LoginAnswer>(AUTH_PATHS.login, body, AUTH_FALLBACKS.login);

export const resetPassword = (body: { email: string; otp: string; password: string }) =>
  post<MessageAnswer>(AUTH_PATHS.resetPassword, body, AUTH_FALLBACKS.resetPassword);

/** The text of a failure: its own message, else the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
