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
/** A pagination cursor we did not issue for this list (edited, forged or of another list): 400 naming `cursor`. */
export const invalidCursor = () =>
  new AppError(400, 'invalid_cursor', 'error.invalid_cursor', { cursor: 'validation.invalid_cursor' });

/** Socket errors that mean the service is not there (Node's codes, and undici's). */
const UNREACHABLE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE|UND_ERR_\w+)$/;
/** A store that is down is seldom back within a second: ask the client to wait a little longer. */
const UNREACHABLE_RETRY_AFTER_SECONDS = 5;

/**
 * An error thrown by an AWS SDK call (DynamoDB, Cognito, S3, ...) that the operation did not expect,
 * as a typed error instead of a 500: the service refused the request as too large (413) or as
 * malformed (a 4xx client fault: a key or value it will not take), or it is throttled, failing or
 * cannot be reached at all (503 with Retry-After, so the client tries again; never a 500). Null
 * for anything that is not an SDK error.
 */
export function fromAwsError(err: unknown): AppError | null {
  const e = err as {
    $fault?: unknown;
    $metadata?: { httpStatusCode?: number };
    name?: string;
    code?: unknown;
  } | null;
  if (!e || typeof e !== 'object' || !e.$metadata) return null;
  // The service could not be reached at all (a dead DynamoDB Local, a network fault, a timeout): the
  // SDK gives up after its retries with the socket's error, not a service fault.
  if (
    e.$fault === undefined &&
    ((typeof e.code === 'string' && UNREACHABLE.test(e.code)) || e.name === 'TimeoutError')
  )
    return new AppError(503, 'unavailable', 'error.store_unreachable', undefined, {
      'Retry-After': String(UNREACHABLE_RETRY_AFTER_SECONDS),
    });
  if (e.$fault !== 'client' && e.$fault !== 'server') return null;
  const status = e.$metadata.httpStatusCode ?? 0;
  const throttled = /Throttl|TooManyRequests|LimitExceeded|ProvisionedThroughputExceeded/.test(e.name ?? '');
  if (status === 413) return new AppError(413, 'payload_too_large', 'error.payload_too_large');
  if (e.$fault === 'client' && !throttled && status >= 400 && status < 500)
    return new AppError(400, 'validation_failed', 'error.validation_failed');
  return new AppError(503, 'unavailable', 'error.unavailable', undefined, { 'Retry-After': '1' });
}
