import { optionsFromEnv, runSmoke } from '../scripts/smoke.ts';
import { expect, test } from './fixtures.ts';
import { onDisplayWork } from './support/works.ts';

/**
 * `npm run smoke` (scripts/smoke.ts) against this local stack, so the script the pipeline runs
 * against staging stays true: every check passes, with the demo seed's buyer and admin.
 *
 * The smoke buys a work and refunds it. Other specs buy seeded works by their slot in the list
 * (support/buying.ts exhibitedWork), so this one hangs a work of its own, with a title no other
 * work has, and points the smoke at it the way staging can (SMOKE_ARTWORK_QUERY).
 */
test('npm run smoke passes against the local stack: home, artwork, QR landing, sign-in, checkout, refund', async ({
  request,
  baseURL,
}) => {
  test.slow(); // its own browser, a real payment and its webhook, on a shared machine
  const title = `Smoke wall ${Date.now().toString(36)}`;
  const work = await onDisplayWork(request, title);
  const lines: string[] = [];

  const results = await runSmoke(baseURL!, {
    ...optionsFromEnv({}), // the demo seed's buyer and admin, whatever this shell's SMOKE_* say
    artworkQuery: title,
    log: (line) => lines.push(line),
  });

  expect(
    results.map((r) => `${r.ok ? 'ok' : 'FAIL'} ${r.name}`),
    lines.join('\n'),
  ).toEqual([
    'ok home page',
    'ok artwork page',
    'ok QR landing page',
    'ok sign-in',
    'ok checkout with the test card',
    'ok refund of the smoke order',
  ]);
  // It bought the work hung for it, and the refund put that work back on a wall.
  expect(lines.join('\n')).toContain(`/artworks/${work.artworkId} shows "${title}"`);
  const after = await request.get(`/api/v1/artworks/${work.artworkId}`);
  expect(((await after.json()) as { artwork: { status: string } }).artwork.status).toBe('exhibited');
});
