import * as z from 'zod';
import { isCleanText, TEXT_CHARACTERS_KEY } from '@konstvagg/contracts';
import { AUTH_LIMITS, SIGNUP_ROLES, type SignupRole } from '@konstvagg/rules';
import { AppError, defineOperation } from '@konstvagg/lambda-kit';
import { PROVIDER_LABEL, providerConfig, type OAuthProvider } from './config.ts';
import { oauthSignIn } from './oauth-sign-in.ts';
import { verifyProviderIdToken } from './verify-id-token.ts';
import { oauthResponseSchema, providersResponseSchema } from '@konstvagg/contracts';

/**
 * GET /auth/providers, POST /auth/oauth/google and POST /auth/oauth/apple (auth contract, issue 3).
 * The browser gets an ID token from the provider (a popup; locally the stand-in page) and posts it
 * here; see oauth-sign-in.ts for what it leads to.
 */
export const providers = defineOperation({
  response: providersResponseSchema,
  async run() {
    const entry = (p: OAuthProvider) => {
      const c = providerConfig(p);
      return { clientId: c.clientId, authorizeUrl: c.authorizeUrl };
    };
    return {
      body: { google: entry('google'), apple: entry('apple') },
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});

const oauthTokenInvalid = (provider: OAuthProvider) =>
  new AppError(401, 'oauth_token_invalid', 'auth.oauth_token_invalid', undefined, undefined, {
    provider: PROVIDER_LABEL[provider],
  });

const custom = (ctx: z.RefinementCtx, path: string, key: string) =>
  ctx.addIssue({ code: 'custom', path: [path], params: { key }, message: key });

/** Apple's first-time `user` object: `{ name: { firstName, lastName }, email }`, sent as JSON or a string. */
function appleName(user: unknown): string | null {
  let u = user;
  if (typeof u === 'string') {
    try {
      u = JSON.parse(u);
    } catch {
      return null;
    }
  }
  const name = (u as { name?: { firstName?: unknown; lastName?: unknown } } | null)?.name;
  const parts = [name?.firstName, name?.lastName].filter(
    (p): p is string => typeof p === 'string' && !!p.trim(),
  );
  return parts.length ? parts.join(' ').trim() : null;
}

const oauthBody = z
  .object({
    idToken: z.unknown().optional(),
    accessToken: z.unknown().optional(),
    role: z.unknown().optional(),
    nonce: z.unknown().optional(),
    user: z.unknown().optional(),
  })
  .superRefine((b, ctx) => {
    if (typeof b.idToken !== 'string' || !b.idToken.trim() || b.idToken.length > 16_384)
      custom(ctx, 'idToken', 'validation.required');
    if (b.role !== undefined && b.role !== null && !(SIGNUP_ROLES as readonly unknown[]).includes(b.role))
      custom(ctx, 'role', 'auth.role_invalid');
    if (b.nonce !== undefined && b.nonce !== null && (typeof b.nonce !== 'string' || b.nonce.length > 512))
      custom(ctx, 'nonce', 'validation.invalid');
    // Apple sends the name only in the browser's post: it is user text like any other name.
    const name = appleName(b.user);
    if (name !== null && (name.length > AUTH_LIMITS.nameMax || !isCleanText(name)))
      custom(ctx, 'user', TEXT_CHARACTERS_KEY);
  })
  .transform((b) => ({
    idToken: String(b.idToken).trim(),
    role: (b.role ?? null) as SignupRole | null,
    nonce: typeof b.nonce === 'string' && b.nonce ? b.nonce : null,
    name: appleName(b.user)?.normalize('NFC') ?? null,
  }));

function oauthOperation(provider: OAuthProvider) {
  return defineOperation({
    errors: ['oauth_token_invalid', 'role_required', 'email_taken'],
    response: oauthResponseSchema,
    body: oauthBody,
    async run({ body, lang }) {
      const identity = await verifyProviderIdToken(provider, body.idToken, body.nonce);
      if (!identity) throw oauthTokenInvalid(provider);
      const result = await oauthSignIn({ identity, role: body.role, name: body.name, lang });
      return { body: result, headers: { 'Cache-Control': 'no-store' } };
    },
  });
}

export const oauthGoogle = oauthOperation('google');
export const oauthApple = oauthOperation('apple');
