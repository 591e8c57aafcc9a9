import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '@konstvagg/local-runtime/bootstrap';
import { cognitoLogin, demoLogin, outbox, postJson, request, stackEnv } from './index.ts';

/**
 * Helpers for the artist-studio tests (catalog, admin, identity): artists signed up through the
 * API, real image uploads, and the table for what only the table can show (seats, audit records).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

export const STUDIO_PASSWORD = 'Konst-Studio-2026';

/** A demo account's access token (signed in against the stack's Cognito). */
export async function demoToken(role: 'artist' | 'venue' | 'buyer' | 'admin'): Promise<string> {
  const login = demoLogin(role);
  return (await cognitoLogin(login.email, login.password)).accessToken;
}

export interface TestArtist {
  email: string;
  token: string;
  userId: string;
  artistId: string;
}

/** A new artist signed up through /auth/register; with `verified`, the mailed link is used too. */
export async function signUpArtist(
  opts: { verified?: boolean; lang?: 'sv' | 'en'; name?: string } = {},
): Promise<TestArtist> {
  const email = `studio-${randomUUID().slice(0, 12)}@test.konstvagg.local`;
  const reg = await postJson<Body>(
    '/api/v1/auth/register',
    {
      role: 'artist',
      name: 'Studio Testsson',
      email,
      password: STUDIO_PASSWORD,
      terms_accepted: true,
      artist_name: opts.name ?? 'Studio Test',
      bio: 'I paint harbours and the light on the water.',
    },
    { lang: opts.lang ?? 'en' },
  );
  if (reg.status !== 201) throw new Error(`sign-up failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  if (opts.verified) {
    const mail = (await outbox(email)).find((m) => /\/verify-email\//.test(m.text ?? ''));
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const verified = await postJson<Body>('/api/v1/auth/verify-email', { token });
    if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  }
  const login = await postJson<Body>('/api/v1/auth/login', { email, password: STUDIO_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return {
    email,
    token: login.body.accessToken as string,
    userId: reg.body.user.id as string,
    artistId: reg.body.user.profile_id as string,
  };
}

/** A 64x48 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfElEQVR4nO2SAQkAQBCDFsf+KYz1McbxAwPoWITTpG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3ABVBf0V2Iu6Ru4AKor+guxF1SN/DzgAePoCDEvMUXUQAAAABJRU5ErkJggg==',
  'base64',
);

interface FormImage {
  url: string;
  thumb_url: string;
  width: number;
  height: number;
  sizes?: { url: string; width: number; height: number }[];
}

/**
 * Uploads a picture as the artist (POST /upload/artwork-image) and answers the image as the form
 * sends it; with `withSizes`, also its WebP sizes for `srcset`, as the studio's form sends them.
 */
export async function uploadImage(token: string, { withSizes = false } = {}): Promise<FormImage> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'work.png');
  const res = await request<Body>('POST', '/api/v1/upload/artwork-image', { token, body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { url, thumb_url, width, height, sizes } = res.body.image;
  if (!withSizes) return { url, thumb_url, width, height };
  const webp = (sizes as { url: string; width: number; height: number; format: string }[])
    .filter((s) => s.format === 'webp')
    .map(({ url: u, width: w, height: h }) => ({ url: u, width: w, height: h }));
  return { url, thumb_url, width, height, sizes: webp };
}

/** A valid `POST /artworks` body. */
export function artworkBody(images: readonly unknown[], extra: Record<string, unknown> = {}) {
  return {
    title: `Hamnljus ${randomUUID().slice(0, 6)}`,
    description: 'Olja på duk, kvällsljus över hamnen.',
    category: 'painting',
    style: 'landscape',
    technique: 'Oil on canvas',
    year: 2025,
    price: 450,
    width_cm: 60,
    height_cm: 90,
    images,
    ...extra,
  };
}

/** The stack's table, for what the API does not show. Destroy it when done. */
export function tableClient(): { doc: DynamoDBDocumentClient; table: string } {
  const env = stackEnv();
  return {
    doc: DynamoDBDocumentClient.from(dynamoClient(env.AWS_ENDPOINT_URL_DYNAMODB!)),
    table: env.TABLE_NAME!,
  };
}
