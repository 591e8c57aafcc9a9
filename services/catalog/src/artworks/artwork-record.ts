import { PUBLIC_ARTWORK_STATUSES } from '@konstvagg/contracts';

export type { ArtworkRecord } from '@konstvagg/domain';
export const PUBLIC_ARTWORK_STATUSES_SET: ReadonlySet<string> = new Set(PUBLIC_ARTWORK_STATUSES);
