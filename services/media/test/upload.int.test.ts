import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessage } from '@konstvagg/i18n';
import { s3Client } from '@konstvagg/local-runtime/bootstrap';
import { apiBaseUrl, cognitoLogin, demoLogin, request, scanEntity, stackEnv } from '@konstvagg/test-kit';

/** Answers are read field by field, as a client reads them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const PATH = '/api/v1/upload/artwork-image';
let artist: string;
let artistId: string;
let venue: string;
let buyer: string;
let s3: ReturnType<typeof s3Client>;

beforeAll(async () => {
  const [a, v, b] = await Promise.all(
    ['artist', 'venue', 'buyer'].map((role) => {
      const login = demoLogin(role);
      return cognitoLogin(login.email, login.password);
    }),
  );
  artist = a!.accessToken;
  venue = v!.accessToken;
  buyer = b!.accessToken;
  const me = demoLogin('artist').email.toLowerCase();
  const artists = await scanEntity<{ id: string; email?: string; user_id: string | null }>('artist');
  const users = await scanEntity<{ id: string; email: string }>('user');
  const userId = users.find((u) => u.email.toLowerCase() === me)!.id;
  artistId = artists.find((x) => x.user_id === userId)!.id;
  s3 = s3Client(stackEnv().AWS_ENDPOINT_URL_S3!);
});

afterAll(() => s3?.destroy());

/** A test picture: left half red, right half blue, so orientation can be checked by colour. */
function picture(width: number, height: number, alpha = false) {
  const half = Math.floor(width / 2);
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: { r: 0, g: 0, b: 255, alpha: alpha ? 0.5 : 1 },
    },
  }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: { r: 255, g: 0, b: 0 } } },
      left: 0,
      top: 0,
    },
  ]);
}

function form(file: Buffer, name: string, type: string, field = 'image') {
  const fd = new FormData();
  fd.append('title', 'Ignored text field');
  fd.append(field, new Blob([new Uint8Array(file)], { type }), name);
  return fd;
}

const upload = (body: FormData | string, token?: string, lang: 'sv' | 'en' = 'en', headers = {}) =>
  request<Body>('POST', PATH, { body, token, lang, headers });

