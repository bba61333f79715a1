import { ERRORS, type ErrorCode } from '@shop/contract';

/** A failure with a stable code from the catalogue; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
