// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { FeaturedArtists, FeaturedVenues } from './components/FeaturedProfiles.tsx';
import { PartnerVenues } from './components/PartnerVenues.tsx';
import { Hero } from './components/Hero.tsx';
import { HERO_VARIANT_KEY, pickHeroVariant, rememberHeroVariant } from './heroVariant.ts';
import { json, renderWith, stubFetch } from '../../common/render.test-helpers.tsx';
import { testArtist, testVenue } from '../../common/profiles/fixtures.test-helpers.ts';
import { WhyJoin } from './components/WhyJoin.tsx';

configure({ asyncUtilTimeout: 4_000 });

const { answerWith } = stubFetch();

describe('hero headline', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  };

  it('picks A, B or C at random once and keeps it for the visitor', () => {
    const store = memory();
    expect(pickHeroVariant('', store, () => 0.5)).toBe('B');
    expect(store.getItem(HERO_VARIANT_KEY)).toBe('B');
    expect(pickHeroVariant('', store, () => 0.99)).toBe('B');
    expect(pickHeroVariant('', memory(), () => 0.99)).toBe('C');
    expect(pickHeroVariant('', memory(), () => 0)).toBe('A');
  });

  it('lets ?hero= force a variant without storing it', () => {
    const store = memory();
    expect(pickHeroVariant('?hero=c', store, () => 0)).toBe('C');
    expect(store.getItem(HERO_VARIANT_KEY)).toBeNull();
    expect(pickHeroVariant('?hero=Z', store, () => 0)).toBe('A');
  });

  it('shows the headline the server rendered, whatever this browser stored, unless ?hero= forces one', () => {
    const store = memory();
    store.setItem(HERO_VARIANT_KEY, 'A');
    expect(pickHeroVariant('', store, () => 0, 'C')).toBe('C');
    expect(pickHeroVariant('?hero=b', store, () => 0, 'C')).toBe('B');
    // Nothing (or nonsense) from the server: the stored one.
    expect(pickHeroVariant('', store, () => 0.99, 'Z')).toBe('A');
  });

  it('remembers the headline in localStorage and in the cookie the edge picks the page by', () => {
    const store = memory();
    const doc = { cookie: '' };
    rememberHeroVariant('B', store, doc);
    expect(store.getItem(HERO_VARIANT_KEY)).toBe('B');
    expect(doc.cookie).toMatch(/^hero=B; path=\/; max-age=31536000; samesite=lax$/);
  });

  it('shows the forced headline with the three calls to action', async () => {
    renderWith(<Hero />, { path: '/?hero=B' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your walls, their art, everyone wins.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start exhibiting' }).getAttribute('href')).toBe(
      '/register?role=artist',
    );
    expect(screen.getByRole('link', { name: 'Start hosting' }).getAttribute('href')).toBe(
      '/register?role=venue',
    );
    expect(screen.getByRole('link', { name: 'Start discovering' }).getAttribute('href')).toBe('/artworks');
    expect(screen.getByRole('link', { name: /See how it works/ }).getAttribute('href')).toBe('#how-it-works');
  });
});

describe('Why Join tabs', () => {
  it('moves between artists, venues and buyers with the arrow keys, Home and End', async () => {
    renderWith(<WhyJoin />);
    const [artists, venues, buyers] = await screen.findAllByRole('tab');
    expect(artists!.getAttribute('aria-selected')).toBe('true');
    expect([artists, venues, buyers].map((t) => t!.tabIndex)).toEqual([0, -1, -1]);
    const panel = () => screen.getByRole('tabpanel');
    expect(panel().textContent).toContain('0 to 15\u00a0%, 10\u00a0% by default');
    expect(panel().textContent).toContain(
      'the first 100 artists pay only 3\u00a0% for their first 6\u00a0months',
    );
    expect(panel().textContent).toContain('No listing fees');

    act(() => artists!.focus());
    fireEvent.keyDown(artists!, { key: 'ArrowRight' });
    expect(venues!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(venues);
    expect(panel().getAttribute('aria-labelledby')).toBe(venues!.id);

    fireEvent.keyDown(venues!, { key: 'End' });
    expect(document.activeElement).toBe(buyers);
    expect(panel().textContent).toContain('within 7\u00a0days, or your money is refunded automatically');
    fireEvent.keyDown(buyers!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(artists);
    fireEvent.keyDown(artists!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buyers);
    fireEvent.keyDown(buyers!, { key: 'Home' });
    expect(artists!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});

describe('featured artists, venues and partner venues', () => {
  it("show the lists' cards, and five partner venues linking to their profiles", async () => {
    const venues = Array.from({ length: 6 }, (_, i) =>
      testVenue({ id: `ve-${i}`, venue_name: `Plats ${i}` }),
    );
    answerWith((url) =>
      url.startsWith('/api/v1/artists/featured?limit=6')
        ? json({
            artists: [testArtist()],
            pagination: { limit: 6, total: 1, hasMore: false, nextCursor: null },
          })
        : url.startsWith('/api/v1/venues/featured?limit=6')
          ? json({ venues, pagination: { limit: 6, total: 6, hasMore: false, nextCursor: null } })
          : json({}, 404),
    );
    renderWith(
      <>
        <FeaturedArtists />
        <FeaturedVenues />
        <PartnerVenues />
      </>,
    );
    expect((await screen.findByRole('link', { name: 'Elsa Berg' })).getAttribute('href')).toBe(
      '/artists/ar-1',
    );
    expect(screen.getByText('Verified')).toBeTruthy();
    const featured = await screen.findByRole('list', { name: 'Featured venues' });
    expect(within(featured).getAllByRole('link')).toHaveLength(6);
    const partners = screen.getByRole('list', { name: 'Partner venues' });
    expect(
      within(partners)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/venues/ve-0', '/venues/ve-1', '/venues/ve-2', '/venues/ve-3', '/venues/ve-4']);
  });

  it('say when a list failed to load, and retry', async () => {
    answerWith(() => json({ error: { code: 'internal', message: 'down' } }, 500));
    renderWith(<FeaturedArtists />, { lang: 'sv' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Vi kunde inte ladda den här delen av sidan.');
    answerWith(() =>
      json({ artists: [testArtist()], pagination: { limit: 6, total: 1, hasMore: false, nextCursor: null } }),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('link', { name: 'Elsa Berg' })).toBeTruthy();
  });
});
