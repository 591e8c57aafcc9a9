import {
  AUTH_MAIL_WINDOW_MINUTES,
  AUTH_MAILS_PER_EMAIL,
  AUTH_MAILS_PER_IP,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_LIMIT_WINDOW_MINUTES,
} from '@konstvagg/domain';
import { AppError, rateLimited, type HttpEvent } from '@konstvagg/lambda-kit';
import type { Limit } from './rate-limit.ts';

/**
 * The client's IP. Behind CloudFront, API Gateway's sourceIp is the edge's address (shared by
 * many people), so the viewer's own address comes from `x-konstvagg-viewer-ip`, which a CloudFront
 * Function sets on every /api request (infra/cdk frontends stack), overwriting any client copy.
 * Without it, requestContext.http.sourceIp (direct calls; the local gateway fills it from the
 * socket). See docs/decisions.md (Accounts) for what this trusts.
 */
export const VIEWER_IP_HEADER = 'x-konstvagg-viewer-ip';

export function clientIp(event: HttpEvent): string {
  const viewer = event.headers?.[VIEWER_IP_HEADER]?.trim();
  if (viewer && /^[0-9a-fA-F:.]{3,45}$/.test(viewer)) return viewer;
  return event.requestContext?.http?.sourceIp || 'unknown';
}

export const loginLimits = (email: string, ip: string): Limit[] => [
  { scope: 'login-ip', subject: ip, max: LOGIN_FAILURES_PER_IP, windowMinutes: LOGIN_LIMIT_WINDOW_MINUTES },
  {
    scope: 'login-email',
    subject: email,
    max: LOGIN_FAILURES_PER_ACCOUNT,
    windowMinutes: LOGIN_LIMIT_WINDOW_MINUTES,
  },
];

export const accountLoginLimit = (email: string): Limit => loginLimits(email, '')[1]!;

export const mailLimits = (email: string, ip: string): Limit[] => [
  { scope: 'mail-ip', subject: ip, max: AUTH_MAILS_PER_IP, windowMinutes: AUTH_MAIL_WINDOW_MINUTES },
  { scope: 'mail-email', subject: email, max: AUTH_MAILS_PER_EMAIL, windowMinutes: AUTH_MAIL_WINDOW_MINUTES },
];

/** 429 too_many_attempts: "wait {minutes} minutes", with Retry-After in seconds. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    'too_many_attempts',
    'auth.too_many_attempts',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  );
}

export const tooManyMails = (retryAfterSeconds: number) => rateLimited(retryAfterSeconds);
