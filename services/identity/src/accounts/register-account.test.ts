import { describe, expect, it } from 'vitest';
import { encodeGeohash } from '@konstvagg/domain';
import { AppError } from '@konstvagg/lambda-kit';
import {
  buildAccountItems,
  profileItems,
  registerAccount,
  type AccountItems,
  type RegisterInput,
  type RegisterSteps,
} from './register-account.ts';

/**
 * The sign-up saga against an in-memory pool and table, with one step made to fail: whatever
 * fails, the world afterwards holds either the whole account (Cognito user, group, user record,
 * profile, active claim) or nothing of it.
 */
type StepName = keyof RegisterSteps;

function world(failAt?: StepName, opts: { failTimes?: number; existingCognitoUser?: string } = {}) {
  const claims = new Map<string, { claimId: string; status: 'pending' | 'active' }>();
  const cognito = new Map<string, { password?: string; groups: string[] }>();
  if (opts.existingCognitoUser)
    cognito.set(opts.existingCognitoUser, { password: 'Theirs-1', groups: ['buyer'] });
  const records: AccountItems[] = [];
  const calls: StepName[] = [];
  let failuresLeft = opts.failTimes ?? Infinity;
  const step =
    <A extends unknown[], R>(name: StepName, fn: (...args: A) => R) =>
    async (...args: A): Promise<R> => {
      calls.push(name);
      if (name === failAt && failuresLeft-- > 0) throw new Error(`${name} failed`);
      return fn(...args);
    };
  const steps: RegisterSteps = {
    claimEmail: step('claimEmail', (email: string, claimId: string) => {
      if (claims.has(email)) return 'taken' as const;
      claims.set(email, { claimId, status: 'pending' });
      return 'claimed' as const;
    }),
    releaseEmail: step('releaseEmail', (email: string, claimId: string) => {
      const c = claims.get(email);
      if (c?.claimId === claimId && c.status === 'pending') claims.delete(email);
    }),
    createCognitoUser: step('createCognitoUser', (u: { email: string }) => {
      if (cognito.has(u.email)) return 'exists' as const;
      cognito.set(u.email, { groups: [] });
      return `sub-${u.email}`;
    }),
    setPassword: step('setPassword', (email: string, password: string) => {
      cognito.get(email)!.password = password;
    }),
    addToGroup: step('addToGroup', (email: string, role: string) => {
      cognito.get(email)!.groups.push(role);
    }),
    deleteCognitoUser: step('deleteCognitoUser', (email: string) => {
      cognito.delete(email);
    }),
    commit: step('commit', (items: AccountItems, claimId: string) => {
      const c = claims.get(items.user.email);
      if (c?.claimId !== claimId) throw new Error('claim lost');
      records.push(items);
      c.status = 'active';
    }),
  };
  return { steps, claims, cognito, records, calls };
}

const input: RegisterInput = {
  role: 'artist',
  name: 'Anna Lind',
  email: 'anna@example.se',
  password: 'Konst-2026',
  phone: null,
  language: 'sv',
  artist: { artist_name: 'Anna L', bio: 'Oil on canvas, mostly the archipelago.' },
};

