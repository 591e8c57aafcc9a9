// @vitest-environment jsdom
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within, configure } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionHooks } from '@konstvagg/ui';
import { forgetRemotes } from '../remotes/load-remote.ts';
import { fakeLoaders, fakeRemote } from '../testing/site-remotes.test-helpers.tsx';
import { loadShellMessages } from '../messages/index.ts';
import { ShellRoot } from './bootstrap.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './router.tsx';

function renderShell(path: string, loaders = fakeLoaders()) {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  render(
    <ShellRoot loaders={loaders} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </ShellRoot>,
  );
  return router;
}

function signIn(role: string) {
  localStorage.setItem('accessToken', 'a');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', email: 'anna@example.se', role, name: 'Anna Berg' }),
  );
}

// The shell's messages are a chunk per language (bootstrap() has them before its first render).
beforeAll(() => Promise.all([loadShellMessages('en'), loadShellMessages('sv')]));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
});
// Lazy pages and remotes resolve asynchronously; give a loaded CI machine time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  forgetRemotes();
  vi.restoreAllMocks();
});

describe('shell routing', () => {
  it('renders the marketplace Home at /', async () => {
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'marketplace:Home' })).toBeTruthy();
  });

  it('renders the artwork detail page for /artworks/{id}', async () => {
    renderShell('/artworks/a1');
    expect(await screen.findByRole('heading', { name: 'marketplace:ArtworkDetail' })).toBeTruthy();
  });

  it('sends an unknown path to /', async () => {
    const router = renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'marketplace:Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects /signup to /register, keeping the role', async () => {
    const router = renderShell('/signup?role=venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/register?role=venue');
  });

  it('sends a guarded route without a session to /login and remembers where the person was going', async () => {
    const router = renderShell('/artist/sales?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/artist/sales?x=1' });
  });

  it('sends a signed-in user with the wrong role to /', async () => {
    signIn('buyer');
    const router = renderShell('/admin/users');
    expect(await screen.findByRole('heading', { name: 'marketplace:Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows an area page with its sidebar to the right role', async () => {
    signIn('venue');
    renderShell('/venue/favorites');
    expect(await screen.findByRole('heading', { name: 'venue:Favorites' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Venue menu' });
    expect([...sidebar.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/venue/dashboard',
      '/venue/browse',
      '/venue/favorites',
      '/venue/exhibitions',
      '/venue/scan',
      '/venue/sales',
      '/venue/settings',
      '/',
    ]);
  });

  it("routes a page that only the remote's routes module names, with its sidebar item in order", async () => {
    signIn('artist');
    const Payouts = () => <h1>artist:Payouts</h1>;
    const artist = async () => {
      const { routes } = await fakeRemote('artist')();
      const payouts = { path: '/artist/payouts', page: 'Payouts', roles: ['artist' as const] };
      return {
        routes: {
          ...routes,
          pages: { ...routes.pages, Payouts },
          routes: [...routes.routes, { ...payouts, sidebar: { label: 'Payouts', order: 45 } }],
        },
      };
    };
    renderShell('/artist/payouts', fakeLoaders({ artist }));
    expect(await screen.findByRole('heading', { name: 'artist:Payouts' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Artist menu' });
    expect([...sidebar.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Artworks',
      'Exhibitions',
      'Sales',
      'Payouts',
      'Settings',
      '← Back to Marketplace',
    ]);
  });

  it('sends a path under an area that its routes module does not have to /', async () => {
    signIn('artist');
    const router = renderShell('/artist/no-such-page');
    expect(await screen.findByRole('heading', { name: 'marketplace:Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the buyer their purchases', async () => {
    signIn('buyer');
    renderShell('/buyer/purchases');
    expect(await screen.findByRole('heading', { name: 'marketplace:BuyerPurchases' })).toBeTruthy();
  });
});

describe('shell chrome', () => {
  it('switches the language with the toggle: text, <html lang> and the stored choice', async () => {
    renderShell('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('sv');
    expect(localStorage.getItem('language')).toBe('sv');
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) =>
      l.getAttribute('hreflang'),
    );
    expect(alternates.sort()).toEqual(['en', 'sv', 'x-default']);
  });

  it('shows Log in and Sign up when logged out, the account menu when logged in', async () => {
    renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const banner = document.querySelector<HTMLElement>('.shell-header')!;
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Sign up' })).toBeTruthy();
    cleanup();
    signIn('artist');
    renderShell('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Anna Berg/ }));
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/artist/dashboard');
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it('logs out: clears the session and goes to /login even when the server call fails', async () => {
    signIn('artist');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const router = renderShell('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    fireEvent.click(screen.getByRole('button', { name: /Anna Berg/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
  });

  it('goes to /login and forgets the session when it can no longer be refreshed', async () => {
    signIn('venue');
    const router = renderShell('/venue/dashboard');
    await screen.findByRole('heading', { name: 'venue:Dashboard' });
    act(() => sessionHooks.onSessionExpired());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
  });

  it('shows the footer groups with links to routes', async () => {
    renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    for (const group of ['Platform', 'Support', 'Legal', 'Company'])
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeTruthy();
  });
});

describe('forgotten password', () => {
  it('the address typed on the login page goes to the forgot page, and back with its changes', async () => {
    const router = renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.se' } });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('anna@example.se');
    fireEvent.change(email, { target: { value: 'anna.berg@example.se' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('anna.berg@example.se');
  });
});

describe('remote failures', () => {
  it('shows a fallback with Try Again when a remote cannot be loaded, and recovers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const good = fakeLoaders().marketplace;
    renderShell(
      '/',
      fakeLoaders({ marketplace: () => (fail ? Promise.reject(new Error('offline')) : good()) }),
    );
    expect(await screen.findByText('This part of Konstvägg could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'marketplace:Home' })).toBeTruthy();
  });

  it('shows the error screen when a remote page throws, keeping the navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderShell(
      '/artworks',
      fakeLoaders({ marketplace: fakeRemote('marketplace', { ArtworksBrowse: Broken }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try again."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
