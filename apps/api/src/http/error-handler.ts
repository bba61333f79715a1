import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import {
  ERRORS,
  errorMessage,
  fieldMessage,
  isFieldMessageCode,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldMessageCode,
  type MessageParams,
} from '@shop/contract';
import { AppError } from '../lib/errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';

// The one place failures become answers: { status: false, code, message, params?, errors? } with the catalogue's
// status. Bad input gets a 4xx with a clear message; anything unexpected a bare 500 (logged, no internals).

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  params: MessageParams = {},
  detail: { message?: string; errors?: Record<string, string[]>; fields?: Record<string, string[]> } = {},
) {
  if (typeof params.retry_after === 'number') reply.header('retry-after', String(params.retry_after));
  const allParams = detail.fields ? { ...params, fields: detail.fields } : params;
  const body: ErrorEnvelope = {
    status: false,
    code,
    message: detail.message ?? errorMessage(code, params),
    ...(Object.keys(allParams).length ? { params: allParams } : {}),
    ...(detail.errors ? { errors: detail.errors } : {}),
  };
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

type Issue = ZodFastifySchemaValidationError;

/** A field's path as the caller named it: 'email', 'profile.first_name', 'items.0.quantity'. */
const fieldOf = (issue: Issue, context: string | undefined) => issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'body';

/**
 * A schema refusal: every field's English messages in `errors` and their codes in `params.fields`; the message is
 * the first field's. The contract's messages are FIELD_MESSAGES codes; any other (a query rule of the catalogue, or
 * zod's own wording) is answered as written, prefixed with its field when it does not name it, under code INVALID.
 */
function sendValidationError(reply: FastifyReply, issues: Issue[], context: string | undefined) {
  const errors: Record<string, string[]> = {};
  const fields: Record<string, FieldMessageCode[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue, context);
    const name = field.split('.').at(-1)!;
    const written = issue.message ?? 'is invalid';
    const code = isFieldMessageCode(written) ? written : 'INVALID';
    const text = code !== 'INVALID' ? fieldMessage(code, name) : written.toLowerCase().startsWith(name.toLowerCase()) ? written : `${field}: ${written}`;
    (errors[field] ??= []).push(text);
    (fields[field] ??= []).push(code);
  }
  // A body that is not an object at all (missing, a string, an array) has no field to name.
  const wholeBody = issues.some((i) => i.instancePath === '' || i.instancePath === '/');
  const message = wholeBody ? errorMessage('VALIDATION_FAILED') : Object.values(errors)[0]?.[0];
  return sendError(reply, 'VALIDATION_FAILED', {}, { ...(message ? { message } : {}), errors, fields });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (!error.fields) return sendError(reply, error.code, error.params, error.errors ? { errors: error.errors } : {});
    const errors = Object.fromEntries(Object.entries(error.fields).map(([field, codes]) => [field, codes.map((c) => fieldMessage(c, field))]));
    return sendError(reply, error.code, error.params, { message: error.message, errors, fields: error.fields });
  }
  if (hasZodFastifySchemaValidationErrors(error)) return sendValidationError(reply, error.validation, error.validationContext);

  const status = error.statusCode ?? 500;
  if (status === 413) return sendError(reply, 'PAYLOAD_TOO_LARGE');
  if (status === 415) return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
  if (status === 405) return sendError(reply, 'METHOD_NOT_ALLOWED');
  if (status === 429) return sendError(reply, 'RATE_LIMITED');
  if (status >= 400 && status < 500) return sendError(reply, 'MALFORMED_REQUEST');

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendError(reply, 'DATABASE_UNAVAILABLE', { retry_after: DATABASE_RETRY_AFTER_SECONDS });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 'INTERNAL');
}

/** The error handler of the whole app; set before any module registers, so every scope inherits it. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}

/**
 * The not-found handler of the whole app. `pageFallback` (the storefront, when it is built) answers a GET for a page
 * the server does not know, so that client-side routes load; everything else unknown is 404 ROUTE_NOT_FOUND.
 */
export function registerNotFound(app: FastifyInstance, pageFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean) {
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.(request, reply)) return reply;
    return sendError(reply, 'ROUTE_NOT_FOUND');
  });
}
