// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { LazySection } from './components/LazySection.tsx';
import { lazyPart } from './lazyPart.ts';
import { json, renderWith } from '../../common/render.test-helpers.tsx';

configure({ asyncUtilTimeout: 4_000 });

/** A controllable IntersectionObserver: `intersect()` tells every observer its element is near. */
const observers: { callback: IntersectionObserverCallback; elements: Element[]; margin?: string }[] = [];
function intersect() {
  act(() => {
    for (const o of observers)
      o.callback(
        o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });
}

let idle: (() => void)[] = [];
beforeEach(() => {
  observers.length = 0;
  idle = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, elements: [] as Element[], margin: options?.rootMargin };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  // The page is never idle unless a test says so.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ error: { code: 'internal', message: 'down' } }, 500)),
  );
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a lazy section', () => {
  it('holds its place empty until it comes near the screen, then shows its content', async () => {
    const part = lazyPart(async () => () => <h2>Later on the page</h2>);
    const { container } = renderWith(<LazySection part={part} size="how" />);
    expect(container.querySelector('.mp-lazy.mp-lazy--how[data-waiting]')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Later on the page' })).toBeNull();
    expect(observers.map((o) => o.margin)).toContain('600px 0px');

    intersect();
    expect(await screen.findByRole('heading', { name: 'Later on the page' })).toBeTruthy();
    expect(container.querySelector('[data-waiting]')).toBeNull();
  });

  it('offers a retry when its code cannot be loaded, and shows the section when it then loads', async () => {
    let fail = true;
    const part = lazyPart(async () => {
      if (fail) throw new Error('chunk failed');
      return () => <h2>Loaded at last</h2>;
    });
    renderWith(
      <>
        <h1>Still here</h1>
        <LazySection part={part} size="how" />
      </>,
      { lang: 'sv' },
    );
    intersect();
    const retry = await screen.findByRole('button', { name: 'Försök igen' });
    expect(screen.getByText(/Vi kunde inte ladda den här delen av sidan/)).toBeTruthy();
    // Quiet: not announced over what the visitor is reading.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();

    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Loaded at last' })).toBeTruthy();
  });

  it('catches a section that fails while rendering, and keeps the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const part = lazyPart(async () => () => {
      throw new Error('render failed');
    });
    renderWith(
      <>
        <h1>Still here</h1>
        <LazySection part={part} size="how" />
      </>,
    );
    intersect();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
  });
});

describe('the home page below the fold', () => {
  // A section's code, once loaded, stays at hand for the page's next visit: each test starts as a
  // first visit, with fresh modules.
  let HomePage: ComponentType;
  beforeEach(async () => {
    vi.resetModules();
    HomePage = (await import('./pages/HomePage.tsx')).default;
  });
  const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

  it('shows only the hero and the featured artworks, even once the page is idle, until the visitor scrolls', async () => {
    renderWith(<HomePage />, { path: '/?hero=A' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(heading('New on the walls')).toBeTruthy();
    expect(heading('How it works')).toBeNull();
    expect(heading('Put art on the wall')).toBeNull();

    // A visitor who only looks at the first screen downloads none of the lower sections.
    await act(async () => idle.forEach((callback) => callback()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(heading('How it works')).toBeNull();

    fireEvent.scroll(window);
    for (const name of [
      'Featured artists',
      'Where to see the art',
      'How it works',
      'Why join Konstvägg',
      'Safe to buy, simple to pay',
      'Konstvägg in numbers',
      'What people say',
      'Put art on the wall',
    ])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
  });

  /** Whether the page has asked the API for the newest works (GET /artworks/featured). */
  const askedForNewest = () =>
    vi.mocked(fetch).mock.calls.some(([url]) => String(url).startsWith('/api/v1/artworks/featured?limit=8'));

  it('asks for the newest works only at the first move when their place is below the screen', async () => {
    renderWith(<HomePage />, { path: '/?hero=A' });
    await screen.findByRole('heading', { level: 1 });
    await act(async () => idle.forEach((callback) => callback()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Their placeholders hold the place meanwhile.
    expect(askedForNewest()).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Loading artworks…');

    fireEvent.touchStart(window);
    await vi.waitFor(() => expect(askedForNewest()).toBe(true));
  });

  it('asks for the newest works once their place comes near the screen (a tall screen)', async () => {
    renderWith(<HomePage />, { lang: 'sv' });
    await screen.findByRole('heading', { level: 1 });
    expect(askedForNewest()).toBe(false);
    intersect();
    await vi.waitFor(() => expect(askedForNewest()).toBe(true));
  });

  it('loads every section at the first touch on a phone', async () => {
    renderWith(<HomePage />, { lang: 'sv' });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.touchStart(window);
    expect(await screen.findByRole('heading', { level: 2, name: 'Så fungerar det' })).toBeTruthy();
  });

  it('loads every section at the first key press, so Tab reaches their links', async () => {
    renderWith(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    expect(heading('Put art on the wall')).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Put art on the wall' })).toBeTruthy();
  });

  it('"See how it works" loads the section, scrolls to it and moves focus to it', async () => {
    renderWith(<HomePage />, { path: '/?hero=A' });
    const link = await screen.findByRole('link', { name: /See how it works/ });
    expect(heading('How it works')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void link.dispatchEvent(click));
    // The page handles it: the browser does not jump to an id that is not there yet.
    expect(click.defaultPrevented).toBe(true);

    const target = await screen.findByRole('heading', { level: 2, name: 'How it works' });
    await vi.waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // The step accordion works as before.
    expect(
      screen.getByRole('button', { name: /Artists upload their work/ }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('a deep link /#how-it-works lands on the section once it has loaded (Swedish)', async () => {
    renderWith(<HomePage />, { path: '/#how-it-works', lang: 'sv' });
    const target = await screen.findByRole('heading', { level: 2, name: 'Så fungerar det' });
    await vi.waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
