import type { RemoteLoaders } from './load-remote.ts';

/** The remotes through Module Federation: each import() becomes a runtime load via the remote's manifest. */
export const federatedLoaders: RemoteLoaders = {
  marketplace: () => import('marketplace/routes'),
  artist: () => import('artist/routes'),
  venue: () => import('venue/routes'),
  admin: () => import('admin/routes'),
};
