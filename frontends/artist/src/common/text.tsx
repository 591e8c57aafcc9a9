import { remoteText } from '@konstvagg/ui';
import type { ArtistMessageKey } from '../messages/index.ts';

/** This remote's messages by key (useT), and the kit's load states in its words. */
export const { useT, LoadError, LoadingLines } = remoteText<ArtistMessageKey>({
  retry: 'common.retry',
  loading: 'common.loading',
});
