import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@konstvagg/i18n';
import type { AuditEntryRecord, ModerationDecisionRecord } from '@konstvagg/domain';
import {
  advanceClock,
  artworkBody,
  demoToken,
  getJson,
  outbox,
  postJson,
  scanEntity,
  signUpArtist,
  uploadImage,
  type TestArtist,
} from '@konstvagg/test-kit';

/** Moderation through the API: the queue, approval, rejection with a reason, the mails and the race of two admins. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const api = (p: string) => `/api/v1${p}`;
const get = (p: string, token?: string) => getJson<Body>(api(p), { token });
const post = (p: string, body: unknown, token?: string, lang: 'sv' | 'en' = 'en') =>
  postJson<Body>(api(p), body, { token, lang });

let admin: string;
let sv: TestArtist; // signed up in Swedish
let en: TestArtist;
const images = new Map<string, Body[]>();

async function submitted(artist: TestArtist, title?: string): Promise<Body> {
  const created = await post(
    '/artworks',
    artworkBody(images.get(artist.artistId)!, title ? { title } : {}),
    artist.token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const res = await post(`/artworks/${created.body.artwork.id}/submit`, {}, artist.token);
  expect(res.status).toBe(200);
  return res.body.artwork;
}

const queueIds = async () =>
  (await get('/admin/artworks/review-queue?limit=100', admin)).body.artworks.map((a: Body) => a.id);

beforeAll(async () => {
  admin = await demoToken('admin');
  [sv, en] = await Promise.all([
    signUpArtist({ verified: true, lang: 'sv' }),
    signUpArtist({ verified: true, lang: 'en' }),
  ]);
  images.set(sv.artistId, [await uploadImage(sv.token)]);
  images.set(en.artistId, [await uploadImage(en.token)]);
});

describe('the moderation queue', () => {
  it('lists works pending review oldest first, each with its age', async () => {
    const first = await submitted(en);
    const second = await submitted(en);
    const res = await get('/admin/artworks/review-queue?limit=100', admin);
    expect(res.status).toBe(200);
    const list = res.body.artworks as Body[];
    expect(list.every((a) => a.status === 'pending_review')).toBe(true);
    const submittedAt = list.map((a) => a.submitted_at as string);
    expect(submittedAt).toEqual([...submittedAt].sort());
    const ids = list.map((a) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(res.body.pagination.total).toBe(list.length);
    const mine = list.find((a) => a.id === first.id)!;
    expect(mine.age_hours).toBeGreaterThanOrEqual(0);
    expect(mine.age_hours).toBeLessThan(1);
    expect(mine.overdue).toBe(false);
  });

  it('marks a work waiting more than 24 hours as overdue', async () => {
    const work = await submitted(en);
    await advanceClock(25 * 3600_000);
    try {
      const list = (await get('/admin/artworks/review-queue?limit=100', admin)).body.artworks as Body[];
      const waiting = list.find((a) => a.id === work.id)!;
      expect(waiting.age_hours).toBeGreaterThan(24);
      expect(waiting.overdue).toBe(true);
    } finally {
      await advanceClock(-25 * 3600_000);
    }
  });

  it('pages with a cursor', async () => {
    await submitted(en);
    await submitted(en);
    const page1 = (await get('/admin/artworks/review-queue?limit=1', admin)).body;
    expect(page1.artworks).toHaveLength(1);
    expect(page1.pagination.hasMore).toBe(true);
    const page2 = (
      await get(`/admin/artworks/review-queue?limit=1&cursor=${page1.pagination.nextCursor}`, admin)
    ).body;
    expect(page2.artworks[0].id).not.toBe(page1.artworks[0].id);
    expect((await get('/admin/artworks/review-queue?cursor=garbage', admin)).status).toBe(400);
    expect((await get('/admin/artworks?status=waiting', admin)).status).toBe(400);
  });
});

describe('approving', () => {
  it('makes the work public, records the decision and the audit entry, and mails the artist in Swedish', async () => {
    const work = await submitted(sv, 'Skärgårdsljus');
    const res = await post(`/admin/artworks/${work.id}/approve`, {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.artwork).toMatchObject({ id: work.id, status: 'available' });
    expect(res.body.decision).toMatchObject({ decision: 'approved', reason: null });
    expect((await get(`/artworks/${work.id}`)).body.artwork.status).toBe('available');
    expect(await queueIds()).not.toContain(work.id);

    const decisions = (await scanEntity<ModerationDecisionRecord>('moderation_decision')).filter(
      (d) => d.artwork_id === work.id,
    );
    expect(decisions).toMatchObject([
      { decision: 'approved', artist_id: sv.artistId, submitted_at: work.submitted_at },
    ]);
    const audit = (await scanEntity<AuditEntryRecord>('audit')).filter((a) => a.target_id === work.id);
    expect(audit).toMatchObject([
      { action: 'artwork.approve', target_kind: 'artwork', actor_email: 'admin@konstvagg.local' },
    ]);

    const mail = (await outbox(sv.email)).find((m) => m.subject.includes('Skärgårdsljus'))!;
    expect(mail.subject).toContain('godkänt');
    expect(mail.text).toContain(`/artworks/${work.id}`);
  });
});

describe('rejecting', () => {
  it('sends the work back to draft with the reason its artist reads, and mails it in English', async () => {
    const work = await submitted(en, 'Harbour light');
    const reason = 'The photos are blurred: please upload sharper ones.';
    const res = await post(`/admin/artworks/${work.id}/reject`, { reason }, admin);
    expect(res.status).toBe(200);
    expect(res.body.artwork).toMatchObject({ status: 'draft', rejection_reason: reason });
    const seen = (await get(`/artworks/${work.id}`, en.token)).body.artwork;
    expect(seen).toMatchObject({ status: 'draft', rejection_reason: reason });
    expect((await get(`/artworks/${work.id}`)).status).toBe(404);
    expect(await queueIds()).not.toContain(work.id);

    const mail = (await outbox(en.email)).find((m) => m.subject.includes('Harbour light'))!;
    expect(mail.subject).toContain('needs a few changes');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain(`/artist/artworks/edit/${work.id}`);
    const decisions = (await scanEntity<ModerationDecisionRecord>('moderation_decision')).filter(
      (d) => d.artwork_id === work.id,
    );
    expect(decisions).toMatchObject([{ decision: 'rejected', reason }]);
    const audit = (await scanEntity<AuditEntryRecord>('audit')).filter((a) => a.target_id === work.id);
    expect(audit).toMatchObject([{ action: 'artwork.reject', reason }]);

    // Resubmitted, the reason is gone and the work is back in the queue.
    const again = await post(`/artworks/${work.id}/submit`, {}, en.token);
    expect(again.body.artwork).toMatchObject({ status: 'pending_review', rejection_reason: null });
    expect(await queueIds()).toContain(work.id);
  });

  it.each(['en', 'sv'] as const)('needs a reason (%s)', async (lang) => {
    const work = await submitted(en);
    const res = await post(`/admin/artworks/${work.id}/reject`, {}, admin, lang);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ reason: apiMessage(lang, 'validation.required') });
    expect(await queueIds()).toContain(work.id);
  });
});

describe('decisions that cannot happen', () => {
  it('two admins deciding the same work at once: one wins, the other gets 409', async () => {
    const work = await submitted(en);
    const [a, b] = await Promise.all([
      post(`/admin/artworks/${work.id}/approve`, {}, admin),
      post(`/admin/artworks/${work.id}/reject`, { reason: 'Not a painting or a photograph.' }, admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'approved' : 'rejected';
    const loser = a.status === 200 ? b : a;
    expect(loser.body.error.message).toBe(apiMessage('en', 'error.already_decided'));
    const decisions = (await scanEntity<ModerationDecisionRecord>('moderation_decision')).filter(
      (d) => d.artwork_id === work.id,
    );
    expect(decisions.map((d) => d.decision)).toEqual([winner]);
    const audit = (await scanEntity<AuditEntryRecord>('audit')).filter((x) => x.target_id === work.id);
    expect(audit).toHaveLength(1);
  });

  it('the same approval twice at once: exactly one succeeds', async () => {
    const work = await submitted(en);
    const results = await Promise.all(
      [1, 2, 3].map(() => post(`/admin/artworks/${work.id}/approve`, {}, admin)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('a work not in the queue is 409, an unknown one 404', async () => {
    const created = await post('/artworks', artworkBody(images.get(en.artistId)!), en.token);
    const draft = created.body.artwork.id as string;
    expect((await post(`/admin/artworks/${draft}/approve`, {}, admin)).status).toBe(409);
    expect((await post(`/admin/artworks/no-such-work/approve`, {}, admin)).status).toBe(404);
    expect((await get(`/artworks/${draft}`, en.token)).body.artwork.status).toBe('draft');
  });

  it('only admins moderate', async () => {
    const work = await submitted(en);
    expect((await post(`/admin/artworks/${work.id}/approve`, {}, en.token)).status).toBe(403);
    expect((await post(`/admin/artworks/${work.id}/approve`, {})).status).toBe(401);
    expect((await get('/admin/artworks', en.token)).status).toBe(403);
    expect((await get('/admin/artworks')).status).toBe(401);
    expect((await get('/admin/artworks/review-queue', en.token)).status).toBe(403);
    expect((await get('/admin/artworks/review-queue')).status).toBe(401);
    expect(await queueIds()).toContain(work.id);
  });
});