describe('sign-up saga', () => {
  it('creates everything when every step works', async () => {
    const w = world();
    const items = await registerAccount(input, w.steps);
    expect(w.cognito.get(input.email)).toEqual({ password: 'Konst-2026', groups: ['artist'] });
    expect(w.claims.get(input.email)?.status).toBe('active');
    expect(w.records).toEqual([items]);
    expect(items.artist).toMatchObject({ user_id: items.user.id, artist_name: 'Anna L' });
    expect(items.user.profile_id).toBe(items.artist!.id);
  });

  it.each(['setPassword', 'addToGroup', 'commit'] as const)(
    'a failing %s leaves nothing: the Cognito user is deleted and the claim released',
    async (failAt) => {
      const w = world(failAt);
      await expect(registerAccount(input, w.steps)).rejects.toThrow(`${failAt} failed`);
      expect(w.cognito.has(input.email)).toBe(false);
      expect(w.claims.has(input.email)).toBe(false);
      expect(w.records).toEqual([]);
      expect(w.calls).toContain('deleteCognitoUser');
      // Afterwards the same email can sign up.
      const again = world();
      await expect(registerAccount(input, again.steps)).resolves.toBeDefined();
    },
  );

  it('a failing Cognito create leaves no user to delete; only the claim is released', async () => {
    const w = world('createCognitoUser');
    await expect(registerAccount(input, w.steps)).rejects.toThrow('createCognitoUser failed');
    expect(w.calls).not.toContain('deleteCognitoUser');
    expect(w.claims.has(input.email)).toBe(false);
  });

  it('an email already in the pool is email_taken, and that account is left alone', async () => {
    const w = world(undefined, { existingCognitoUser: input.email });
    const err = await registerAccount(input, w.steps).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('email_taken');
    expect(w.calls).not.toContain('deleteCognitoUser');
    expect(w.cognito.get(input.email)).toEqual({ password: 'Theirs-1', groups: ['buyer'] });
    expect(w.claims.has(input.email)).toBe(false);
  });

  it('a claimed email is email_taken before anything is created', async () => {
    const w = world();
    await registerAccount(input, w.steps);
    const calls = w.calls.length;
    await expect(registerAccount({ ...input, name: 'Someone Else' }, w.steps)).rejects.toMatchObject({
      code: 'email_taken',
      status: 409,
    });
    expect(w.calls.slice(calls)).toEqual(['claimEmail']);
    expect(w.records).toHaveLength(1);
  });

  it('retries a failed undo once; if Cognito keeps refusing, the claim stays so no half account can be reused', async () => {
    const once = world('deleteCognitoUser', { failTimes: 1 });
    once.steps.commit = async () => {
      throw new Error('commit failed');
    };
    await expect(registerAccount(input, once.steps)).rejects.toThrow('commit failed');
    expect(once.cognito.has(input.email)).toBe(false);
    expect(once.claims.has(input.email)).toBe(false);

    const stuck = world('deleteCognitoUser');
    stuck.steps.commit = async () => {
      throw new Error('commit failed');
    };
    await expect(registerAccount(input, stuck.steps)).rejects.toThrow('commit failed');
    expect(stuck.claims.get(input.email)?.status).toBe('pending');
  });
});

describe('account items', () => {
  it('a venue gets the centre of the city its location names and GEO keys; elsewhere no position', () => {
    const venue = buildAccountItems(
      {
        ...input,
        role: 'venue',
        artist: undefined,
        venue: { venue_name: 'Café', location: 'Södra Förstadsgatan 2, Malmö', venue_type: 'other' },
      },
      'sub-1',
      '2026-01-01T00:00:00.000Z',
    );
    expect(venue.venue).toMatchObject({
      city: 'Malmö',
      is_featured: false,
      is_verified: false,
      user_id: 'sub-1',
    });
    expect(venue.venue!.latitude).toBeCloseTo(55.606, 2);
    expect(profileItems(venue)[0]).toMatchObject({
      GSI1PK: `GEO#${encodeGeohash(55.60587, 13.00073, 4)}`,
      GSI4PK: 'USER#sub-1',
    });

    const elsewhere = buildAccountItems(
      {
        ...input,
        role: 'venue',
        artist: undefined,
        venue: { venue_name: 'Café', location: 'Storgatan 1, Umeå', venue_type: 'other' },
      },
      'sub-2',
      '2026-01-01T00:00:00.000Z',
    );
    expect(elsewhere.venue).toMatchObject({ city: 'Umeå', geohash: '' });
    expect(profileItems(elsewhere)[0]).not.toHaveProperty('GSI1PK');
    expect(profileItems(elsewhere)[0]).toMatchObject({ GSI5PK: 'VENUES' });
  });

  it('a buyer and an admin get a user record only', () => {
    for (const role of ['buyer', 'admin'] as const) {
      const items = buildAccountItems(
        { ...input, role, artist: undefined },
        'sub-3',
        '2026-01-01T00:00:00.000Z',
      );
      expect(items).toMatchObject({ artist: null, venue: null, user: { role, profile_id: null } });
    }
  });
});
