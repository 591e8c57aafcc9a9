import { AppError, defineOperation, type HttpEvent } from '@konstvagg/lambda-kit';
import { APPLE_CALLBACK_PATH, OAUTH_STATE_COOKIE } from '@konstvagg/rules';

/**
 * POST /auth/oauth/apple/callback: Apple's `response_mode=form_post` answer (issue 41). When the
 * name or email scope is asked, Apple does not put the answer in a fragment: its page posts a form
 * (`state`, `code`, `id_token`, and `user` the first time only, or `error`) to the redirect_uri,
 * which therefore has to be an address that takes a POST. This is it.
 *
 * It does not sign anyone in. It checks that the posted state is the one the page that opened the
 * popup wrote in a short-lived cookie (so a form posted by another site cannot hand a page someone
 * else's token), then answers 303 to the shell's /auth/callback with the result in the fragment,
 * the same hand-over the Google popup uses: that page posts it to its opener, which checks the state
 * again and exchanges the token at POST /auth/oauth/apple as before. The fragment never reaches a
 * server or a log. The cookie is cleared on the way out.
 *
 * Every outcome the popup can show is a redirect with an `error` (the page shows it in sv/en); only a
 * body that is not a form at all is a 4xx, naming `body`.
 */

const STATE = /^[0-9a-f]{32}$/;
const ERROR_CODE = /^[a-z_]{1,64}$/;
const MAX_ID_TOKEN = 8192;
const MAX_USER = 2048;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;

function formOf(event: HttpEvent): URLSearchParams {
  const type = event.headers?.['content-type'] ?? '';
  if (!FORM_TYPE.test(type))
    throw new AppError(415, 'validation_failed', 'error.form_expected', {
      body: 'validation.invalid_format',
    });
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  return new URLSearchParams(raw);
}

/** Payload 2.0 keeps cookies in their own array (`name=value` each). */
function cookie(event: HttpEvent, name: string): string | null {
  for (const entry of event.cookies ?? []) {
    const at = entry.indexOf('=');
    if (at > 0 && entry.slice(0, at).trim() === name) return entry.slice(at + 1).trim();
  }
  return null;
}

/** What the popup's page receives: the token and Apple's user object, or an error code. */
function callbackFragment(form: URLSearchParams, expectedState: string | null): URLSearchParams {
  const state = form.get('state') ?? '';
  const out = new URLSearchParams({ state: STATE.test(state) ? state : '' });
  const fail = (code: string) => {
    out.set('error', code);
    return out;
  };
  if (!STATE.test(state) || state !== expectedState) return fail('state_mismatch');
  const error = form.get('error');
  if (error) {
    // Apple's "the person pressed Cancel" is the OAuth access_denied the shell already knows.
    if (error === 'user_cancelled_authorize') return fail('access_denied');
    return fail(ERROR_CODE.test(error) ? error : 'server_error');
  }
  const idToken = form.get('id_token') ?? '';
  if (!idToken || idToken.length > MAX_ID_TOKEN) return fail('no_token');
  out.set('id_token', idToken);
  const user = form.get('user');
  if (user && user.length <= MAX_USER) out.set('user', user);
  return out;
}

export const oauthAppleCallback = defineOperation({
  response: 'binary',
  async run({ event }) {
    const fragment = callbackFragment(formOf(event), cookie(event, OAUTH_STATE_COOKIE));
    return {
      status: 303,
      headers: {
        Location: `/auth/callback#${fragment.toString()}`,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'Set-Cookie': `${OAUTH_STATE_COOKIE}=; Path=${APPLE_CALLBACK_PATH}; Max-Age=0`,
      },
      binary: Buffer.alloc(0),
    };
  },
});
