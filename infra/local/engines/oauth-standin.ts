import { createHash, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { contentSecurityPolicy, htmlSecurityHeaders } from '../static-files.ts';

/**
 * The local stand-in for Google and Apple sign-in, served by the gateway under /_dev/oauth/<provider>/
 * (never deployed). It plays the provider's part of the browser flow the shell uses on AWS
 * (response_type=id_token, the answer in the redirect's fragment):
 *
 * - GET  authorize   a clearly labelled page (sv/en) where you type an email and a name and press
 *                    Continue, Cancel or "Simulate a provider error";
 * - POST authorize   the form's answer: a 303 to redirect_uri with `#id_token=..&state=..`, or
 *                    `#error=access_denied|server_error&state=..`; with `response_mode=form_post`
 *                    (what Apple requires when the name or email is asked) instead a page that
 *                    posts `state`, `code`, `id_token` and `user` (or `error`, Apple's
 *                    `user_cancelled_authorize` on Cancel) to redirect_uri, as Apple's page does;
 * - GET  jwks.json   the public key the identity service verifies the tokens with;
 * - GET  .well-known/openid-configuration;
 * - POST token       JSON `{ email, name?, email_verified?, client_id?, nonce?, expires_in? }` ->
 *                    `{ id_token }`: the same signing without a browser, for tests and scripts.
 *
 * Tokens are RS256 with a key pair generated when the stack starts, with iss, aud (the client id),
 * sub (stable per email), iat, exp (1 hour) and the nonce the page was given. redirect_uri must be
 * on the stack's own origin (or an origin the stack allows, e.g. the vite dev shell): no open redirect.
 *
 * Not oauth2-mock-server (weighed in issue 44 §6): its 9.x supports Node 22.12+ only (we run 20),
 * its authorize endpoint answers only `response_type=code` and never shows a page (the shell asks
 * Google for `id_token` in the fragment and Apple for `code id_token` by form_post), and it serves
 * one issuer on a port of its own, where ours live on the stack's origin. It would replace only the
 * key, JWKS and discovery lines; the signing is jose's, the flow has to stay ours.
 */
export const OAUTH_PROVIDERS = ['google', 'apple'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthStandinOptions {
  /** The origin browsers use (PUBLIC_BASE_URL): issuer and authorize URLs are under it. */
  publicUrl: string;
  /** The origin the identity service fetches the JWKS from (the gateway on 127.0.0.1). */
  internalUrl: string;
  /** Other origins a redirect_uri may point at (besides publicUrl and internalUrl). */
  extraRedirectOrigins?: string[];
  /** Clock for iat/exp (the local stack's). Default Date.now. */
  now?: () => number;
}

export interface OAuthStandin {
  readonly basePath: string;
  clientId(provider: OAuthProvider): string;
  issuer(provider: OAuthProvider): string;
  /** The identity service's configuration for both providers (OAUTH_<PROVIDER>_*). */
  env(): Record<string, string>;
  /** Signs an ID token as the provider would after a successful sign-in. */
  signIdToken(provider: OAuthProvider, claims: StandinClaims): Promise<string>;
  /** Answers /_dev/oauth/* requests; false when the path is not the stand-in's. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean>;
}

export interface StandinClaims {
  email: string;
  name?: string;
  emailVerified?: boolean;
  clientId?: string;
  nonce?: string;
  /** Lifetime in seconds from now; negative gives an already expired token. Default 3600. */
  expiresIn?: number;
}

const BASE_PATH = '/_dev/oauth';
const FORM_LIMIT_BYTES = 64 * 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LABEL: Record<OAuthProvider, string> = { google: 'Google', apple: 'Apple' };

type Lang = 'sv' | 'en';
const TEXT = {
  en: {
    title: (p: string) => `Sign in with ${p} (local stand-in)`,
    banner: (p: string) => `Local stand-in for ${p} sign-in — not the real provider`,
    explain: (p: string) =>
      `This page runs only on your machine. It answers the way ${p} would, so the whole sign-in works offline. Nothing is sent anywhere.`,
    app: 'Signing in to',
    email: 'Email',
    name: 'Name',
    verified: 'The provider vouches for this address (verified)',
    continue: 'Continue',
    cancel: 'Cancel',
    error: 'Simulate a provider error',
    emailInvalid: 'Enter a valid email address.',
    badRequest: 'This sign-in request cannot be answered',
    badRedirect: 'redirect_uri must be an address on this site. The stand-in never sends you elsewhere.',
    badClient: (id: string) => `Unknown client_id. This stand-in answers only ${id}.`,
    badResponseType: 'response_type must be id_token.',
    badResponseMode: 'Apple answers a request for the name or email only with response_mode=form_post.',
    posting: 'Returning to the site…',
  },
  sv: {
    title: (p: string) => `Logga in med ${p} (lokal ersättare)`,
    banner: (p: string) => `Lokal ersättare för inloggning med ${p} — inte den riktiga tjänsten`,
    explain: (p: string) =>
      `Sidan körs bara på din dator. Den svarar som ${p} skulle, så att hela inloggningen fungerar utan nätverk. Inget skickas någonstans.`,
    app: 'Loggar in på',
    email: 'E-postadress',
    name: 'Namn',
    verified: 'Tjänsten går i god för adressen (verifierad)',
    continue: 'Fortsätt',
    cancel: 'Avbryt',
    error: 'Simulera ett fel hos tjänsten',
    emailInvalid: 'Ange en giltig e-postadress.',
    badRequest: 'Inloggningsbegäran kan inte besvaras',
    badRedirect:
      'redirect_uri måste vara en adress på den här webbplatsen. Ersättaren skickar dig aldrig någon annanstans.',
    badClient: (id: string) => `Okänt client_id. Ersättaren svarar bara ${id}.`,
    badResponseType: 'response_type måste vara id_token.',
    badResponseMode: 'Apple svarar på en begäran om namn eller e-post bara med response_mode=form_post.',
    posting: 'Tillbaka till webbplatsen…',
  },
} as const;

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function pickLang(query: URLSearchParams, acceptLanguage: string | undefined): Lang {
  const asked = query.get('lang') ?? query.get('ui_locales');
  if (asked?.toLowerCase().startsWith('sv')) return 'sv';
  if (asked?.toLowerCase().startsWith('en')) return 'en';
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: (tag ?? '').toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((l) => l.tag.startsWith('sv') || l.tag.startsWith('en'));
  return first?.tag.startsWith('sv') ? 'sv' : 'en';
}

/** A suggestion for the form: a fresh address each time, so Continue alone signs up someone new. */
function suggestion(provider: OAuthProvider): { email: string; name: string } {
  const n = randomUUID().slice(0, 6);
  return {
    email: `${provider}-${n}@example.se`,
    name: provider === 'google' ? 'Greta Gmail' : 'Astrid Apple',
  };
}

function readText(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > FORM_LIMIT_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function createOAuthStandin(opts: OAuthStandinOptions): Promise<OAuthStandin> {
  const now = opts.now ?? Date.now;
  const publicOrigin = new URL(opts.publicUrl).origin;
  const internalOrigin = new URL(opts.internalUrl).origin;
  const allowedOrigins = new Set([
    publicOrigin,
    internalOrigin,
    ...(opts.extraRedirectOrigins ?? []).map((o) => new URL(o).origin),
  ]);
  const keys = new Map<OAuthProvider, { privateKey: CryptoKey; jwk: JWK }>();
  for (const provider of OAUTH_PROVIDERS) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = {
      ...(await exportJWK(publicKey)),
      kid: `standin-${provider}-${randomUUID().slice(0, 8)}`,
      alg: 'RS256',
      use: 'sig',
    };
    keys.set(provider, { privateKey, jwk });
  }

  const clientId = (p: OAuthProvider) =>
    p === 'google' ? 'konstvagg-local.apps.googleusercontent.com' : 'se.konstvagg.local';
  const issuer = (p: OAuthProvider) => `${publicOrigin}${BASE_PATH}/${p}`;
  const authorizeUrl = (p: OAuthProvider) => `${publicOrigin}${BASE_PATH}/${p}/authorize`;
  const jwksUrl = (p: OAuthProvider) => `${internalOrigin}${BASE_PATH}/${p}/jwks.json`;

  async function signIdToken(provider: OAuthProvider, claims: StandinClaims): Promise<string> {
    const key = keys.get(provider)!;
    const email = claims.email.trim().toLowerCase();
    const iat = Math.floor(now() / 1000);
    const exp = iat + Math.trunc(claims.expiresIn ?? 3600);
    const verified = claims.emailVerified ?? true;
    const name = claims.name?.trim();
    const [given, ...family] = (name ?? '').split(/\s+/);
    // Like the real providers: Google sends booleans and the name; Apple sends strings and never the name.
    const payload: Record<string, unknown> =
      provider === 'google'
        ? {
            email,
            email_verified: verified,
            azp: claims.clientId ?? clientId(provider),
            ...(name ? { name, given_name: given, family_name: family.join(' ') || undefined } : {}),
          }
        : { email, email_verified: String(verified), is_private_email: 'false', auth_time: iat };
    if (claims.nonce) payload.nonce = claims.nonce;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: key.jwk.kid!, typ: 'JWT' })
      .setIssuer(issuer(provider))
      .setAudience(claims.clientId ?? clientId(provider))
      .setSubject(createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key.privateKey);
  }

  /** The checks a real provider makes before it shows anything; null when the request is fine. */
  function requestProblem(provider: OAuthProvider, q: URLSearchParams, lang: Lang): string | null {
    const t = TEXT[lang];
    const redirect = q.get('redirect_uri') ?? '';
    let origin: string;
    try {
      origin = new URL(redirect).origin;
    } catch {
      return t.badRedirect;
    }
    if (!allowedOrigins.has(origin)) return t.badRedirect;
    if (q.get('client_id') !== clientId(provider)) return t.badClient(clientId(provider));
    if ((q.get('response_type') ?? 'id_token').split(' ').indexOf('id_token') === -1)
      return t.badResponseType;
    const scopes = (q.get('scope') ?? '').split(' ');
    if (
      provider === 'apple' &&
      (scopes.includes('name') || scopes.includes('email')) &&
      q.get('response_mode') !== 'form_post'
    )
      return t.badResponseMode;
    return null;
  }

  function page(
    provider: OAuthProvider,
    lang: Lang,
    q: URLSearchParams,
    values: { email: string; name: string; verified: boolean },
    error?: string,
  ): string {
    const t = TEXT[lang];
    const label = LABEL[provider];
    const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'response_type', 'response_mode', 'scope']
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`)
      .join('');
    const app = new URL(q.get('redirect_uri')!).host;
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(t.title(label))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.banner{background:#fff3cd;border:2px dashed #8a6d00;border-radius:6px;padding:.75rem 1rem;font-weight:600}
label{display:block;margin:1rem 0 .25rem;font-weight:600}input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
.check{display:flex;gap:.5rem;align-items:center;margin-top:1rem;font-weight:400}.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font-size:1rem;padding:.5rem 1rem;border-radius:4px;border:1px solid #333;background:#fff;cursor:pointer}button[value=continue]{background:#1a1a1a;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}.error{color:#b00020;font-weight:600}</style></head>
<body><main>
<p class="banner" role="note">${esc(t.banner(label))}</p>
<h1>${esc(t.title(label))}</h1>
<p>${esc(t.explain(label))}</p>
<p>${esc(t.app)} <strong>${esc(app)}</strong></p>
<form method="post" action="${BASE_PATH}/${provider}/authorize?lang=${lang}" novalidate>
${hidden}
<label for="email">${esc(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${esc(values.email)}"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ''} autofocus>
${error ? `<p id="email-error" class="error" role="alert">${esc(error)}</p>` : ''}
<label for="name">${esc(t.name)}</label>
<input id="name" name="name" type="text" autocomplete="name" value="${esc(values.name)}">
<label class="check"><input type="checkbox" name="email_verified" value="true"${values.verified ? ' checked' : ''}> ${esc(t.verified)}</label>
<div class="actions">
<button type="submit" name="action" value="continue">${esc(t.continue)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${esc(t.cancel)}</button>
<button type="submit" name="action" value="error" formnovalidate>${esc(t.error)}</button>
</div>
</form></main></body></html>`;
  }

  function send(
    res: http.ServerResponse,
    status: number,
    type: string,
    body: string,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      'content-type': type,
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(body);
  }

  function sendHtml(res: http.ServerResponse, status: number, body: string) {
    // The form's answer is a redirect to the allowed origins; CSP form-action covers redirects too.
    const csp = contentSecurityPolicy(body).replace(
      "form-action 'self'",
      `form-action 'self' ${[...allowedOrigins].join(' ')}`,
    );
    send(res, status, 'text/html; charset=utf-8', body, {
      ...htmlSecurityHeaders(body),
      'content-security-policy': csp,
    });
  }

  function problemPage(lang: Lang, provider: OAuthProvider, problem: string): string {
    const t = TEXT[lang];
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.badRequest)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem}.banner{background:#fff3cd;border:2px dashed #8a6d00;border-radius:6px;padding:.75rem 1rem;font-weight:600}</style></head>
<body><main><p class="banner" role="note">${esc(t.banner(LABEL[provider]))}</p><h1>${esc(t.badRequest)}</h1><p role="alert">${esc(problem)}</p></main></body></html>`;
  }

  /** Apple's form_post: a page that posts the answer to redirect_uri at once (a button without JS). */
  function postBack(
    res: http.ServerResponse,
    lang: Lang,
    redirectUri: string,
    params: Record<string, string>,
  ) {
    const fields = Object.entries(params)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    const t = TEXT[lang];
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.posting)}</title></head>
<body><form method="post" action="${esc(redirectUri)}">${fields}<button type="submit">${esc(t.posting)}</button></form>
<script>document.forms[0].submit();</script></body></html>`,
    );
  }

  function answer(
    res: http.ServerResponse,
    form: URLSearchParams,
    lang: Lang,
    params: Record<string, string>,
  ) {
    const redirectUri = form.get('redirect_uri')!;
    if (form.get('response_mode') === 'form_post') postBack(res, lang, redirectUri, params);
    else redirectWith(res, redirectUri, params);
  }

  function redirectWith(res: http.ServerResponse, redirectUri: string, params: Record<string, string>) {
    const target = new URL(redirectUri);
    target.hash = new URLSearchParams(params).toString();
    res.writeHead(303, { location: target.toString(), 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
  }

  async function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const m =
      /^\/_dev\/oauth\/(google|apple)\/(authorize|jwks\.json|token|\.well-known\/openid-configuration)$/.exec(
        pathname,
      );
    if (!m) return false;
    const provider = m[1] as OAuthProvider;
    const what = m[2]!;
    const url = new URL(req.url ?? '/', publicOrigin);
    const lang = pickLang(url.searchParams, req.headers['accept-language']);

    if (what === 'jwks.json' && req.method === 'GET') {
      send(res, 200, 'application/json', JSON.stringify({ keys: [keys.get(provider)!.jwk] }));
      return true;
    }
    if (what === '.well-known/openid-configuration' && req.method === 'GET') {
      send(
        res,
        200,
        'application/json',
        JSON.stringify({
          issuer: issuer(provider),
          authorization_endpoint: authorizeUrl(provider),
          jwks_uri: `${publicOrigin}${BASE_PATH}/${provider}/jwks.json`,
          response_types_supported: ['id_token'],
          response_modes_supported: ['fragment', 'form_post'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile', 'name'],
        }),
      );
      return true;
    }
    if (what === 'token' && req.method === 'POST') {
      let body: Record<string, unknown>;
      try {
        const raw = await readText(req);
        body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      } catch {
        body = {};
      }
      const email = typeof body.email === 'string' ? body.email : '';
      if (!EMAIL.test(email.trim())) {
        send(
          res,
          400,
          'application/json',
          JSON.stringify({ error: 'invalid_request', error_description: 'email' }),
        );
        return true;
      }
      const expiresIn = Number(body.expires_in ?? 3600);
      const idToken = await signIdToken(provider, {
        email,
        name: typeof body.name === 'string' ? body.name : undefined,
        emailVerified: body.email_verified === undefined ? true : body.email_verified === true,
        clientId: typeof body.client_id === 'string' ? body.client_id : undefined,
        nonce: typeof body.nonce === 'string' ? body.nonce : undefined,
        expiresIn: Number.isFinite(expiresIn) ? Math.max(-86_400, Math.min(86_400, expiresIn)) : 3600,
      });
      send(res, 200, 'application/json', JSON.stringify({ id_token: idToken }));
      return true;
    }
    if (what === 'authorize' && req.method === 'GET') {
      const problem = requestProblem(provider, url.searchParams, lang);
      if (problem) {
        sendHtml(res, 400, problemPage(lang, provider, problem));
        return true;
      }
      const login = url.searchParams.get('login_hint');
      const s = suggestion(provider);
      sendHtml(
        res,
        200,
        page(provider, lang, url.searchParams, { email: login ?? s.email, name: s.name, verified: true }),
      );
      return true;
    }
    if (what === 'authorize' && req.method === 'POST') {
      let form: URLSearchParams;
      try {
        form = new URLSearchParams(await readText(req));
      } catch {
        send(res, 413, 'text/plain; charset=utf-8', 'Form too large');
        return true;
      }
      const problem = requestProblem(provider, form, lang);
      if (problem) {
        sendHtml(res, 400, problemPage(lang, provider, problem));
        return true;
      }
      const state = form.get('state') ?? '';
      const action = form.get('action');
      if (action === 'cancel') {
        // Apple names a cancelled sign-in its own way.
        const error = provider === 'apple' ? 'user_cancelled_authorize' : 'access_denied';
        answer(res, form, lang, { error, state });
        return true;
      }
      if (action === 'error') {
        answer(res, form, lang, { error: 'server_error', state });
        return true;
      }
      const email = (form.get('email') ?? '').trim();
      const name = (form.get('name') ?? '').trim();
      const verified = form.get('email_verified') === 'true';
      if (!EMAIL.test(email)) {
        sendHtml(res, 400, page(provider, lang, form, { email, name, verified }, TEXT[lang].emailInvalid));
        return true;
      }
      const idToken = await signIdToken(provider, {
        email,
        name: name || undefined,
        emailVerified: verified,
        nonce: form.get('nonce') || undefined,
      });
      const params: Record<string, string> = { state, id_token: idToken };
      // Apple posts an authorization code too (we have no use for it) and hands the name over
      // once, beside the token (never inside it).
      if (provider === 'apple') params.code = `standin-${randomUUID()}`;
      if (provider === 'apple' && name) {
        const [firstName, ...rest] = name.split(/\s+/);
        params.user = JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, email });
      }
      answer(res, form, lang, params);
      return true;
    }
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    return true;
  }

  return {
    basePath: BASE_PATH,
    clientId,
    issuer,
    env() {
      const env: Record<string, string> = {};
      for (const p of OAUTH_PROVIDERS) {
        const P = p.toUpperCase();
        env[`OAUTH_${P}_CLIENT_ID`] = clientId(p);
        env[`OAUTH_${P}_AUTHORIZE_URL`] = authorizeUrl(p);
        env[`OAUTH_${P}_ISSUER`] = issuer(p);
        env[`OAUTH_${P}_JWKS_URL`] = jwksUrl(p);
      }
      return env;
    },
    signIdToken,
    handle,
  };
}
