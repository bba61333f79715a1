import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode, type ErrorEnvelope } from '@shop/contract';
import { AppError } from '../lib/errors.js';

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, errors?: Record<string, string[]>) {
  const body: ErrorEnvelope = { status: false, message: message ?? ERRORS[code].message, code, ...(errors ? { errors } : {}) };
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

/** Maps every failure to the envelope: bad input to a 4xx with a clear message, anything else to a bare 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error.code, error.message, error.errors);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const { instancePath, message } of error.validation) {
      const field = instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
      (errors[field] ??= []).push(message ?? 'is invalid');
    }
    const [field, messages] = Object.entries(errors)[0] ?? ['request', ['is invalid']];
    const first = messages[0] ?? 'is invalid';
    // Messages from the contract already name their field ("page must be ..."); others get it prefixed.
    const message = first.toLowerCase().startsWith(field.split('.').at(-1)!.toLowerCase()) ? first : `${field}: ${first}`;
    return sendError(reply, 'VALIDATION_FAILED', message, errors);
  }

  const status = error.statusCode ?? 500;
  if (status === 413) return sendError(reply, 'PAYLOAD_TOO_LARGE');
  if (status === 415) return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
  if (status === 405) return sendError(reply, 'METHOD_NOT_ALLOWED');
  if (status === 429) return sendError(reply, 'RATE_LIMITED');
  if (status >= 400 && status < 500) return sendError(reply, 'MALFORMED_REQUEST');

  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 'INTERNAL');
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}
