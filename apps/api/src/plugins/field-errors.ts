import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '@shop/contract';
import { RetryLaterError } from '../lib/retry-later-error.js';
import { errorHandler, sendError } from './error-handler.js';

/**
 * The error handler of the calls whose screens show the server's message as it is (accounts, cart): a validation
 * failure answers the contract's own first message (for example 'Please enter a valid email address' or
 * 'Quantity must be a whole number.'), with every field's messages in `errors`; a refusal to retry later carries
 * Retry-After. Everything else as everywhere.
 */
export function fieldErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const { instancePath, message } of error.validation) {
      const field = instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
      (errors[field] ??= []).push(message ?? 'is invalid');
    }
    // A body that is not an object at all (missing, a string, an array) has no field to name. The zod provider
    // reports it at instancePath '/' (not '', which the first version of this check looked for and never saw).
    const wholeBody = error.validation.some((v) => v.instancePath === '' || v.instancePath === '/');
    const first = wholeBody ? ERRORS.VALIDATION_FAILED.message : (Object.values(errors)[0]?.[0] ?? ERRORS.VALIDATION_FAILED.message);
    return sendError(reply, 'VALIDATION_FAILED', first, errors);
  }
  if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  return errorHandler(error, request, reply);
}

export function registerFieldErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(fieldErrorHandler);
}
