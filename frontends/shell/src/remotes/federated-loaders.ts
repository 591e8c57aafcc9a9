import type { RemoteLoaders } from './load-remote.ts';

/** The remotes through Module Federation: each import() becomes a runtime load via the remote's manifest. */
export const federatedLoaders: RemoteLoaders = {
  marketplace: () => import('marketplace/pages'),
  artist: () => import('artist/pages'),
  venue: () => import('venue/pages'),
  admin: () => import('admin/pages'),
};
