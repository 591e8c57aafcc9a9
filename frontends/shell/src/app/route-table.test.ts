import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { isRedirect, routedPages, sidebarItems, type RemoteName } from '@konstvagg/ui';
import { SITE_REMOTES } from '../testing/site-remotes.test-helpers.tsx';
import { FOOTER_GROUPS, remoteForPath, SHELL_ROUTES } from './route-table.ts';

/** The site's URL table: the shell's own pages and every path a remote's routes module claims under its prefix. */
const remoteRoutes = (Object.keys(SITE_REMOTES) as RemoteName[]).flatMap((remote) =>
  SITE_REMOTES[remote].routes.filter((r) => remoteForPath(r.path) === remote).map((r) => ({ ...r, remote })),
);
const allRoutes = () => [...SHELL_ROUTES, ...remoteRoutes];
const paths = allRoutes().map((r) => r.path);
const served = (to: string) => paths.some((p) => matchPath({ path: p, end: true }, to));
const SIDEBARS = Object.fromEntries(
  (Object.keys(SITE_REMOTES) as RemoteName[]).map((r) => [r, sidebarItems(SITE_REMOTES[r], 'en')]),
);

describe('URL table', () => {
  it('uses every page each remote exposes', () => {
    for (const remote of Object.keys(SITE_REMOTES) as RemoteName[]) {
      const used = new Set(
        allRoutes().flatMap((r) => ('remote' in r && r.remote === remote && !isRedirect(r) ? [r.page] : [])),
      );
      expect([...used].sort(), remote).toEqual(Object.keys(SITE_REMOTES[remote].pages).sort());
    }
  });

  it('lets each remote claim only paths under its own prefix', () => {
    for (const remote of Object.keys(SITE_REMOTES) as RemoteName[])
      for (const r of SITE_REMOTES[remote].routes) expect(remoteForPath(r.path), r.path).toBe(remote);
    expect(routedPages(SITE_REMOTES.artist)).toContain('Sales');
  });

  it('has every public, role-area and linked route', () => {
    const spec = [
      '/',
      '/artworks',
      '/artworks/a1',
      '/checkout/a1',
      '/artists',
      '/artists/x',
      '/venues',
      '/venues/v',
      '/about',
      '/how-it-works',
      '/contact',
      '/terms',
      '/privacy',
      '/gdpr',
      '/cookies',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/t',
      '/verify-email/t',
      '/testimonials',
      '/subscribe',
      '/demo',
      '/faq/artists',
      '/artists/onboard',
      '/how-it-works/venues',
      '/how-it-works/pickup',
      '/venues/join',
      '/profile',
      '/artist/dashboard',
      '/artist/artworks',
      '/artist/artworks/create',
      '/artist/artworks/edit/1',
      '/artist/exhibitions',
      '/artist/sales',
      '/artist/settings',
      '/artist/stripe/onboarding',
      '/artist/onboarding/complete',
      '/artist/onboarding/refresh',
      '/venue/dashboard',
      '/venue/browse',
      '/venue/favorites',
      '/venue/exhibitions',
      '/venue/settings',
      '/venue/stripe/onboarding',
      '/venue/onboarding/complete',
      '/venue/onboarding/refresh',
      '/buyer/purchases',
      '/buyer/purchases/o1',
      '/admin/dashboard',
      '/admin/users',
      '/admin/artworks',
      '/admin/transactions',
      '/admin/transactions/t1',
      '/admin/analytics',
    ];
    for (const path of spec) expect(served(path), path).toBe(true);
  });

  it('routes info slugs before the dynamic profile routes', () => {
    const onboard = allRoutes().find((r) => r.path === '/artists/onboard');
    expect(onboard && 'page' in onboard ? onboard.page : null).toBe('InfoPage');
  });

  it('has no dead footer or sidebar link', () => {
    for (const group of FOOTER_GROUPS)
      for (const link of group.links) expect(served(link.to), link.to).toBe(true);
    for (const items of Object.values(SIDEBARS))
      for (const item of items) expect(served(item.to), item.to).toBe(true);
  });

  it('has four footer groups: platform, support, legal, company', () => {
    expect(FOOTER_GROUPS.map((g) => g.title)).toEqual([
      'footer.platform',
      'footer.support',
      'footer.legal',
      'footer.company',
    ]);
  });
});
