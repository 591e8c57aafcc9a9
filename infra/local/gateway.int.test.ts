import { afterAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  apiBaseUrl,
  cognitoLogin,
  demoLogins,
  getJson,
  outbox,
  stackEnv,
} from '@konstvagg/test-kit';

/** The test kit against the stack the global setup started (demo data, free port, in-memory DynamoDB). */
describe('the integration stack, through the test kit', () => {
  let moved = 0;
  afterAll(async () => {
    if (moved) await advanceClock(-moved); // one stack serves every test file: put time back
  });

  it('serves the browse API with demo data and the media it points to', async () => {
    expect(apiBaseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const list = await getJson<{ artworks: { id: string; images: { url: string }[] }[] }>(
      '/api/v1/artworks?limit=2',
      { lang: 'sv' },
    );
    expect(list.status).toBe(200);
    expect(list.body.artworks.length).toBe(2);
    const url = list.body.artworks[0]!.images[0]!.url;
    expect(url).toMatch(/^\/media\//);
    const media = await fetch(`${apiBaseUrl()}${url}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toMatch(/^image\//);
    expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${apiBaseUrl()}/media/no/such/object.jpg`)).status).toBe(404);
  });

  it('hands tests the stack environment and demo logins that really sign in', async () => {
    expect(stackEnv()).toMatchObject({ KONSTVAGG_LOCAL: '1', TABLE_NAME: 'konstvagg' });
    const artist = demoLogins().find((l) => l.role === 'artist');
    expect(artist).toBeDefined();
    const tokens = await cognitoLogin(artist!.email, artist!.password);
    const claims = JSON.parse(
      Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      token_use: 'access',
      'cognito:groups': ['artist'],
      client_id: stackEnv().COGNITO_CLIENT_ID,
      iss: stackEnv().COGNITO_ISSUER,
    });
  });

  it('moves the clock 7 days on and back', async () => {
    const before = (await getJson<{ nowMs: number }>('/_local/clock')).body.nowMs;
    const after = await advanceClock(7 * 86_400_000);
    moved += 7 * 86_400_000;
    expect(Date.parse(after.now) - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(Array.isArray(await outbox())).toBe(true);
  });
});
