// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testArtwork } from '../../../../shared/ui/src/artwork/fixtures.test-helpers.ts';
import { answerLanding, LANDING_EDGE_SECONDS } from './landing.ts';

const files = {
  template:
    '<!doctype html><html lang="sv"><head><title>Konstvägg</title></head><body><div id="root"></div></body></html>',
  stylesheets: { artwork: [], browse: [], home: [] },
  styles: {},
};
const env = { API_ORIGIN: 'https://api.example', ORIGIN_SECRET: 's3cret' };
const work = testArtwork({ id: 'aw-1', title: 'Tyst hamn', status: 'exhibited' });

afterEach(() => vi.unstubAllGlobals());

/** The API as the function reaches it: this test stands in for GET /artworks/{id}. */
function api(status: number, body: unknown = {}) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, headers: init.headers });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return calls;
}

describe('the landing Lambda', () => {
  it("renders the work in the edge's language, asking the API with the origin secret", async () => {
    const calls = api(200, { artwork: work });
    const answer = await answerLanding(
      {
        rawPath: '/artworks/aw-1',
        rawQueryString: 'src=qr',
        headers: { 'x-forwarded-host': 'konstvagg.se', 'x-konstvagg-lang': 'en', 'accept-language': 'sv' },
        cookies: ['language=sv'],
      },
      files,
      env,
    );
    // The work, then its artist and its venue (the page inlines all three), each with the secret.
    const headers = {
      'x-konstvagg-origin-secret': 's3cret',
      'accept-language': 'en',
      accept: 'application/json',
    };
    expect(calls).toEqual([
      { url: 'https://api.example/api/v1/artworks/aw-1', headers },
      { url: `https://api.example/api/v1/artists/${work.artist_id}`, headers },
      { url: `https://api.example/api/v1/venues/${work.currentLocation!.venue_id}`, headers },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': `public, max-age=0, s-maxage=${LANDING_EDGE_SECONDS}`,
      'content-language': 'en',
    });
    expect(answer.body).toContain('<h1 class="mp-detail__title">Tyst hamn</h1>');
    expect(answer.body).toContain(
      '<meta property="og:url" content="https://konstvagg.se/artworks/aw-1" data-ssr />',
    );
  });

  it('answers 404 with the "not here any more" page for a work the API does not know, in its language', async () => {
    for (const [lang, text] of [
      ['en', 'This work is not here any more'],
      ['sv', 'Det här verket finns inte här längre'],
    ] as const) {
      api(404, { error: { code: 'not_found' } });
      const missing = await answerLanding(
        { rawPath: '/artworks/gone', rawQueryString: 'src=qr', headers: { 'x-konstvagg-lang': lang } },
        files,
        env,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-language']).toBe(lang);
      expect(missing.body).toContain(text);
      expect(missing.body).toContain('href="/artworks"');
      expect(missing.body).toContain('href="/venues"');
    }
    // An id that cannot be one (the API answers 400): the same.
    api(400, { error: { code: 'validation_failed' } });
    expect((await answerLanding({ rawPath: '/artworks/%E0%A4%A' }, files, env)).statusCode).toBe(404);
  });

  it('answers the plain shell page when the API fails', async () => {
    api(503);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await answerLanding({ rawPath: '/artworks/aw-1' }, files, env);
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toBe(files.template);
  });
});
