import {
  LOGIN_ADDRESS_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_SECONDS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_SENDS_PER_WINDOW,
} from '@shop/contract';
import type { RateLimitRule } from '../../lib/rate-limit.js';

// The throttling rules of accounts and sessions, on the shared store (memory, or Redis with REDIS_URL).
export const RATE_RULES = {
  /** Password attempts (logins, current passwords) per account (email), each taken before the check, given back when right. */
  loginAccount: { name: 'login-attempt-account', points: LOGIN_FAILURES_PER_ACCOUNT, windowSeconds: LOGIN_WINDOW_SECONDS },
  /** Login attempts per client address, the same way, over a short window (see LOGIN_ADDRESS_WINDOW_SECONDS). */
  loginAddress: { name: 'login-attempt-ip', points: LOGIN_FAILURES_PER_ADDRESS, windowSeconds: LOGIN_ADDRESS_WINDOW_SECONDS },
  /** One-time codes sent per email address. */
  otpSendEmail: { name: 'otp-send-email', points: OTP_SENDS_PER_WINDOW, windowSeconds: OTP_SEND_WINDOW_SECONDS },
  /** One-time codes requested per client address (against mail bombing of many addresses). */
  otpSendAddress: { name: 'otp-send-ip', points: 30, windowSeconds: OTP_SEND_WINDOW_SECONDS },
} as const satisfies Record<string, RateLimitRule>;
