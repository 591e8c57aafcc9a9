// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { testArtwork } from '../../../../../shared/ui/src/artwork/fixtures.test-helpers.ts';
import { FeaturedArtworks } from './components/FeaturedArtworks.tsx';
import { LOCATION_DISMISSED_KEY } from './location.ts';
import { json, renderWith } from '../../common/render.test-helpers.tsx';

configure({ asyncUtilTimeout: 4_000 });

const newest = [testArtwork({ id: 'aw-new', title: 'Nyast i stan' })];
const near = [testArtwork({ id: 'aw-near', title: 'Runt hörnet' })];
const malmo = [testArtwork({ id: 'aw-malmo', title: 'Ribersborg i dimma' })];
let nearAnswer: unknown[] = near;

function answer(url: string): Response {
  const u = new URL(url, 'http://localhost');
  const path = u.pathname.replace('/api/v1', '');
  const page = { limit: 8, total: 1, hasMore: false, nextCursor: null };
  if (path === '/artworks/near')
    return json({
      artworks: nearAnswer,
      pagination: { ...page, total: nearAnswer.length },
      center: { lat: 59.3137, lng: 18.0805 },
      radius_km: 5,
    });
  if (path === '/artworks' && u.searchParams.get('city') === 'Malmö')
    return json({ artworks: malmo, pagination: page });
  if (path === '/artworks/featured') return json({ artworks: newest, pagination: page });
  return json({ error: { code: 'not_found', message: 'no' } }, 404);
}

const calls = () => vi.mocked(fetch).mock.calls.map(([u]) => String(u));

/** Stubs navigator.permissions and navigator.geolocation as a browser in that state would have them. */
function stubBrowser(
  permission: PermissionState | 'no-api' | 'unsupported',
  position?: { lat: number; lng: number } | 'denied',
) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (position === 'denied') fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    else if (position)
      ok({ coords: { latitude: position.lat, longitude: position.lng } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    language: 'en-GB',
    geolocation: permission === 'unsupported' ? undefined : { getCurrentPosition },
    permissions:
      permission === 'no-api' || permission === 'unsupported'
        ? undefined
        : {
            query: vi.fn(async () => ({
              state: permission,
              addEventListener: vi.fn(),
              removeEventListener: vi.fn(),
            })),
          },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  nearAnswer = near;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('featured artworks and the location prompt', () => {
  it("shows Allow / No thanks only when the permission is 'prompt'; Allow finds works within 5 km", async () => {
    const locate = stubBrowser('prompt', { lat: 59.3137, lng: 18.0805 });
    renderWith(<FeaturedArtworks />);
    const allow = await screen.findByRole('button', { name: 'Allow' });
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(locate).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(allow));
    expect(locate).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      timeout: 5000,
      maximumAge: 300000,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Art near you' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Runt hörnet' })).toBeTruthy();
    expect(calls()).toContain('/api/v1/artworks/near?latitude=59.3137&longitude=18.0805&radius=5&limit=8');
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('says so when nothing hangs within 5 km, and shows the newest works instead', async () => {
    nearAnswer = [];
    stubBrowser('granted', { lat: 67.85, lng: 20.22 });
    renderWith(<FeaturedArtworks />);
    expect(
      await screen.findByText(
        'There are no artworks within 5 km of you yet. Here are the newest works in all our cities instead.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Nyast i stan' })).toBeTruthy();
    // Granted already: no prompt of ours.
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('offers the city select when the permission is denied; Malmö filters the works', async () => {
    stubBrowser('denied');
    renderWith(<FeaturedArtworks />, { lang: 'sv' });
    const select = (await screen.findByRole('combobox', { name: 'Stad' })) as HTMLSelectElement;
    expect(screen.queryByRole('button', { name: 'Tillåt' })).toBeNull();
    expect([...select.options].map((o) => o.text)).toEqual(['Alla städer', 'Stockholm', 'Göteborg', 'Malmö']);
    expect(await screen.findByRole('link', { name: 'Nyast i stan' })).toBeTruthy();

    fireEvent.change(select, { target: { value: 'Malmö' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nytt i Malmö' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Ribersborg i dimma' })).toBeTruthy();
    expect(calls()).toContain(
      '/api/v1/artworks?city=Malm%C3%B6&limit=8&status=available%2Cexhibited&sort=created_desc',
    );
  });

  it('treats unsupported geolocation as denied, and says the browser cannot locate', async () => {
    stubBrowser('unsupported');
    renderWith(<FeaturedArtworks />);
    expect(await screen.findByText('Geolocation is not supported by your browser')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeTruthy();
  });

  it('turns to the city select when the browser refuses after Allow', async () => {
    stubBrowser('prompt', 'denied');
    renderWith(<FeaturedArtworks />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Allow' })));
    expect(await screen.findByRole('combobox', { name: 'City' })).toBeTruthy();
    expect(screen.getByText('Location access is off. Pick a city to see the art there.')).toBeTruthy();
  });

  it('No thanks hides the prompt for the rest of the session', async () => {
    const locate = stubBrowser('prompt', { lat: 59.3, lng: 18.0 });
    renderWith(<FeaturedArtworks />);
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull());
    expect(sessionStorage.getItem(LOCATION_DISMISSED_KEY)).toBe('1');
    expect(locate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Nyast i stan' })).toBeTruthy();
    cleanup();

    renderWith(<FeaturedArtworks />);
    expect(await screen.findByRole('combobox', { name: 'City' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
