import type { ErrorCode } from '@shop/contract';
import { AppError } from './errors.js';

/** A refusal (429) that tells the client when to come back; answered with a Retry-After header. */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

export function rateLimited(retryAfterSeconds: number, message?: string) {
  return new RetryLaterError('RATE_LIMITED', message ?? 'Too many requests. Please try again later.', Math.max(1, Math.ceil(retryAfterSeconds)));
}
