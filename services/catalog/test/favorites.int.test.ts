import { beforeAll, describe, expect, it } from 'vitest';
import { cognitoLogin, deleteJson, demoLogin, getJson, postJson, scanEntity } from '@konstvagg/test-kit';
import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';
import type { ArtworkRecord } from '@konstvagg/domain';

let venue: { accessToken: string; idToken: string };
let buyer: { accessToken: string };
let publicWorks: ArtworkRecord[] = [];
let privateWork: ArtworkRecord;

beforeAll(async () => {
  const v = demoLogin('venue');
  const b = demoLogin('buyer');
  venue = await cognitoLogin(v.email, v.password);
  buyer = await cognitoLogin(b.email, b.password);
  const all = await scanEntity<ArtworkRecord>('artwork');
  publicWorks = all.filter((a) => (PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status));
  privateWork = all.find((a) => !(PUBLIC_ARTWORK_STATUSES as readonly string[]).includes(a.status))!;
});

const api = (path: string) => `/api/v1${path}`;

describe('venue favourites', () => {
  it('saves, checks, lists, updates notes, counts and removes a favourite', async () => {
    const [first, second] = publicWorks;
    const token = venue.accessToken;
    expect((await getJson(api(`/venues/favorites/check/${first!.id}`), { token })).body).toEqual({
      artwork_id: first!.id,
      is_favorite: false,
      notes: null,
    });

    const saved = await postJson(
      api(`/venues/me/favorites/${first!.id}`),
      { notes: 'Passar vid fönstret' },
      { token },
    );
    expect(saved.status).toBe(200);
    await postJson(api(`/venues/me/favorites/${second!.id}`), {}, { token });
    // Saving again updates the notes and keeps one favourite.
    await postJson(api(`/venues/me/favorites/${first!.id}`), { notes: 'Stora väggen' }, { token });

    const check = await getJson<{ is_favorite: boolean; notes: string }>(
      api(`/venues/favorites/check/${first!.id}`),
      { token },
    );
    expect(check.body).toMatchObject({ is_favorite: true, notes: 'Stora väggen' });

    const list = await getJson<{
      favorites: { artwork_id: string; notes: string; artwork: { id: string } | null }[];
    }>(api('/venues/me/favorites'), { token });
    expect(list.body.favorites.map((f) => f.artwork_id).sort()).toEqual([first!.id, second!.id].sort());
    expect(list.body.favorites.find((f) => f.artwork_id === first!.id)).toMatchObject({
      notes: 'Stora väggen',
      artwork: { id: first!.id },
    });

    const stats = await getJson<{
      total: number;
      by_category: Record<string, number>;
      total_value_eur: number;
    }>(api('/venues/favorites/statistics'), { token });
    expect(stats.body.total).toBe(2);
    expect(Object.values(stats.body.by_category).reduce((a, b) => a + b, 0)).toBe(2);
    expect(stats.body.total_value_eur).toBe((first!.price_cents + second!.price_cents) / 100);

    expect((await deleteJson(api(`/venues/me/favorites/${first!.id}`), { token })).status).toBe(204);
    expect((await deleteJson(api(`/venues/me/favorites/${first!.id}`), { token })).status).toBe(204);
    const after = await getJson<{ favorites: { artwork_id: string }[] }>(api('/venues/me/favorites'), {
      token,
    });
    expect(after.body.favorites.map((f) => f.artwork_id)).toEqual([second!.id]);
  });

  it('refuses unknown and private artworks with 404, writing nothing', async () => {
    const token = venue.accessToken;
    const before = await getJson<{ favorites: unknown[] }>(api('/venues/me/favorites'), { token });
    expect((await postJson(api('/venues/me/favorites/no-such-work'), {}, { token })).status).toBe(404);
    const hidden = await postJson<{ error: { message: string } }>(
      api(`/venues/me/favorites/${privateWork.id}`),
      {},
      { token, lang: 'sv' },
    );
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe('Konstverket finns inte.');
    const after = await getJson<{ favorites: unknown[] }>(api('/venues/me/favorites'), { token });
    expect(after.body.favorites.length).toBe(before.body.favorites.length);
  });

  it('names bad notes and unknown fields', async () => {
    const res = await postJson<{ error: { fields: Record<string, string> } }>(
      api(`/venues/me/favorites/${publicWorks[2]!.id}`),
      { notes: 'x'.repeat(501), colour: 'red' },
      { token: venue.accessToken },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['colour', 'notes']);
  });

  it('is for venues only: 401 without a session or with an ID token, 403 for a buyer', async () => {
    expect((await getJson(api('/venues/me/favorites'))).status).toBe(401);
    expect((await getJson(api('/venues/me/favorites'), { token: venue.idToken })).status).toBe(401);
    expect((await getJson(api('/venues/favorites/statistics'), { token: buyer.accessToken })).status).toBe(
      403,
    );
    expect(
      (await postJson(api(`/venues/me/favorites/${publicWorks[0]!.id}`), {}, { token: buyer.accessToken }))
        .status,
    ).toBe(403);
  });

  it('pages the list exactly: each favourite once, the total on every page, hasMore false at the end', async () => {
    const token = venue.accessToken;
    type Page = {
      favorites: { artwork_id: string }[];
      pagination: { total: number; hasMore: boolean; nextCursor: string | null };
    };
    const every = async (limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let total = -1;
      for (let page = 0; page === 0 || (cursor && page < 100); page++) {
        const res: { body: Page } = await getJson<Page>(
          api(`/venues/me/favorites?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`),
          { token },
        );
        if (page === 0) total = res.body.pagination.total;
        expect(res.body.pagination.total).toBe(total);
        seen.push(...res.body.favorites.map((f) => f.artwork_id));
        cursor = res.body.pagination.nextCursor;
        expect(res.body.pagination.hasMore).toBe(cursor !== null);
      }
      expect(seen).toHaveLength(total);
      return seen;
    };
    const before = await every(100);
    const added = publicWorks.slice(3, 6).filter((w) => !before.includes(w.id));
    for (const w of added) await postJson(api(`/venues/me/favorites/${w.id}`), {}, { token });
    try {
      const seen = await every(2);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.sort()).toEqual([...before, ...added.map((w) => w.id)].sort());
    } finally {
      for (const w of added) await deleteJson(api(`/venues/me/favorites/${w.id}`), { token });
    }
  });
});
