/**
 * The remotes' real routes modules, for the shell's tests: what the deployed shell loads at runtime
 * through Module Federation, imported directly. A test helper only: the shell's own code never
 * imports a remote.
 */
import type { ComponentType } from 'react';
import type { RemoteName, RemoteRoutes } from '@konstvagg/ui';
import type { RemoteLoaders } from '../remotes/load-remote.ts';
import { routes as admin } from '../../../admin/src/routes.ts';
import { routes as artist } from '../../../artist/src/routes.ts';
import { routes as marketplace } from '../../../marketplace/src/routes.ts';
import { routes as venue } from '../../../venue/src/routes.ts';

export const SITE_REMOTES: Record<RemoteName, RemoteRoutes> = { marketplace, artist, venue, admin };

/** A remote's real routes, with each page replaced by an h1 naming the remote and page (or by `pages`). */
export function fakeRemote(
  remote: RemoteName,
  pages: Record<string, ComponentType> = {},
): () => Promise<{ routes: RemoteRoutes }> {
  const real = SITE_REMOTES[remote];
  const named = Object.fromEntries(
    Object.keys(real.pages).map((page) => [page, () => <h1>{`${remote}:${page}`}</h1>]),
  );
  return async () => ({ routes: { ...real, pages: { ...named, ...pages } } });
}

/** Fake remotes: every page renders an h1 naming the remote and page, so a test sees which page the shell chose. */
export function fakeLoaders(overrides: Partial<RemoteLoaders> = {}): RemoteLoaders {
  return {
    marketplace: fakeRemote('marketplace'),
    artist: fakeRemote('artist'),
    venue: fakeRemote('venue'),
    admin: fakeRemote('admin'),
    ...overrides,
  };
}
