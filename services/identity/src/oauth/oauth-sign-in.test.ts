import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@konstvagg/contracts';
import type { UserRecord } from '@konstvagg/domain';
import { AppError } from '@konstvagg/lambda-kit';
import { oauthSignIn, type OAuthSignInDeps } from './oauth-sign-in.ts';
import type { ProviderIdentity } from './verify-id-token.ts';

const record = (over: Partial<UserRecord> = {}): UserRecord => ({
  entity: 'user',
  id: 'u1',
  email: 'anna@example.se',
  first_name: 'Anna',
  last_name: 'Lind',
  role: 'buyer',
  language: 'sv',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...over,
});

const identity = (over: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  provider: 'google',
  subject: 'g-1',
  email: 'anna@example.se',
  emailVerified: true,
  name: 'Anna Lind',
  ...over,
});

function deps(existing: UserRecord | null, over: Partial<OAuthSignInDeps> = {}) {
  const d: OAuthSignInDeps = {
    findRecordByEmail: vi.fn(async () => existing),
    cognitoUserExists: vi.fn(async () => false),
    signIn: vi.fn(async () => ({ accessToken: 'a', refreshToken: 'r' })),
    callerOf: vi.fn(async () => ({ userId: existing?.id ?? 'new', role: existing?.role ?? 'buyer' })),
    ensureRecord: vi.fn(async () => record()),
    linkProvider: vi.fn(async () => null),
    markVerified: vi.fn(async (r: UserRecord) => ({ ...r, email_verified: true })),
    createAccount: vi.fn(async (a) => record({ id: 'new', email: a.email, role: a.role, name: a.name })),
    toUser: vi.fn(
      async (r: UserRecord, role) => ({ id: r.id, role, email_verified: r.email_verified }) as AuthUser,
    ),
    ...over,
  };
  return d;
}

describe('oauthSignIn', () => {
  it('marks an unverified existing account verified when the provider vouches for the email', async () => {
    const d = deps(record({ email_verified: false }), {
      linkProvider: vi.fn(async () => record({ email_verified: false, oauth_providers: ['google'] })),
    });
    const out = await oauthSignIn({ identity: identity(), role: 'artist', name: null, lang: 'en' }, d);
    expect(out).toMatchObject({
      isNewUser: false,
      linked: true,
      user: { role: 'buyer', email_verified: true },
    });
    expect(d.markVerified).toHaveBeenCalledOnce();
    expect(d.createAccount).not.toHaveBeenCalled();
  });

  it('refuses to open an existing account with an unverified provider email, before any sign-in', async () => {
    const d = deps(record());
    await expect(
      oauthSignIn({ identity: identity({ emailVerified: false }), role: null, name: null, lang: 'en' }, d),
    ).rejects.toMatchObject({ status: 409, code: 'email_taken' });
    expect(d.signIn).not.toHaveBeenCalled();
  });

  it('treats a Cognito user without a user record as existing (record made on the way)', async () => {
    const d = deps(null, { cognitoUserExists: vi.fn(async () => true) });
    const out = await oauthSignIn({ identity: identity(), role: null, name: null, lang: 'sv' }, d);
    expect(out.isNewUser).toBe(false);
    expect(d.ensureRecord).toHaveBeenCalledWith('new', 'anna@example.se', 'buyer', 'sv');
  });

  it("asks for a role before creating anything, then names the account after Apple's user object", async () => {
    const d = deps(null);
    const err = await oauthSignIn({ identity: identity(), role: null, name: null, lang: 'en' }, d).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, code: 'role_required', messageKey: 'auth.oauth_role_required' });
    expect(d.createAccount).not.toHaveBeenCalled();

    const out = await oauthSignIn(
      {
        identity: identity({ provider: 'apple', name: null }),
        role: 'venue',
        name: ' Café   Äpplet ',
        lang: 'sv',
      },
      d,
    );
    expect(out).toMatchObject({ isNewUser: true, linked: false });
    expect(d.createAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'apple',
        role: 'venue',
        name: 'Café Äpplet',
        emailVerified: true,
        lang: 'sv',
      }),
    );
  });

  it("falls back to the email's local part for the name", async () => {
    const d = deps(null);
    await oauthSignIn({ identity: identity({ name: null }), role: 'buyer', name: null, lang: 'en' }, d);
    expect(d.createAccount).toHaveBeenCalledWith(expect.objectContaining({ name: 'anna' }));
  });
});
