import type { ExhibitionStatus } from '@konstvagg/contracts/vocabulary';
import type { ExhibitionView } from '@konstvagg/contracts';
import type { BadgeTone } from '@konstvagg/ui';

/** The badge tone of each exhibition status, on the exhibitions page and the dashboard. */
export const STATUS_TONE: Record<ExhibitionStatus, BadgeTone> = {
  requested: 'warning',
  accepted: 'accent',
  shipped: 'accent',
  on_display: 'success',
  sold: 'success',
  collected: 'neutral',
  damaged: 'danger',
  return_requested: 'warning',
  returned: 'neutral',
  rejected: 'neutral',
  cancelled: 'neutral',
};

/** The exhibitions page's tabs, in order. */
export const TABS = ['requests', 'shipments', 'display', 'returns', 'history'] as const;
export type Tab = (typeof TABS)[number];

/**
 * Which tab an exhibition belongs in, by status: open requests; accepted and shipped works on their
 * way; works on the wall (and sold ones waiting for their buyer); returns and damage; closed ones.
 */
export const TAB_OF: Record<ExhibitionStatus, Tab> = {
  requested: 'requests',
  accepted: 'shipments',
  shipped: 'shipments',
  on_display: 'display',
  sold: 'display',
  return_requested: 'returns',
  damaged: 'returns',
  rejected: 'history',
  cancelled: 'history',
  returned: 'history',
  collected: 'history',
};

export function isTab(value: string | null): value is Tab {
  return (TABS as readonly string[]).includes(value ?? '');
}

/** Items per tab, counted from the server's per-status counts when it sent them, else from the list. */
export function tabCounts(
  items: readonly ExhibitionView[],
  counts?: Partial<Record<ExhibitionStatus, number>>,
): Record<Tab, number> {
  const out: Record<Tab, number> = { requests: 0, shipments: 0, display: 0, returns: 0, history: 0 };
  if (counts && Object.keys(counts).length > 0) {
    for (const [status, n] of Object.entries(counts))
      if (status in TAB_OF) out[TAB_OF[status as ExhibitionStatus]] += n ?? 0;
    return out;
  }
  for (const item of items) out[TAB_OF[item.status]] += 1;
  return out;
}

/** Requests split by who asked: incoming ones the venue answers, outgoing ones it may cancel. */
export function splitRequests(items: readonly ExhibitionView[]): {
  incoming: ExhibitionView[];
  outgoing: ExhibitionView[];
} {
  const requests = items.filter((i) => i.status === 'requested');
  return {
    incoming: requests.filter((i) => i.requested_by === 'artist'),
    outgoing: requests.filter((i) => i.requested_by === 'venue'),
  };
}

/** Statuses in which a work and this venue are still tied (a new request would be refused). */
const OPEN: readonly ExhibitionStatus[] = [
  'requested',
  'accepted',
  'shipped',
  'on_display',
  'sold',
  'return_requested',
];

/** The venue's open exhibition for each artwork, so browse and favourites can say why not twice. */
export function openByArtwork(items: readonly ExhibitionView[]): Map<string, ExhibitionView> {
  const map = new Map<string, ExhibitionView>();
  for (const item of items) if (OPEN.includes(item.status)) map.set(item.artwork.id, item);
  return map;
}

/** The actions this page offers, in the order the buttons show; others (artist-only) are ignored. */
const VENUE_ACTIONS = [
  'accept',
  'reject',
  'cancel',
  'confirm_arrival',
  'validate_pickup',
  'request_return',
  'report_damage',
] as const;
export type VenueAction = (typeof VENUE_ACTIONS)[number];

export function venueActions(view: Pick<ExhibitionView, 'actions'>): VenueAction[] {
  return VENUE_ACTIONS.filter((a) => view.actions.includes(a));
}

export const MAX_DAMAGE_PHOTOS = 5;
export const DAMAGE_MIN = 10;
export const DAMAGE_MAX = 1000;

/** The damage report's problem, if any: the description's length, or too many photos. */
export function damageProblem(description: string, photos: number): 'short' | 'long' | 'photos' | null {
  const n = description.trim().length;
  if (n < DAMAGE_MIN) return 'short';
  if (n > DAMAGE_MAX) return 'long';
  if (photos > MAX_DAMAGE_PHOTOS) return 'photos';
  return null;
}
