import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test } from './fixtures.ts';
import { apiCall, demoLogin, publishWork, type ApiSession } from './support/api.ts';

/**
 * Exhibitions from the artist's side (issue 11), in both directions, through /artist/exhibitions
 * wherever it is the artist's turn and through the API where it is the venue's:
 * (a) the demo venue requests a new work; the artist accepts and ships it with tracking in the page;
 *     the venue confirms arrival with the label's URL; the work's public page says where it hangs.
 * (b) the artist proposes a work to the demo venue in the page (a second proposal is refused in
 *     plain words); the venue rejects it with a reason; the artist reads the reason under history.
 * (c) the venue asks to send a work on display back; the artist confirms it is home; the work is
 *     available again.
 * Each test publishes its own work at 3600 € (outside browse.spec's seeded price range).
 */
test.describe.configure({ mode: 'serial' });

interface View {
  id: string;
  status: string;
  reason: string | null;
  venue: { id: string; venue_name: string; city: string };
  shipping: { carrier: string | null; tracking: string | null };
  actions: string[];
}

/** `call(request, session, …)`: the API as that session, answering `expected` (support/api.ts). */
const call = <T = unknown>(
  request: APIRequestContext,
  session: ApiSession,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  expected = 200,
) => apiCall<T>(request, session.token, method, path, data, expected);

const item = (page: Page, title: string): Locator =>
  page.getByTestId('exhibition-item').filter({ hasText: title });
