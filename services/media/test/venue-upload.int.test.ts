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
