import type { ErrorCode } from '@konstvagg/contracts';

/**
 * A typed error that becomes the JSON body `{ error: { code, message, fields } }`. The message is a
 * key into the API messages (shared/i18n), translated into the caller's language by the error handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    /** Field path -> message key (or already translated text). */
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Values for {placeholders} in the message ("wait {minutes} minutes"). */
    readonly messageValues?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (fields: Record<string, string>, messageKey = 'error.validation_failed') =>
  new AppError(400, 'validation_failed', messageKey, fields);
export const unauthorized = (messageKey = 'error.unauthorized') =>
  new AppError(401, 'unauthorized', messageKey, undefined, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (messageKey = 'error.forbidden') => new AppError(403, 'forbidden', messageKey);
export const notFound = (messageKey = 'error.not_found') => new AppError(404, 'not_found', messageKey);
export const conflict = (messageKey = 'error.conflict') => new AppError(409, 'conflict', messageKey);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', 'error.rate_limited', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
