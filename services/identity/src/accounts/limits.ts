import {
  AUTH_MAIL_WINDOW_MINUTES,
  AUTH_MAILS_PER_EMAIL,
  AUTH_MAILS_PER_IP,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  LOGIN_LIMIT_WINDOW_MINUTES,
} from '@konstvagg/rules';
import { AppError, rateLimited } from '@konstvagg/lambda-kit';
import type { Limit } from '@konstvagg/lambda-kit/rate-limit';

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
