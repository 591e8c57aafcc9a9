// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { ContactForm } from '../info/ContactForm.tsx';
import { DemoWalkthrough } from './DemoWalkthrough.tsx';
import { FeaturedArtists, FeaturedVenues } from './FeaturedProfiles.tsx';
import { PartnerVenues } from './PartnerVenues.tsx';
import { Hero } from './Hero.tsx';
import { HERO_VARIANT_KEY, pickHeroVariant, rememberHeroVariant } from './heroVariant.ts';
import { json, renderWith } from './render.test-helpers.tsx';
import { testArtist, testVenue } from '../profiles/fixtures.test-helpers.ts';
import { SubscribeForm } from './SubscribeForm.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhyJoin } from './WhyJoin.tsx';

configure({ asyncUtilTimeout: 4_000 });

let answer: (url: string, init?: RequestInit) => Response = () => json({}, 500);
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const posted = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) }));

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

describe('testimonials', () => {
  it('are a carousel with previous, next and dots on small screens', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: false,
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderWith(<Testimonials />, { lang: 'sv' });
    const slide = () => screen.getByRole('group', { name: /Omdöme \d av 3/ });
    expect(slide().getAttribute('aria-label')).toBe('Omdöme 1 av 3');
    expect(within(slide()).getByText('Maja Lindqvist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa omdöme' }));
    expect(slide().getAttribute('aria-label')).toBe('Omdöme 2 av 3');
    expect(within(slide()).getByText(/Göteborg/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Föregående omdöme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Föregående omdöme' }));
    expect(slide().getAttribute('aria-label')).toBe('Omdöme 3 av 3');
    const dot = screen.getByRole('button', { name: 'Visa omdöme 1' });
    fireEvent.click(dot);
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(within(slide()).getByRole('img', { name: 'Betyg 5 av 5' })).toBeTruthy();
  });

  it('are a grid of all three on large screens', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: true,
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderWith(<Testimonials />);
    const list = await screen.findByRole('list', { name: 'Testimonials' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list),
    ).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
  });
});

describe('launch-updates form', () => {
  it('names the missing email and consent, and sends nothing', async () => {
    renderWith(<SubscribeForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please tick the box to give your consent.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email address' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('subscribes with consent and the language, then thanks the visitor', async () => {
    answer = () => json({ subscription: { email: 'anna@example.se', language: 'sv' } }, 201);
    renderWith(<SubscribeForm />, { lang: 'sv' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-postadress' }), {
      target: { value: ' anna@example.se ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Prenumerera' })));
    expect(
      await screen.findByText('Tack! Vi mejlar anna@example.se när Konstvägg lanseras på en ny plats.'),
    ).toBeTruthy();
    expect(posted()).toEqual([
      { url: '/api/v1/subscriptions', body: { email: 'anna@example.se', consent: true, language: 'sv' } },
    ]);
  });

  it("shows the server's field message, or a general error when the call fails", async () => {
    answer = () =>
      json({ error: { code: 'validation_failed', message: 'x', fields: { email: 'Server says no.' } } }, 400);
    renderWith(<SubscribeForm />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), {
      target: { value: 'a@b.se' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(await screen.findByText('Server says no.')).toBeTruthy();

    answer = () => json({ error: { code: 'internal', message: 'down' } }, 500);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't save your subscription. Please try again.",
    );
  });
});

describe('contact form', () => {
  it('counts the characters, checks every field and sends the message', async () => {
    answer = () => json({ id: 'c-1' }, 201);
    renderWith(<ContactForm />);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: 'Hej då' } });
    expect(screen.getByText('6 of 5000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name (at least 2 characters).')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' }));
    expect(posted()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'sara@example.se' },
    });
    fireEvent.change(message, { target: { value: 'When can I collect my painting?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    expect(await screen.findByText(/Thank you, Sara! We have received your message/)).toBeTruthy();
    expect(posted()).toEqual([
      {
        url: '/api/v1/contact-messages',
        body: {
          name: 'Sara',
          email: 'sara@example.se',
          message: 'When can I collect my painting?',
          language: 'en',
        },
      },
    ]);
  });
});

describe('60-second demo', () => {
  it('plays through four 15-second steps with a visible timer, and can be stepped by hand', async () => {
    vi.useFakeTimers();
    renderWith(<DemoWalkthrough />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('0:00 of 1:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scan the QR code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16_000);
    });
    expect(screen.getByText('0:16 of 1:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'See the artwork page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByText('0:16 of 1:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(screen.getByRole('heading', { name: 'Pay in under a minute' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Get the pickup instructions/ }));
    expect(screen.getByRole('group', { name: 'Step 4 of 4' }).textContent).toContain('within 7\u00a0days');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByText('1:00 of 1:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();
  });
});

describe('featured artists, venues and partner venues', () => {
  it("show the lists' cards, and five partner venues linking to their profiles", async () => {
    const venues = Array.from({ length: 6 }, (_, i) =>
      testVenue({ id: `ve-${i}`, venue_name: `Plats ${i}` }),
    );
    answer = (url) =>
      url.startsWith('/api/v1/artists/featured?limit=6')
        ? json({
            artists: [testArtist()],
            pagination: { limit: 6, total: 1, hasMore: false, nextCursor: null },
          })
        : url.startsWith('/api/v1/venues/featured?limit=6')
          ? json({ venues, pagination: { limit: 6, total: 6, hasMore: false, nextCursor: null } })
          : json({}, 404);
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
    answer = () => json({ error: { code: 'internal', message: 'down' } }, 500);
    renderWith(<FeaturedArtists />, { lang: 'sv' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Vi kunde inte ladda den här delen av sidan.');
    answer = () =>
      json({ artists: [testArtist()], pagination: { limit: 6, total: 1, hasMore: false, nextCursor: null } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('link', { name: 'Elsa Berg' })).toBeTruthy();
  });
});
