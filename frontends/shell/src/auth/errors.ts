import { ApiError } from '@konstvagg/ui';
import { MalformedAuthResponse, type Provider } from './auth-api.ts';

/** Translates an auth message key (shared/i18n authMessages) in the current language. */
export type AuthT = (key: string, values?: Record<string, string | number>) => string;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * What the server said, if it said anything: `error.message` of our API's error body, else an
 * `error` string or a top-level `message`.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isObject(error.body)) return null;
  const body = error.body;
  const inner = body.error;
  if (isObject(inner) && typeof inner.message === 'string' && inner.message.trim()) return inner.message;
  if (typeof inner === 'string' && inner.trim()) return inner;
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  return null;
}

/** Login: the server's message in the toast and the inline box, else each its own fallback. */
export function loginErrorTexts(error: unknown, t: AuthT): { toast: string; inline: string } {
  if (error instanceof MalformedAuthResponse) {
    const text = t(error.key);
    return { toast: text, inline: text };
  }
  const message = serverMessage(error);
  return {
    toast: message ?? t('auth.login_failed'),
    inline: message ?? t('auth.login_failed_retry'),
  };
}

/**
 * Registration: with an errors array, 'Validation error: ' plus the joined msg/message
 * values (our API's field errors count as that array); else error or message; else the fallback.
 */
export function registerErrorText(error: unknown, t: AuthT): string {
  if (error instanceof ApiError && isObject(error.body)) {
    const body = error.body;
    const list = Array.isArray(body.errors)
      ? body.errors
      : isObject(body.error) && Array.isArray(body.error.errors)
        ? body.error.errors
        : null;
    const details = list
      ? list
          .map((e: unknown) =>
            typeof e === 'string' ? e : isObject(e) ? String(e.msg ?? e.message ?? '') : '',
          )
          .filter(Boolean)
      : Object.values(error.fields ?? {}).filter((v) => typeof v === 'string' && v);
    if (details.length) return t('auth.validation_error', { details: details.join(', ') });
  }
  return serverMessage(error) ?? t('auth.register_failed');
}

/** The inline step-3 box: the server's message, else the fallback. */
export function registerInlineText(error: unknown, t: AuthT): string {
  return serverMessage(error) ?? t('auth.register_failed');
}

export const forgotErrorText = (error: unknown, t: AuthT) => serverMessage(error) ?? t('auth.forgot_failed');
export const resetErrorText = (error: unknown, t: AuthT) => serverMessage(error) ?? t('auth.reset_failed');

/** Google and Apple: the server's message, else the provider's fallback. */
export function oauthErrorText(provider: Provider, error: unknown, t: AuthT): string {
  if (error instanceof OAuthCancelled)
    return provider === 'google' ? t('auth.google_cancelled') : t('auth.apple_failed');
  if (error instanceof MalformedAuthResponse) return t(error.key);
  return serverMessage(error) ?? t(provider === 'google' ? 'auth.google_failed' : 'auth.apple_failed');
}

/** Modal sign-in: a Forgot password link when the error text mentions the password. */
export function mentionsPassword(text: string | null | undefined): boolean {
  return !!text && /password|lösenord/i.test(text);
}

/** The popup was closed, or the provider answered error=access_denied. */
export class OAuthCancelled extends Error {
  constructor() {
    super('oauth_cancelled');
    this.name = 'OAuthCancelled';
  }
}

/** The provider answered with an error other than a cancel, or the popup could not open. */
export class OAuthFailed extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'OAuthFailed';
  }
}