const tab = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Exhibitions by stage' })
    .getByRole('button', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test('a venue’s request: the artist accepts and ships it in the page, the venue scans it, the work hangs there', async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [artist, venue, admin] = [
    await demoLogin(page.request, 'artist'),
    await demoLogin(page.request, 'venue'),
    await demoLogin(page.request, 'admin'),
  ];
  const title = `Hamn i gryning ${Date.now()}`;
  const artworkId = await publishWork(page.request, { artist: artist.token, admin: admin.token }, { title });
  const requested = await call<View>(
    page.request,
    venue,
    'POST',
    '/exhibitions/requests',
    { artwork_id: artworkId, message: 'We would love this over the counter.' },
    201,
  );
  expect(requested.status).toBe('requested');

  await signInAs(page, 'artist');
  await page.goto('/artist/exhibitions?tab=requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitions' })).toBeVisible();
  await expect(tab(page, 'Requests')).toHaveAttribute('aria-pressed', 'true');
  const request = item(page, title);
  await expect(request).toContainText('The venue asked for this work');
  await expect(request).toContainText('Message: We would love this over the counter.');
  await expect(request).toContainText(requested.venue.venue_name);
  await expect(request.getByRole('link', { name: requested.venue.venue_name })).toHaveAttribute(
    'href',
    `/venues/${requested.venue.id}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByText(`Accepted: “${title}” goes to ${requested.venue.venue_name}.`, { exact: false }),
  ).toBeVisible();
  // The page follows the work to the shipping tab.
  await expect(tab(page, 'Shipping')).toHaveAttribute('aria-pressed', 'true');
  const toShip = item(page, title);
  await expect(toShip.getByText('Accepted', { exact: true })).toBeVisible();
  const label = toShip.getByRole('link', { name: /Print label/ });
  await expect(label).toHaveAttribute('href', `/api/v1/artworks/${artworkId}/label`);
  await expect(label).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get(`/api/v1/artworks/${artworkId}/label`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The ship dialog: focus starts in it, Tab stays in it, Escape closes it and focus comes back.
  const shipButton = toShip.getByRole('button', { name: 'Mark as shipped' });
  await shipButton.click();
  const dialog = page.getByRole('dialog', { name: `Mark “${title}” as shipped` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Carrier (optional)')).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(shipButton).toBeFocused();

  await shipButton.click();
  await dialog.getByLabel('Carrier (optional)').fill('PostNord');
  await dialog.getByLabel('Tracking number (optional)').fill('SE1234567890');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog).toBeHidden();
  const shipped = item(page, title);
  await expect(shipped.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(shipped).toContainText('Carrier: PostNord');
  await expect(shipped).toContainText('Tracking number: SE1234567890');
  const asVenue = await call<View>(page.request, venue, 'GET', `/exhibitions/${requested.id}`);
  expect(asVenue).toMatchObject({
    status: 'shipped',
    shipping: { carrier: 'PostNord', tracking: 'SE1234567890' },
  });

  // The venue scans the label: its QR code holds the work's URL.
  const arrived = await call<View>(
    page.request,
    venue,
    'POST',
    `/exhibitions/${requested.id}/confirm-arrival`,
    {
      qrCode: `${baseURL}/artworks/${artworkId}?src=qr`,
    },
  );
  expect(arrived.status).toBe('on_display');

  await page.goto('/artist/exhibitions?tab=on_display');
  const hanging = item(page, title);
  await expect(hanging.getByText('On display', { exact: true })).toBeVisible();
  await expect(hanging).toContainText('On display since');
  await expect(hanging.getByRole('button', { name: 'Ask for it back' })).toBeVisible();
  // The history, oldest first, says who did what.
  await hanging.getByText('History').click();
  const lines = hanging.getByRole('listitem');
  await expect(lines.first()).toContainText(`Requested, by ${requested.venue.venue_name}`);
  await expect(hanging.getByRole('list')).toContainText(
    new RegExp(`Accepted, by you.*Shipped, by you.*On display, by ${requested.venue.venue_name}`, 's'),
  );

  await page.goto(`/artworks/${artworkId}`);
  await expect(page.getByRole('region', { name: 'Where it hangs' })).toContainText(
    `On the wall at ${requested.venue.venue_name}, ${requested.venue.city}.`,
  );
  await expect(page.getByRole('definition').filter({ hasText: /^On display$/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the artist proposes a work in the page; the venue rejects it; the artist reads the reason', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const [artist, venue, admin] = [
    await demoLogin(page.request, 'artist'),
    await demoLogin(page.request, 'venue'),
    await demoLogin(page.request, 'admin'),
  ];
  const title = `Skärgårdsljus ${Date.now()}`;
  const artworkId = await publishWork(page.request, { artist: artist.token, admin: admin.token }, { title });
  const venueId = venue.profileId!;
  const { venue: profile } = await call<{ venue: { venue_name: string; city: string } }>(
    page.request,
    venue,
    'GET',
    `/venues/${venueId}`,
  );

  await signInAs(page, 'artist');
  await page.goto('/artist/exhibitions');
  await page.getByRole('button', { name: 'Propose a work to a venue' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Propose a work to a venue' });
  await expect(dialog).toBeVisible();
  // Nothing chosen: the dialog says what is missing.
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog.getByText('Choose an artwork.')).toBeVisible();
  await expect(dialog.getByText('Choose a venue.')).toBeVisible();

  await dialog.getByLabel('Artwork').selectOption({ label: title });
  await dialog.getByLabel('City').selectOption({ label: profile.city });
  await dialog.getByLabel('Search venues').fill(profile.venue_name);
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  // The map (Leaflet, loaded now): one pin for the one venue found; choosing it chooses the venue.
  await dialog.getByRole('button', { name: 'Map', exact: true }).click();
  const map = dialog.getByRole('region', { name: 'Map of the venues' });
  await expect(map.locator('.exh-pin')).toHaveCount(1);
  await map.locator('.exh-pin').click();
  await expect(dialog.getByText(`Chosen venue: ${profile.venue_name}, ${profile.city}`)).toBeVisible();
  await expect(map.locator('.exh-pin--chosen')).toHaveCount(1);
  // The list shows the same choice.
  await dialog.getByRole('button', { name: 'List', exact: true }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(profile.venue_name) })).toBeChecked();
  await dialog
    .getByLabel('Message to the venue (optional)')
    .fill('It is 50 × 70 cm and would suit your long wall.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${title}” is proposed to ${profile.venue_name}.`)).toBeVisible();
  const proposal = item(page, title);
  await expect(proposal).toContainText('You proposed this work');
  await expect(proposal.getByText('Requested', { exact: true })).toBeVisible();
  await expect(proposal.getByRole('button', { name: 'Cancel the request' })).toBeVisible();

  // A second proposal of the same work to the same venue: refused, in plain words.
  await page.getByRole('button', { name: 'Propose a work to a venue' }).first().click();
  await dialog.getByLabel('Artwork').selectOption({ label: title });
  await dialog.getByLabel('Search venues').fill(profile.venue_name);
  await dialog.getByRole('radio', { name: new RegExp(profile.venue_name) }).check();
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You have already asked this venue about this work.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const incoming = await call<{ requests: (View & { artwork: { id: string } })[] }>(
    page.request,
    venue,
    'GET',
    '/venues/me/exhibition-requests?direction=incoming',
  );
  const mine = incoming.requests.find((e) => e.artwork.id === artworkId);
  expect(mine?.actions).toContain('reject');
  const reason = 'Our walls are booked until the spring, sorry.';
  await call(page.request, venue, 'POST', `/exhibitions/requests/${mine!.id}/reject`, { reason });

  await page.goto('/artist/exhibitions?tab=history');
  const closed = item(page, title);
  await expect(closed.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(closed).toContainText(`Reason: ${reason}`);
  await closed.getByText('History').click();
  await expect(closed.getByRole('listitem').last()).toContainText(`Rejected, by ${profile.venue_name}`);

  await page.goto('/artist/exhibitions?tab=history&lang=sv');
  await expect(page.getByRole('heading', { level: 1, name: 'Utställningar' })).toBeVisible();
  await expect(item(page, title)).toContainText(`Anledning: ${reason}`);
  expect(await seriousViolations(page)).toEqual([]);
  // The browser logs the refused second proposal (the 409 the test asked for); nothing else.
  const refused = /status of 409 \(Conflict\) \(http:\/\/[^)]+\/api\/v1\/exhibitions\/requests\)$/;
  expect(consoleErrors.filter((e) => !refused.test(e))).toEqual([]);
  expect(consoleErrors.filter((e) => refused.test(e))).toHaveLength(1);
});

