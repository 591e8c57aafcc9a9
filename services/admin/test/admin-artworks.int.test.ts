import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessage } from '@konstvagg/i18n';
import { keys, type ArtworkRecord } from '@konstvagg/domain';
import {
  artworkBody,
  demoToken,
  getJson,
  outbox,
  postJson,
  request,
  scanEntity,
  signUpArtist,
  tableClient,
  uploadImage,
  type TestArtist,
} from '@konstvagg/test-kit';

/**
 * The admin's list of every artwork (filters, search, cursor) and unpublishing with a reason,
 * through the API against the local stack (DynamoDB Local, cognito-local, the outbox).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const api = (p: string) => `/api/v1${p}`;
const get = (p: string, token?: string, lang: 'sv' | 'en' = 'en') => getJson<Body>(api(p), { token, lang });
const post = (p: string, body: unknown, token?: string, lang: 'sv' | 'en' = 'en') =>
  postJson<Body>(api(p), body, { token, lang });

const stamp = randomUUID().slice(0, 8);
let admin: string;
let artist: TestArtist; // signed up in Swedish, named "Åsa Filtrera <stamp>"
const works: Record<'draft' | 'pending' | 'available' | 'photo', Body> = {} as never;

async function create(title: string, extra: Record<string, unknown> = {}): Promise<Body> {
  const image = await uploadImage(artist.token);
  const res = await post('/artworks', artworkBody([image], { title, ...extra }), artist.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.artwork;
}

async function published(title: string, extra: Record<string, unknown> = {}): Promise<Body> {
  const work = await create(title, extra);
  expect((await post(`/artworks/${work.id}/submit`, {}, artist.token)).status).toBe(200);
  const res = await post(`/admin/artworks/${work.id}/approve`, {}, admin);
  expect(res.status).toBe(200);
  return res.body.artwork;
}

const ids = (res: { body: Body }) => (res.body.artworks as Body[]).map((a) => a.id as string);

beforeAll(async () => {
  admin = await demoToken('admin');
  artist = await signUpArtist({ verified: true, lang: 'sv', name: `Åsa Filtrera ${stamp}` });
  // Created one after the other: newest first is photo, available, pending, draft.
  works.draft = await create(`Utkast ${stamp}`);
  works.pending = await create(`Granskas ${stamp}`);
  expect((await post(`/artworks/${works.pending.id}/submit`, {}, artist.token)).status).toBe(200);
  works.available = await published(`Skärgård ${stamp}`);
  works.photo = await published(`Fotografi ${stamp}`, { category: 'photography' });
});

describe('GET /admin/artworks: every work', () => {
  it('lists works of every status newest first, with whether the public sees them', async () => {
    const res = await get(`/admin/artworks?artist=${artist.artistId}`, admin);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([works.photo.id, works.available.id, works.pending.id, works.draft.id]);
    expect(res.body.pagination).toMatchObject({ total: 4, hasMore: false });
    const byId = new Map((res.body.artworks as Body[]).map((a) => [a.id, a]));
    expect(byId.get(works.draft.id)).toMatchObject({
      status: 'draft',
      is_public: false,
      can_unpublish: false,
      unpublish_refusal: 'not_public',
    });
    expect(byId.get(works.available.id)).toMatchObject({
      status: 'available',
      is_public: true,
      can_unpublish: true,
      unpublish_refusal: null,
      artist_name: `Åsa Filtrera ${stamp}`,
    });

    // Without an artist: the public and the unlisted works together, drafts included.
    const all = await get(`/admin/artworks?q=${stamp}&limit=100`, admin);
    expect(ids(all)).toEqual([works.photo.id, works.available.id, works.pending.id, works.draft.id]);
    const everything = await get('/admin/artworks?status=all&limit=100', admin);
    const created = (everything.body.artworks as Body[]).map((a) => a.created_at as string);
    expect(created).toEqual([...created].sort().reverse());
    expect(everything.body.pagination.total).toBeGreaterThan(60); // the seed's works too
  });

  it('filters by status, category and artist; q finds title or artist name, any case and accents', async () => {
    expect(ids(await get(`/admin/artworks?status=draft&q=${stamp}`, admin))).toEqual([works.draft.id]);
    expect(ids(await get(`/admin/artworks?status=available&q=${stamp}`, admin))).toEqual([
      works.photo.id,
      works.available.id,
    ]);
    expect(ids(await get(`/admin/artworks?category=photography&q=${stamp}`, admin))).toEqual([
      works.photo.id,
    ]);
    expect(
      ids(await get(`/admin/artworks?artist=${artist.artistId}&status=available&category=painting`, admin)),
    ).toEqual([works.available.id]);
    // The title, case and accents ignored ("skargard" finds "Skärgård").
    expect(ids(await get(`/admin/artworks?q=SKARGARD%20${stamp}`, admin))).toEqual([works.available.id]);
    // The artist's name ("asa filtrera" finds "Åsa Filtrera").
    const byName = await get(`/admin/artworks?q=${encodeURIComponent(`asa filtrera ${stamp}`)}`, admin);
    expect(byName.body.pagination.total).toBe(4);
    // The queue is its own list, oldest first with ages; the filters narrow it.
    const queue = await get(`/admin/artworks/review-queue?q=${stamp}`, admin);
    expect(ids(queue)).toEqual([works.pending.id]);
    expect(queue.body.pagination).toEqual({ limit: 24, total: 1, hasMore: false, nextCursor: null });
    expect(queue.body.artworks[0]).toMatchObject({ overdue: false, submitted_at: expect.any(String) });
    expect(queue.body.artworks[0].age_hours).toBeLessThan(1);
    // pending_review on the whole list is a status like any other: the same items as every status.
    const pending = await get(`/admin/artworks?status=pending_review&q=${stamp}`, admin);
    expect(ids(pending)).toEqual([works.pending.id]);
    expect(pending.body.artworks[0]).toMatchObject({ status: 'pending_review', is_public: false });
    expect(pending.body.artworks[0]).not.toHaveProperty('age_hours');
  });

  it('pages with a cursor, each work once, and refuses a forged or foreign cursor naming the field', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 4; page++) {
      const res: { body: Body } = await get(
        `/admin/artworks?q=${stamp}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        admin,
      );
      seen.push(...ids(res));
      expect(res.body.pagination.total).toBe(4);
      cursor = res.body.pagination.nextCursor;
      expect(res.body.pagination.hasMore).toBe(page < 3);
    }
    expect(seen).toEqual([works.photo.id, works.available.id, works.pending.id, works.draft.id]);

    // The whole list across both partitions: the second page continues the first, newest first.
    const first = await get('/admin/artworks?limit=5', admin);
    const second = await get(`/admin/artworks?limit=5&cursor=${first.body.pagination.nextCursor}`, admin);
    const both = [...first.body.artworks, ...second.body.artworks] as Body[];
    expect(new Set(both.map((a) => a.id)).size).toBe(10);
    const order = both.map((a) => `${a.created_at}#${a.id}`);
    expect(order).toEqual([...order].sort().reverse());

    const forged = await get('/admin/artworks?cursor=abc', admin, 'sv');
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toHaveProperty('cursor');
    const byArtist = await get(`/admin/artworks?artist=${artist.artistId}&limit=1`, admin);
    const foreign = await get(`/admin/artworks?cursor=${byArtist.body.pagination.nextCursor}`, admin);
    expect(foreign.status).toBe(400);
    const status = await get('/admin/artworks?status=lost', admin, 'sv');
    expect(status.status).toBe(400);
    expect(status.body.error.fields).toHaveProperty('status');
  });
});

describe('POST /admin/artworks/{id}/unpublish', () => {
  const reason = 'Bilden visar ett annat verk än det som säljs.';

  it('takes the work off the marketplace, back to draft; the artist reads why, by mail too; the audit log has it', async () => {
    const work = await published(`Avpublicera ${stamp}`);
    expect((await get(`/artworks/${work.id}`)).status).toBe(200);
    const listed = await get(`/artworks?q=${encodeURIComponent(`Avpublicera ${stamp}`)}`);
    expect(ids(listed)).toEqual([work.id]);

    const res = await post(`/admin/artworks/${work.id}/unpublish`, { reason }, admin);
    expect(res.status).toBe(200);
    expect(res.body.artwork).toMatchObject({
      id: work.id,
      status: 'draft',
      rejection_reason: reason,
      is_public: false,
      can_unpublish: false,
    });

    // Gone for the public: the page is 404 and browsing does not list it.
    expect((await get(`/artworks/${work.id}`)).status).toBe(404);
    const after = await get(`/artworks?q=${encodeURIComponent(`Avpublicera ${stamp}`)}&limit=50`);
    expect(ids(after)).toEqual([]);
    // Its artist sees it as a draft with the reason, as after a rejection.
    expect((await get(`/artworks/${work.id}`, artist.token)).body.artwork).toMatchObject({
      status: 'draft',
      rejection_reason: reason,
    });
    // The admin list shows it as a draft.
    const inList = await get(
      `/admin/artworks?status=draft&q=${encodeURIComponent(`Avpublicera ${stamp}`)}`,
      admin,
    );
    expect(ids(inList)).toEqual([work.id]);

    // The mail, in Swedish (the artist's language), with the reason and a link to edit the work.
    const mail = (await outbox(artist.email)).find(
      (m) => m.subject.includes(`Avpublicera ${stamp}`) && m.subject.includes('tagits bort'),
    );
    expect(mail?.subject).toBe(`”Avpublicera ${stamp}” har tagits bort från marknadsplatsen`);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/artist/artworks/edit/${work.id}`);

    // The audit entry: who, what, when and why.
    const audit = await get('/admin/audit?limit=50', admin);
    const entry = (audit.body.entries as Body[]).find(
      (e) => e.target_id === work.id && e.action === 'artwork.unpublish',
    );
    expect(entry).toMatchObject({
      actor_email: 'admin@konstvagg.local',
      target_kind: 'artwork',
      reason,
      details: { from: 'available', to: 'draft', title: `Avpublicera ${stamp}` },
    });

    // Once is enough: a second unpublish is a 409 saying it is not public, in Swedish.
    const again = await post(`/admin/artworks/${work.id}/unpublish`, { reason }, admin, 'sv');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(apiMessage('sv', 'error.artwork_not_public'));

    // Resubmitted, it goes through review again and the reason is gone.
    const back = await post(`/artworks/${work.id}/submit`, {}, artist.token);
    expect(back.body.artwork).toMatchObject({ status: 'pending_review', rejection_reason: null });
  });

  it('refuses reserved and sold works, works at or promised to a venue, and works not public', async () => {
    const seeded = await scanEntity<ArtworkRecord>('artwork');
    for (const [status, message] of [
      ['sold', 'error.artwork_taken'],
      ['exhibited', 'error.artwork_at_venue'],
    ] as const) {
      const work = seeded.find((a) => a.status === status)!;
      expect(work, status).toBeTruthy();
      const res = await post(`/admin/artworks/${work.id}/unpublish`, { reason }, admin);
      expect(res.status, status).toBe(409);
      expect(res.body.error.message).toBe(apiMessage('en', message));
      // The list says why, so the admin sees it before trying (issue 38: it showed only "–").
      const listed = (
        await get(`/admin/artworks?artist=${work.artist_id}&status=${status}&limit=100`, admin)
      ).body.artworks.find((a: Body) => a.id === work.id);
      expect(listed).toMatchObject({
        can_unpublish: false,
        unpublish_refusal: status === 'sold' ? 'taken' : 'at_venue',
      });
    }

    // Available but promised to a venue (an accepted exhibition): refused, and the work stays.
    const promised = await published(`Utlovad ${stamp}`);
    const { doc, table } = tableClient();
    const hold = (value: string | null) =>
      doc.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.artwork(promised.id),
          UpdateExpression: 'SET exhibition_id = :e',
          ExpressionAttributeValues: { ':e': value },
        }),
      );
    await hold('exh-test');
    try {
      const res = await post(`/admin/artworks/${promised.id}/unpublish`, { reason }, admin, 'sv');
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(apiMessage('sv', 'error.artwork_at_venue'));
      expect((await get(`/artworks/${promised.id}`)).body.artwork.status).toBe('available');
    } finally {
      await hold(null);
      doc.destroy();
    }

    for (const work of [works.draft, works.pending]) {
      const res = await post(`/admin/artworks/${work.id}/unpublish`, { reason }, admin);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(apiMessage('en', 'error.artwork_not_public'));
    }
    const missing = await post('/admin/artworks/no-such-work/unpublish', { reason }, admin, 'sv');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(apiMessage('sv', 'error.artwork_not_found'));
  });

  it.each(['en', 'sv'] as const)('needs a reason, named in the caller’s language (%s)', async (lang) => {
    for (const body of [{}, { reason: 'kort' }]) {
      const res = await post(`/admin/artworks/${works.photo.id}/unpublish`, body, admin, lang);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('reason');
    }
    const none = await post(`/admin/artworks/${works.photo.id}/unpublish`, {}, admin, lang);
    expect(none.body.error.fields.reason).toBe(apiMessage(lang, 'validation.required'));
    expect((await get(`/artworks/${works.photo.id}`)).body.artwork.status).toBe('available');
  });

  it('is for admins only: 401 without a token, 403 for the other roles', async () => {
    const others = await Promise.all((['artist', 'venue', 'buyer'] as const).map((r) => demoToken(r)));
    const calls = [
      ['GET', api('/admin/artworks?status=all')],
      ['POST', api(`/admin/artworks/${works.photo.id}/unpublish`)],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { reason } : undefined;
      expect((await request(method, path, { body })).status, path).toBe(401);
      for (const token of [...others, artist.token])
        expect((await request(method, path, { body, token })).status, path).toBe(403);
    }
    expect((await get(`/artworks/${works.photo.id}`)).body.artwork.status).toBe('available');
  });
});
