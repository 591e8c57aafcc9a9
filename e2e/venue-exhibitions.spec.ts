import { expect, signInAs, test } from './fixtures.ts';
import { bearer, demoToken, publishWork } from './support/api.ts';

/**
 * Issue 11, the venue's side of an exhibition: the demo venue requests an available work of the demo
 * artist from /venue/browse (with a message), sees it as an outgoing request, the artist accepts and
 * ships it through the API, and the venue finds it under incoming shipments with the carrier, the
 * tracking number and the way to the arrival scanner.
 */

test('a venue requests a work from browse; the artist accepts and ships; the venue sees it coming', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const artist = await demoToken(request, 'artist');
  const venue = await demoToken(request, 'venue');

  // A work of the demo artist's own, published for this test: the seeded available works are
  // requested, proposed or promised by other specs running at the same time.
  const title = `Vägg för lokalen ${Date.now()}`;
  const work = {
    id: await publishWork(request, { artist, admin: await demoToken(request, 'admin') }, { title }),
    title,
  };
  await signInAs(page, 'venue');
  await page.goto(`/venue/browse?q=${encodeURIComponent(work.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse artworks' })).toBeVisible();
  const request_ = page.getByRole('button', { name: `Request “${work.title}” for your venue` });
  await expect(request_).toBeEnabled();
  await request_.click();

  const dialog = page.getByRole('dialog', { name: `Request “${work.title}”` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Message to the artist (optional)').fill('By the window in our dining room.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  // The card now says why it cannot be asked for twice.
  await expect(page.getByRole('button', { name: `Request “${work.title}” for your venue` })).toBeDisabled();
  await expect(page.getByText('Already requested').first()).toBeVisible();

  // A second request straight to the API is refused plainly.
  const again = await request.post('/api/v1/exhibitions/requests', {
    headers: bearer(venue),
    data: { artwork_id: work.id },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('request_exists');

  // The outgoing request, with its message and a way to withdraw it.
  await page.goto('/venue/exhibitions?tab=requests');
  const item = page.locator('li[data-exhibition]', { hasText: work.title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('By the window in our dining room.');
  await expect(item.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  const id = (await item.getAttribute('data-exhibition'))!;

  // The artist accepts and ships (their own pages are another helper's; the API is the same).
  const accepted = await request.post(`/api/v1/exhibitions/requests/${id}/accept`, {
    headers: bearer(artist),
  });
  expect(accepted.status()).toBe(200);
  const shipped = await request.post(`/api/v1/exhibitions/${id}/ship`, {
    headers: bearer(artist),
    data: { carrier: 'PostNord', tracking: 'PN123456789SE' },
  });
  expect(shipped.status()).toBe(200);

  await page.goto('/venue/exhibitions');
  const incoming = page.getByRole('tab', { name: /Incoming/ });
  await incoming.focus();
  await page.keyboard.press('Enter');
  await expect(incoming).toHaveAttribute('aria-selected', 'true');
  const coming = page.locator('li[data-exhibition="' + id + '"]');
  await expect(coming).toContainText('Shipped');
  await expect(coming).toContainText('PostNord');
  await expect(coming).toContainText('PN123456789SE');
  await expect(coming.getByRole('link', { name: 'Scan arrival' })).toHaveAttribute(
    'href',
    `/venue/scan/arrival/${id}`,
  );
  // The history tells the story, oldest first.
  await coming.getByText(/^History/).click();
  await expect(coming.locator('ol li')).toHaveCount(3);
  expect(consoleErrors).toEqual([]);
});
