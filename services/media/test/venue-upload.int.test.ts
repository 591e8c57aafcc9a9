import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedImageResponseSchema } from '@konstvagg/contracts';
import { apiMessage } from '@konstvagg/i18n';
import { apiBaseUrl, demoToken, postJson, putJson, request } from '@konstvagg/test-kit';

/**
 * POST /upload/venue-image: a venue's own photos, stored where PUT /venues/{id} accepts them.
 * The venue is one signed up here, so the seeded venue's gallery stays as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
const PATH = '/api/v1/upload/venue-image';

let venue: { token: string; id: string };
let artistToken: string;
let png: Buffer;

const form = (file: Buffer, name: string, type: string) => {
  const fd = new FormData();
  fd.append('image', new Blob([new Uint8Array(file)], { type }), name);
  return fd;
};
const upload = (body: FormData, token: string, lang: 'sv' | 'en' = 'en') =>
  request<Body>('POST', PATH, { body, token, lang });

beforeAll(async () => {
  const email = `venue-photo-${randomUUID().slice(0, 12)}@test.konstvagg.local`;
  const password = 'Konst-Lokal-2026';
  const reg = await postJson<Body>('/api/v1/auth/register', {
    role: 'venue',
    name: 'Foto Testsson',
    email,
    password,
    terms_accepted: true,
    venue_name: 'Kafé Bild',
    location: 'Drottninggatan 1, Stockholm',
    venue_type: 'gallery',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const login = await postJson<Body>('/api/v1/auth/login', { email, password });
  venue = { token: login.body.accessToken, id: reg.body.user.profile_id };
  artistToken = await demoToken('artist');
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c2d12' } })
    .png()
    .toBuffer();
});

describe('POST /upload/venue-image', () => {
  it('stores a venue photo below its own prefix, which PUT /venues/{id} then takes in gallery_images', async () => {
    const res = await upload(form(png, 'wall.png', 'image/png'), venue.token);
    expect(res.status).toBe(201);
    const image = uploadedImageResponseSchema.parse(res.body).image;
    expect(image.url).toMatch(new RegExp(`^/media/venues/uploads/${venue.id}/${image.id}/`));
    expect(image.sizes.map((s) => [s.width, s.format])).toEqual([
      [320, 'webp'],
      [640, 'webp'],
      [900, 'webp'],
      [900, 'jpeg'],
    ]);
    const served = await fetch(`${apiBaseUrl()}${image.thumb_url}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);

    const saved = await putJson<Body>(
      `/api/v1/venues/${venue.id}`,
      { gallery_images: [image.url], profile_image_url: image.thumb_url },
      { token: venue.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.venue.gallery_images).toEqual([image.url]);
  });

  it('is for venues only: an artist gets 403', async () => {
    const res = await upload(form(png, 'wall.png', 'image/png'), artistToken, 'sv');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(apiMessage('sv', 'error.forbidden'));
  });

  it('refuses what is not an image, naming `image` in the caller’s language', async () => {
    const text = Buffer.from('Not a picture, whatever the name says.\n');
    for (const lang of ['sv', 'en'] as const) {
      const res = await upload(form(text, 'wall.jpg', 'image/jpeg'), venue.token, lang);
      expect(res.status).toBe(415);
      expect(res.body.error.fields).toEqual({ image: apiMessage(lang, 'validation.image_type') });
    }
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    for (const lang of ['sv', 'en'] as const) {
      const res = await upload(form(broken, 'wall.png', 'image/png'), venue.token, lang);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ image: apiMessage(lang, 'validation.image_unreadable') });
    }
  });
});

describe('a venue photo of any size: presigned POST to the bucket, then POST /upload/venue-image {upload_key}', () => {
  const presign = (body: unknown, token: string, lang: 'sv' | 'en' = 'en') =>
    request<Body>('POST', `${PATH}/presign`, { body, token, lang });
  const finish = (uploadKey: string, token: string, lang: 'sv' | 'en' = 'en') =>
    request<Body>('POST', PATH, { body: { upload_key: uploadKey }, token, lang });
  const postToBucket = (upload: Body, file: Buffer) => {
    const fd = new FormData();
    for (const [name, value] of Object.entries(upload.fields as Record<string, string>))
      fd.append(name, value);
    fd.append(upload.file_field, new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'wall.jpg');
    return fetch(upload.url, { method: 'POST', body: fd });
  };

  it('takes a phone photo of more than 6 MB (more than Lambda could take) below the venue’s own prefix', async () => {
    // Noise does not compress: a 2600 x 2000 JPEG at quality 100 is about 6.7 MB.
    const noise = Buffer.alloc(2600 * 2000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.imul(i, 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 2600, height: 2000, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(6 * 1024 * 1024);

    const res = await presign({ size: photo.length }, venue.token);
    expect(res.status).toBe(200);
    const { upload } = res.body;
    expect(upload.upload_key).toMatch(new RegExp(`^incoming/venues/${venue.id}/[0-9a-f]{32}$`));
    expect((await postToBucket(upload, photo)).status).toBe(204);
    const done = await finish(upload.upload_key, venue.token);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.image.url).toMatch(new RegExp(`^/media/venues/uploads/${venue.id}/`));
    expect(done.body.image.original).toMatchObject({ width: 2600, height: 2000, format: 'jpeg' });
  });

  it("refuses another owner's key, a second use, and forms for other roles", async () => {
    const { upload } = (await presign({}, venue.token)).body;
    expect((await postToBucket(upload, png)).status).toBe(204);
    // The same key through the artist upload: not the caller's.
    const artistFinish = await request<Body>('POST', '/api/v1/upload/artwork-image', {
      body: { upload_key: upload.upload_key },
      token: artistToken,
    });
    expect(artistFinish.status).toBe(400);
    expect((await finish(upload.upload_key, venue.token)).status).toBe(201);
    const again = await finish(upload.upload_key, venue.token, 'sv');
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ upload_key: apiMessage('sv', 'validation.upload_missing') });
    expect((await presign({}, artistToken)).status).toBe(403);
    const tooBig = await presign({ size: 16 * 1024 * 1024 }, venue.token, 'sv');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.fields).toEqual({ size: apiMessage('sv', 'validation.image_too_large') });
  });
});
