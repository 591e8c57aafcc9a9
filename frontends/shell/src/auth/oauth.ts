import { ApiError } from '@konstvagg/ui';
import { APPLE_CALLBACK_PATH, OAUTH_STATE_COOKIE, type SignupRole } from '@konstvagg/rules';
import { oauthSignIn, providers, type OAuthResult, type Provider } from './auth-api.ts';
import { OAuthCancelled, OAuthFailed } from './errors.ts';
import type { PendingOAuth } from './modal-machine.ts';

/**
 * Google and Apple in the browser (docs/decisions.md, "Google and Apple sign-in"): a popup at the
 * provider's authorize URL (locally the labelled stand-in page), which lands on /auth/callback;
 * that page posts { type: 'konstvagg:oauth', idToken?, error?, state } back here and closes.
 *
 * Google answers in the redirect's fragment. Apple, asked for the name and email, answers only with
 * `response_mode=form_post`: its page posts a form to APPLE_CALLBACK_PATH on the API, which checks
 * the state against the cookie written here and redirects the popup to /auth/callback with the
 * same fragment Google's answer has (services/identity/src/oauth/apple-callback.ts).
 */
export const OAUTH_MESSAGE = 'konstvagg:oauth';
const CALLBACK_PATH = '/auth/callback';

export interface OAuthMessage {
  type: typeof OAUTH_MESSAGE;
  state: string;
  idToken?: string;
  error?: string;
  user?: unknown;
}

export interface PopupAnswer {
  idToken: string;
  user?: unknown;
}

export interface PopupHandle {
  answer: Promise<PopupAnswer>;
  /** Closes the popup; the answer rejects with OAuthCancelled. */
  cancel: () => void;
}

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The state Apple's form post must carry, for the callback to compare (ten minutes, that path only).
 * Apple posts from its own site, so on https the cookie is SameSite=None (sent with a cross-site
 * POST); locally the stand-in posts from this origin and Lax does.
 */
function rememberState(state: string) {
  const crossSite = window.location.protocol === 'https:' ? 'SameSite=None; Secure' : 'SameSite=Lax';
  document.cookie = `${OAUTH_STATE_COOKIE}=${state}; Path=${APPLE_CALLBACK_PATH}; Max-Age=600; ${crossSite}`;
}

function isOAuthMessage(data: unknown): data is OAuthMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === OAUTH_MESSAGE &&
    typeof (data as { state?: unknown }).state === 'string'
  );
}

/**
 * Opens the popup. Call it straight from the click handler (browsers block popups opened later);
 * the provider list is fetched while the empty popup is already open.
 */
export function openOAuthPopup(provider: Provider): PopupHandle {
  const popup = window.open('', `konstvagg-oauth-${provider}`, 'popup,width=480,height=680');
  let settle: { resolve: (a: PopupAnswer) => void; reject: (e: Error) => void } | null = null;
  const answer = new Promise<PopupAnswer>((resolve, reject) => (settle = { resolve, reject }));
  const state = randomToken();
  const poll: { timer?: ReturnType<typeof setInterval> } = {};

  const finish = (result: PopupAnswer | Error) => {
    if (!settle) return;
    const s = settle;
    settle = null;
    window.removeEventListener('message', onMessage);
    clearInterval(poll.timer);
    if (result instanceof Error) s.reject(result);
    else s.resolve(result);
  };

  function onMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin || !isOAuthMessage(event.data)) return;
    if (event.data.state !== state) return;
    const { idToken, error, user } = event.data;
    if (idToken) finish({ idToken, user });
    else finish(error === 'access_denied' ? new OAuthCancelled() : new OAuthFailed(error ?? 'no_token'));
  }

  if (!popup) {
    finish(new OAuthFailed('popup_blocked'));
    return { answer, cancel: () => {} };
  }
  window.addEventListener('message', onMessage);
  // Closed without an answer: cancelled (give a message posted just before closing time to land).
  poll.timer = setInterval(() => {
    if (popup.closed) {
      clearInterval(poll.timer);
      setTimeout(() => finish(new OAuthCancelled()), 300);
    }
  }, 300);

  providers()
    .then((config) => {
      const entry = config[provider];
      if (!entry?.authorizeUrl) throw new OAuthFailed('provider_not_configured');
      const url = new URL(entry.authorizeUrl, window.location.origin);
      url.searchParams.set('client_id', entry.clientId);
      if (provider === 'apple') {
        rememberState(state);
        url.searchParams.set('redirect_uri', `${window.location.origin}${APPLE_CALLBACK_PATH}`);
        url.searchParams.set('response_type', 'code id_token');
        url.searchParams.set('response_mode', 'form_post');
        url.searchParams.set('scope', 'name email');
      } else {
        url.searchParams.set('redirect_uri', `${window.location.origin}${CALLBACK_PATH}`);
        url.searchParams.set('response_type', 'id_token');
        url.searchParams.set('scope', 'openid email profile');
      }
      url.searchParams.set('state', state);
      // OIDC's hint for the provider's page language: the one the person is reading now.
      if (document.documentElement.lang) url.searchParams.set('ui_locales', document.documentElement.lang);
      url.searchParams.set('nonce', randomToken());
      if (settle) popup.location.href = url.toString();
    })
    .catch((error: unknown) => {
      popup.close();
      finish(error instanceof Error ? error : new OAuthFailed('providers_failed'));
    });

  return {
    answer,
    cancel: () => {
      popup.close();
      finish(new OAuthCancelled());
    },
  };
}

export type OAuthOutcome =
  { kind: 'signed-in'; result: OAuthResult } | { kind: 'role-required'; pending: PendingOAuth };

/** POST /auth/oauth/{provider}; a 409 role_required asks for a role (then `finishWithRole`). */
export async function exchange(
  provider: Provider,
  answer: PopupAnswer,
  role?: SignupRole,
): Promise<OAuthOutcome> {
  try {
    const result = await oauthSignIn(provider, { idToken: answer.idToken, role, user: answer.user });
    return { kind: 'signed-in', result };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === 'role_required')
      return {
        kind: 'role-required',
        pending: { provider, idToken: answer.idToken, appleUser: answer.user },
      };
    throw error;
  }
}

export function finishWithRole(pending: PendingOAuth, role: SignupRole): Promise<OAuthResult> {
  return oauthSignIn(pending.provider, { idToken: pending.idToken, role, user: pending.appleUser });
}