test('a return: the venue sends the work back, the artist confirms it is home, the work is available again', async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [artist, venue, admin] = [
    await demoLogin(page.request, 'artist'),
    await demoLogin(page.request, 'venue'),
    await demoLogin(page.request, 'admin'),
  ];
  const title = `Vinterträd ${Date.now()}`;
  const artworkId = await publishWork(page.request, { artist: artist.token, admin: admin.token }, { title });
  const ex = await call<View>(
    page.request,
    venue,
    'POST',
    '/exhibitions/requests',
    { artwork_id: artworkId },
    201,
  );
  await call(page.request, artist, 'POST', `/exhibitions/requests/${ex.id}/accept`);
  await call(page.request, artist, 'POST', `/exhibitions/${ex.id}/ship`, {});
  await call(page.request, venue, 'POST', `/exhibitions/${ex.id}/confirm-arrival`, {
    qrCode: `${baseURL}/artworks/${artworkId}?src=qr`,
  });
  const back = await call<View>(page.request, venue, 'POST', `/exhibitions/${ex.id}/request-return`, {
    reason: 'We are repainting the room.',
  });
  expect(back.status).toBe('return_requested');

  await signInAs(page, 'artist');
  await page.goto('/artist/exhibitions?tab=returns');
  const returning = item(page, title);
  await expect(returning.getByText('Return requested', { exact: true })).toBeVisible();
  await expect(returning).toContainText('The venue is sending it back.');
  await returning.getByRole('button', { name: 'Confirm it’s back' }).click();
  await expect(page.getByText(`“${title}” is back with you and available again.`)).toBeVisible();
  await expect(tab(page, 'History')).toHaveAttribute('aria-pressed', 'true');
  await expect(item(page, title).getByText('Returned', { exact: true })).toBeVisible();

  const work = await call<{ artwork: { status: string } }>(
    page.request,
    artist,
    'GET',
    `/artworks/${artworkId}`,
  );
  expect(work.artwork.status).toBe('available');
  expect(consoleErrors).toEqual([]);
});