async function uploadedKeys(): Promise<string[]> {
  const out = await s3.send(
    new ListObjectsV2Command({ Bucket: stackEnv().MEDIA_BUCKET, Prefix: `artworks/uploads/${artistId}/` }),
  );
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

/** Fetches every size the answer lists and checks it is served for a year and decodes as stated. */
async function expectServedAsStated(image: Body) {
  for (const size of image.sizes) {
    expect(size.url).toMatch(new RegExp(`^/media/artworks/uploads/${artistId}/${image.id}/`));
    const res = await fetch(`${apiBaseUrl()}${size.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe(size.format === 'webp' ? 'image/webp' : 'image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: size.format,
      width: size.width,
      height: size.height,
    });
    // Metadata is stripped: no EXIF (camera, GPS), no XMP.
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  }
}

describe('POST /upload/artwork-image', () => {
  it('stores a JPEG as WebP in every responsive width plus a JPEG fallback', async () => {
    const jpeg = await picture(1800, 1200)
      .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Someone' } })
      .jpeg()
      .toBuffer();
    const res = await upload(form(jpeg, 'painting.jpg', 'image/jpeg'), artist);
    expect(res.status).toBe(201);
    const { image } = res.body;
    expect(image.id).toMatch(/^img-[0-9a-f]{16}$/);
    expect(image.sizes.map((s: Body) => [s.format, s.width, s.height])).toEqual([
      ['webp', 320, 213],
      ['webp', 640, 427],
      ['webp', 1024, 683],
      ['webp', 1600, 1067],
      ['jpeg', 1024, 683],
    ]);
    expect(image).toMatchObject({
      url: image.sizes[3].url,
      thumb_url: image.sizes[0].url,
      width: 1600,
      height: 1067,
      original: { width: 1800, height: 1200, format: 'jpeg' },
    });
    await expectServedAsStated(image);
  });

  it('never upscales: a 700 px PNG with transparency gets 320, 640 and 700 (and a flattened JPEG)', async () => {
    const png = await picture(700, 500, true).png().toBuffer();
    const res = await upload(form(png, 'sketch.png', 'image/png'), artist);
    expect(res.status).toBe(201);
    const { image } = res.body;
    expect(image.sizes.map((s: Body) => [s.format, s.width])).toEqual([
      ['webp', 320],
      ['webp', 640],
      ['webp', 700],
      ['jpeg', 700],
    ]);
    expect(image.original).toEqual({ width: 700, height: 500, format: 'png' });
    await expectServedAsStated(image);
    const webp = await fetch(`${apiBaseUrl()}${image.url}`);
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });

  it('accepts a WebP, also in a field named `file`', async () => {
    const webp = await picture(300, 200).webp().toBuffer();
    const res = await upload(form(webp, 'small.webp', 'image/webp', 'file'), artist);
    expect(res.status).toBe(201);
    expect(res.body.image.sizes.map((s: Body) => [s.format, s.width, s.height])).toEqual([
      ['webp', 300, 200],
      ['jpeg', 300, 200],
    ]);
    await expectServedAsStated(res.body.image);
  });

  it('turns an EXIF-rotated photo upright', async () => {
    // Stored 400 x 200 with orientation 6: shown turned 90° clockwise, so 200 x 400 with red on top.
    const jpeg = await picture(400, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await upload(form(jpeg, 'phone.jpg', 'image/jpeg'), artist);
    expect(res.status).toBe(201);
    const { image } = res.body;
    expect(image.original).toMatchObject({ width: 200, height: 400 });
    expect([image.width, image.height]).toEqual([200, 400]);
    await expectServedAsStated(image);
    const served = Buffer.from(await (await fetch(`${apiBaseUrl()}${image.url}`)).arrayBuffer());
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    expect((await sharp(served).metadata()).orientation).toBeUndefined();
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return { r: data[i]!, b: data[i + 2]! };
    };
    const top = pixel(100, 50);
    const bottom = pixel(100, 350);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(60);
    expect(bottom.b).toBeGreaterThan(200);
    expect(bottom.r).toBeLessThan(60);
  });

  it('refuses a multipart body over what Lambda takes with 413, as API Gateway does, writing nothing', async () => {
    // About 4.5 MB of file is the most a request can carry once base64-encoded into the event
    // (the presigned route below takes up to 15 MB).
    const before = await uploadedKeys();
    const big = Buffer.alloc(5_000_000, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(form(big, 'big.jpg', 'image/jpeg'), artist, 'sv');
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'payload_too_large',
      message: apiMessage('sv', 'error.payload_too_large'),
    });
    expect(await uploadedKeys()).toEqual(before);
  });

  it('judges the type by the bytes: a text file named .jpg is refused, in the caller’s language', async () => {
    const before = await uploadedKeys();
    const text = Buffer.from('This is not a picture, whatever its name says.\n');
    const en = await upload(form(text, 'painting.jpg', 'image/jpeg'), artist, 'en');
    const sv = await upload(form(text, 'painting.jpg', 'image/jpeg'), artist, 'sv');
    expect(en.status).toBe(415);
    expect(sv.status).toBe(415);
    expect(en.body.error.fields).toEqual({ image: 'Only JPEG, PNG and WebP images are accepted.' });
    expect(sv.body.error.fields).toEqual({ image: 'Endast bilder i JPEG, PNG och WebP tas emot.' });
    expect(sv.body.error.message).toBe(apiMessage('sv', 'error.validation_failed'));
    expect(await uploadedKeys()).toEqual(before);
  });

  it('refuses a damaged image (right magic number, broken data) with 400', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const broken = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(4000, 0x11)]);
    const res = await upload(form(broken, 'broken.jpg', 'image/jpeg'), artist);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.image).toBe(apiMessage('en', 'validation.image_unreadable'));
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const gifRes = await upload(form(gif, 'anim.gif', 'image/gif'), artist);
    expect(gifRes.status).toBe(415);
    expect(gifRes.body.error.fields).toHaveProperty('image');
  });

  it('answers 400 naming `image` when the form has no file, and 415 when the body is neither a form nor JSON', async () => {
    const fd = new FormData();
    fd.append('title', 'No file here');
    const missing = await upload(fd, artist, 'sv');
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ image: apiMessage('sv', 'validation.required') });
    // JSON is the second step of a presigned upload: it takes an upload key, never the image itself.
    const json = await upload(JSON.stringify({ image: 'data:image/png;base64,AAAA' }), artist, 'en', {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(400);
    expect(json.body.error.fields).toEqual({
      image: apiMessage('en', 'validation.unknown_field'),
      upload_key: apiMessage('en', 'validation.required'),
    });
    const raw = await upload('not a form', artist, 'en', { 'content-type': 'image/jpeg' });
    expect(raw.status).toBe(415);
    expect(raw.body.error.fields).toEqual({ image: apiMessage('en', 'validation.multipart_required') });
  });

  it('is for artists only: 401 without a token, 403 for a venue or a buyer', async () => {
    const png = await picture(100, 100).png().toBuffer();
    const anonymous = await upload(form(png, 'a.png', 'image/png'));
    expect(anonymous.status).toBe(401);
    expect((await upload(form(png, 'a.png', 'image/png'), venue)).status).toBe(403);
    const asBuyer = await upload(form(png, 'a.png', 'image/png'), buyer, 'sv');
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.error.message).toBe(apiMessage('sv', 'error.forbidden'));
  });
});

describe('large files: presigned POST to the bucket, then POST /upload/artwork-image {upload_key}', () => {
  const presign = (body: unknown, token = artist, lang: 'sv' | 'en' = 'en') =>
    request<Body>('POST', `${PATH}/presign`, { body, token, lang });
  const finish = (uploadKey: string, lang: 'sv' | 'en' = 'en') =>
    request<Body>('POST', PATH, { body: { upload_key: uploadKey }, token: artist, lang });

  /** What the browser does with the presigned form: the fields in order, the file last. */
  async function postToBucket(upload: Body, file: Buffer) {
    const fd = new FormData();
    for (const [name, value] of Object.entries(upload.fields as Record<string, string>))
      fd.append(name, value);
    fd.append(upload.file_field, new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
    return fetch(upload.url, { method: 'POST', body: fd });
  }

  async function incomingKeys(): Promise<string[]> {
    const out = await s3.send(
      new ListObjectsV2Command({ Bucket: stackEnv().MEDIA_BUCKET, Prefix: `incoming/artworks/${artistId}/` }),
    );
    return (out.Contents ?? []).map((o) => o.Key!);
  }

  it('hands out a signed form for one key of the artist, then converts the uploaded file once', async () => {
    const res = await presign({ size: 2_000_000 });
    expect(res.status).toBe(200);
    const { upload } = res.body;
    expect(upload).toMatchObject({ method: 'POST', file_field: 'file', max_bytes: 15 * 1024 * 1024 });
    expect(upload.upload_key).toMatch(new RegExp(`^incoming/artworks/${artistId}/[0-9a-f]{32}$`));
    expect(upload.fields).toMatchObject({ key: upload.upload_key, 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(upload.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(upload.expires_at) - Date.now()).toBeGreaterThan(10 * 60 * 1000);

    const jpeg = await picture(1200, 900).withMetadata({ orientation: 8 }).jpeg().toBuffer();
    expect((await postToBucket(upload, jpeg)).status).toBe(204);
    expect(await incomingKeys()).toContain(upload.upload_key);

    const done = await finish(upload.upload_key);
    expect(done.status).toBe(201);
    expect(done.body.image.original).toEqual({ width: 900, height: 1200, format: 'jpeg' });
    expect(done.body.image.sizes.map((s: Body) => s.width)).toEqual([320, 640, 900, 900]);
    await expectServedAsStated(done.body.image);
    // The original is gone, and the key cannot be used twice.
    expect(await incomingKeys()).not.toContain(upload.upload_key);
    const again = await finish(upload.upload_key, 'sv');
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ upload_key: apiMessage('sv', 'validation.upload_missing') });
  });

  it('checks the size itself (the local bucket enforces no policy): 413 naming the field, original deleted', async () => {
    const tooBig = await presign({ size: 16_000_000 }, artist, 'sv');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.fields).toEqual({ size: apiMessage('sv', 'validation.image_too_large') });

    const { upload } = (await presign({})).body;
    const big = Buffer.alloc(16_000_000, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await postToBucket(upload, big)).status).toBe(204);
    const before = await uploadedKeys();
    const res = await finish(upload.upload_key);
    expect(res.status).toBe(413);
    expect(res.body.error.fields).toEqual({ image: apiMessage('en', 'validation.image_too_large') });
    expect(await incomingKeys()).not.toContain(upload.upload_key);
    expect(await uploadedKeys()).toEqual(before);
  });

  it('judges a presigned upload by its bytes too', async () => {
    const { upload } = (await presign({})).body;
    expect((await postToBucket(upload, Buffer.from('plain text, not a picture'))).status).toBe(204);
    const res = await finish(upload.upload_key);
    expect(res.status).toBe(415);
    expect(res.body.error.fields).toEqual({ image: apiMessage('en', 'validation.image_type') });
  });

  it('accepts only the artist’s own upload keys, and only artists may ask for a form', async () => {
    const foreign = await finish(`incoming/artworks/someone-else/${'a'.repeat(32)}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ upload_key: apiMessage('en', 'validation.invalid') });
    const traversal = await finish(`incoming/artworks/${artistId}/../../artworks/x`);
    expect(traversal.status).toBe(400);
    expect((await presign({}, venue)).status).toBe(403);
    expect((await presign({}, buyer)).status).toBe(403);
    expect((await request('POST', `${PATH}/presign`, { body: {} })).status).toBe(401);
  });
});
