import type { ErrorCode } from '@dealer/domain';

/** A failure with its HTTP status and stable code; the error handler turns it into the body. */
export class AppError extends Error {
  /** Facts for the client to recover with (ErrorBody.details), e.g. the current price. */
  details?: Record<string, number | string | null>;
  /** Headers the answer carries, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = (message = 'Sign in first.') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You have no right to do this.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_failed', message, fields);
