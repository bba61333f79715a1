import { i18n } from '@/lib/i18n';
import type { AnswerOf, BodyOf } from '@shop/contract/endpoints';
import { ApiError, callApi, type CallArgs, type CallOptions } from '@/lib/api-client';
import { CLIENT_ERRORS, type ClientErrorCode } from '@/lib/client-errors';

// The account calls of spec part 2, section 7. They need no storefront key (apiRequest sends it anyway, which the
// server ignores). Every failure is an ApiError: the server's code and params, or the call's fallback code.

type AccountCall = 'requestOtp' | 'verifyOtp' | 'signup' | 'login' | 'resetPassword';

/** The spec's fallback (by code) when a call fails without an answer of its own. */
export const AUTH_FALLBACKS = {
  requestOtp: 'SEND_OTP_FAILED',
  verifyOtp: 'VERIFY_OTP_FAILED',
  signup: 'SIGNUP_FAILED',
  login: 'LOGIN_FAILED',
  resetPassword: 'RESET_PASSWORD_FAILED',
} as const satisfies Record<AccountCall, ClientErrorCode>;

async function post<N extends AccountCall>(name: N, body: BodyOf<N>, fallback: ClientErrorCode = AUTH_FALLBACKS[name]): Promise<AnswerOf<N>> {
  // The server writes its mails (the one-time code) in the shopper's chosen language.
  const language = i18n.language;
  const options = { body, ...(language ? { headers: { 'Accept-Language': language } } : {}) } as CallOptions<N>;
  try {
    return await callApi<N>(name, ...([options] as CallArgs<N>));
  } catch (err) {
    if (err instanceof ApiError && err.message) throw err;
    throw ApiError.fallback(fallback, CLIENT_ERRORS[fallback], err instanceof ApiError ? err.status : undefined);
  }
}

/** `fallback`: the code when the call fails without an answer ('RESEND_OTP_FAILED' for a resend, ...). */
export const requestOtp = (body: BodyOf<'requestOtp'>, fallback?: ClientErrorCode) => post('requestOtp', body, fallback);

export const verifyOtp = (body: BodyOf<'verifyOtp'>) => post('verifyOtp', body);

export const signup = (body: BodyOf<'signup'>) => post('signup', body);

export const login = (body: BodyOf<'login'>) => post('login', body);

export const resetPassword = (body: BodyOf<'resetPassword'>) => post('resetPassword', body);
