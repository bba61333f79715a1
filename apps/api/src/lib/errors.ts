import { ERRORS, errorMessage, fieldMessage, type ErrorCode, type FieldMessageCode, type MessageParams } from '@shop/contract';

const statusOf = (code: ErrorCode): number => ERRORS[code].status;

/**
 * A failure with a stable code from the catalogue (contract errors.ts) and the figures its message names; the error
 * handler answers it as { status: false, code, message, params }. The English message is made from the catalogue,
 * so a client may translate the code and params instead of the sentence.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
    /** A refused field (VALIDATION_FAILED only): its FIELD_MESSAGES codes, answered in `params.fields` and `errors`. */
    readonly fields?: Record<string, FieldMessageCode[]>,
    /** Messages by key beyond the one message (a CSV import's bad rows by line number), answered as `errors`. */
    readonly errors?: Record<string, string[]>,
  ) {
    super(fields ? firstFieldMessage(fields) : errorMessage(code, params));
    this.status = statusOf(code);
  }
}

function firstFieldMessage(fields: Record<string, FieldMessageCode[]>): string {
  const [field, codes] = Object.entries(fields)[0] ?? ['body', []];
  return codes[0] ? fieldMessage(codes[0], field) : errorMessage('VALIDATION_FAILED');
}

/** One field refused by a rule the schema cannot state (a wrong current password, a variant of another item). */
export const fieldError = (field: string, code: FieldMessageCode) => new AppError('VALIDATION_FAILED', {}, { [field]: [code] });

/** A refusal to come back later: answered with Retry-After and `params.retry_after` (whole seconds, at least 1). */
export function retryLater(code: ErrorCode, retryAfterSeconds: number, params: MessageParams = {}) {
  return new AppError(code, { ...params, retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

/** A write a unique index refused (a slug or SKU another row has); `constraint` names the index. Thrown by repositories. */
export class Taken extends Error {
  constructor(readonly constraint: string) {
    super(`unique: ${constraint}`);
  }
}
