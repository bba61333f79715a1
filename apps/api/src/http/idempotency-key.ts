import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@shop/contract';
import { AppError } from '../lib/errors.js';

/** The request's Idempotency-Key (8-100 of A-Z a-z 0-9 _ -), required by the calls that create money-bearing rows. */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}
