import { optionsFromEnv, runSmoke } from '../scripts/smoke.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { PASSWORD, registerByApi } from './support/accounts.ts';
import { onDisplayWork } from './support/works.ts';

/**
 * `npm run smoke` (scripts/smoke.ts) against this local stack, so the script the pipeline runs
 * against staging stays true: every check passes.
 *
 * The smoke buys a work and the demo admin refunds it. Other specs buy seeded works by their slot
 * in the list (support/buying.ts exhibitedWork) and count the demo buyer's purchases
 * (buyer-orders.spec.ts), so this one hangs a work of its own, with a title no other work has,
 * points the smoke at it the way staging can (SMOKE_ARTWORK_QUERY), and buys as a new buyer.
 */
test('npm run smoke passes against the local stack: home, artwork, QR landing, sign-in, checkout, refund', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // its own browser, a real payment and its webhook, on a shared machine
  const title = `Smoke wall ${Date.now().toString(36)}`;
  const work = await onDisplayWork(request, title);
  const buyer = { email: uniqueEmail('smoke'), password: PASSWORD };
  await registerByApi(page, 'buyer', buyer.email);
  const lines: string[] = [];

  const results = await runSmoke(baseURL!, {
    ...optionsFromEnv({}), // the demo admin, whatever this shell's SMOKE_* say
    buyer,
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
