import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryRecord } from '@konstvagg/domain';
import {
  artworkBody,
  demoToken,
  getJson,
  outbox,
  postJson,
  request,
  scanEntity,
  signUpArtist,
  uploadImage,
  type TestArtist,
} from '@konstvagg/test-kit';

/**
 * Mail that arrives (issue 41): SES's bounce and complaint notifications, simulated by the local
 * outbox's control (POST /_dev/mail/bounce, which invokes the admin Lambda with the SNS event SES
 * would cause), suppress an address for every mail but the essential ones; the admin sees the
 * suppressions and lifts one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const api = (p: string) => `/api/v1${p}`;

let admin: string;
const images = new Map<string, Body[]>();

const simulate = (email: string, type: 'Permanent' | 'Transient' | 'Complaint', feedbackId?: string) =>
  postJson<Body>('/_dev/mail/bounce', { email, type, ...(feedbackId ? { feedbackId } : {}) });

/** A work of the artist, submitted and approved by the admin: the approval mails the artist (not essential). */
async function approvedWork(artist: TestArtist): Promise<string> {
  const title = `Spärrljus ${randomUUID().slice(0, 8)}`;
  const created = await postJson<Body>(
    api('/artworks'),
    artworkBody(images.get(artist.artistId)!, { title }),
    { token: artist.token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.artwork.id as string;
  expect((await postJson<Body>(api(`/artworks/${id}/submit`), {}, { token: artist.token })).status).toBe(200);
  expect((await postJson<Body>(api(`/admin/artworks/${id}/approve`), {}, { token: admin })).status).toBe(200);
  return title;
}
const mailedAbout = async (email: string, title: string) =>
  (await outbox(email)).filter((m) => m.subject.includes(title));
const resetMails = async (email: string) =>
  (await outbox(email)).filter((m) => /\/reset-password\//.test(m.text ?? ''));

const list = async (token = admin) => getJson<Body>(api('/admin/mail-suppressions?limit=100'), { token });

let bounced: TestArtist;
let complained: TestArtist;
let softBounced: TestArtist;

beforeAll(async () => {
  admin = await demoToken('admin');
  [bounced, complained, softBounced] = await Promise.all([
    signUpArtist({ verified: true }),
    signUpArtist({ verified: true }),
    signUpArtist({ verified: true }),
  ]);
  for (const a of [bounced, complained, softBounced]) images.set(a.artistId, [await uploadImage(a.token)]);
});

describe('suppression after a bounce or complaint (issue 41)', () => {
  it('a permanent bounce suppresses the address: no approval mail, but the reset link the person asks for goes', async () => {
    const feedbackId = `it-${randomUUID()}`;
    const first = await simulate(bounced.email.toUpperCase(), 'Permanent', feedbackId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({ suppressed: 1, repeated: 0 });
    // SNS delivers one notification twice: counted once.
    const again = await simulate(bounced.email, 'Permanent', feedbackId);
    expect(again.body.result).toMatchObject({ suppressed: 0, repeated: 1 });

    const title = await approvedWork(bounced);
    expect(await mailedAbout(bounced.email, title)).toEqual([]);

    const before = (await resetMails(bounced.email)).length;
    const forgot = await postJson<Body>(api('/auth/forgot-password'), { email: bounced.email });
    expect(forgot.status).toBeLessThan(300);
    expect((await resetMails(bounced.email)).length).toBe(before + 1);
  });

  it('a complaint suppresses too', async () => {
    const res = await simulate(complained.email, 'Complaint');
    expect(res.body.result).toMatchObject({ suppressed: 1 });
    const title = await approvedWork(complained);
    expect(await mailedAbout(complained.email, title)).toEqual([]);
  });

  it('a transient bounce does not', async () => {
    const res = await simulate(softBounced.email, 'Transient');
    expect(res.body.result).toMatchObject({ suppressed: 0, transient: 1 });
    const title = await approvedWork(softBounced);
    expect(await mailedAbout(softBounced.email, title)).toHaveLength(1);
    const listed = (await list()).body.suppressions.map((s: Body) => s.email);
    expect(listed).not.toContain(softBounced.email);
  });

  it('the admin lists the suppressions, newest first, and lifts one (audited): mail goes again', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const byEmail = new Map<string, Body>(res.body.suppressions.map((s: Body) => [s.email, s]));
    expect(byEmail.get(bounced.email)).toMatchObject({
      reason: 'bounce',
      count: 1,
      sub_type: 'General',
      source: 'local-outbox',
      diagnostic: expect.stringContaining('550 5.1.1'),
    });
    expect(byEmail.get(complained.email)).toMatchObject({ reason: 'complaint', count: 1 });
    const emails = res.body.suppressions.map((s: Body) => s.email);
    expect(emails.indexOf(complained.email)).toBeLessThan(emails.indexOf(bounced.email));
    expect(res.body.pagination).toMatchObject({ limit: 100 });
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(2);

    const page = await getJson<Body>(api('/admin/mail-suppressions?limit=1'), { token: admin });
    expect(page.body.suppressions).toHaveLength(1);
    expect(page.body.pagination.hasMore).toBe(true);

    const lifted = await request<Body>(
      'DELETE',
      api(`/admin/mail-suppressions/${encodeURIComponent(bounced.email)}`),
      {
        token: admin,
      },
    );
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    expect(lifted.body.lifted).toMatchObject({ email: bounced.email, reason: 'bounce' });
    expect((await list()).body.suppressions.map((s: Body) => s.email)).not.toContain(bounced.email);
    const audit = (await scanEntity<AuditEntryRecord>('audit')).filter(
      (a) => a.action === 'mail.suppression.lifted' && a.target_id === bounced.email,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_kind: 'mail_suppression', actor_email: 'admin@konstvagg.local' });

    const title = await approvedWork(bounced);
    expect(await mailedAbout(bounced.email, title)).toHaveLength(1);

    const twice = await request<Body>(
      'DELETE',
      api(`/admin/mail-suppressions/${encodeURIComponent(bounced.email)}`),
      {
        token: admin,
      },
    );
    expect(twice.status).toBe(404);
  });

  it('answers 401 without a session and 403 to a non-admin', async () => {
    const artist = await demoToken('artist');
    expect((await list('')).status).toBe(401);
    expect((await list(artist)).status).toBe(403);
    const path = api(`/admin/mail-suppressions/${encodeURIComponent(complained.email)}`);
    expect((await request('DELETE', path)).status).toBe(401);
    expect((await request('DELETE', path, { token: artist })).status).toBe(403);
    expect((await list()).body.suppressions.map((s: Body) => s.email)).toContain(complained.email);
  });

  it("names the bad field of a list or a lift in the caller's language, and changes nothing", async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      [`cursor=${'x'.repeat(2_000)}`, 'cursor'],
    ] as const) {
      const res = await getJson<Body>(api(`/admin/mail-suppressions?${query}`), { token: admin, lang: 'sv' });
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields?.[field] ?? res.body.error.field, query).toBeTruthy();
    }
    const before = (await list()).body.suppressions.length;
    const bad = await request<Body>('DELETE', api('/admin/mail-suppressions/not-an-address'), {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.email ?? bad.body.error.field).toBeTruthy();
    expect((await list()).body.suppressions.length).toBe(before);
  });

  it('refuses a bad simulation request with a 400 naming the field', async () => {
    expect((await simulate('not-an-address', 'Permanent')).body.error.field).toBe('email');
    expect(
      (await postJson<Body>('/_dev/mail/bounce', { email: 'a@b.se', type: 'Soft' })).body.error.field,
    ).toBe('type');
  });
});
