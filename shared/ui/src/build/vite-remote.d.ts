// Types for vite-remote.js.
import type { UserConfigFnPromise } from 'vite';
import type { FederatedRemote } from './federation.js';

export declare function remoteViteConfig(
  name: FederatedRemote,
  options?: {
    /**
     * The remote's first-visit pages (and its exposed routes module), relative to its root: what
     * two of them need goes into one chunk, what one needs into one chunk beside it
     * (first-visit-chunk.js).
     */
    firstVisitPages?: string[];
  },
): UserConfigFnPromise;
