import { AppError, createLogger } from '@konstvagg/lambda-kit';

const log = createLogger('konstvagg-orders');

/** Seconds a caller should wait before trying a Stripe-backed call again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Runs a call to the payments port. Stripe being down, slow or refusing our request is not the
 * caller's fault and must not read as an unexplained 500: it becomes a retryable 503 in the
 * caller's language, and the Stripe error goes to the log.
 */
export async function callPayments<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const type = (err as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !type.startsWith('Stripe')) throw err;
    log.error(`Stripe call failed: ${what}`, err as Error);
    throw new AppError(503, 'payments_unavailable', 'error.payments_unavailable', undefined, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
}
