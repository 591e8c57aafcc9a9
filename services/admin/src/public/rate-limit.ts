import { rateLimited, type HttpEvent } from '@konstvagg/lambda-kit';
import { clientIp, takeAttempt } from '@konstvagg/lambda-kit/rate-limit';

/** Per client IP: at most 20 sends of one public form per 10 minutes. */
const FORM_RATE_LIMIT = { max: 20, windowMinutes: 10 } as const;

/**
 * Counts one send of a public form from the caller's IP (the shared DynamoDB counters of
 * @konstvagg/lambda-kit/rate-limit, one atomic conditional update) and throws a 429 with
 * Retry-After once the window is full.
 */
export async function takeFormAttempt(form: 'subscribe' | 'contact', event: HttpEvent): Promise<void> {
  const attempt = await takeAttempt({ scope: `form-${form}`, subject: clientIp(event), ...FORM_RATE_LIMIT });
  if (!attempt.ok) throw rateLimited(attempt.retryAfterSeconds);
}
