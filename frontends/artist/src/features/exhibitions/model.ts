import type {
  ExhibitionAction,
  ExhibitionHistoryEntryView as ExhibitionHistoryEntry,
  ExhibitionView,
  Venue,
} from '@konstvagg/contracts';
import type { ExhibitionStatus } from '@konstvagg/contracts/vocabulary';
import {
  acceptRequest,
  cancelRequest,
  confirmReturn,
  rejectRequest,
  reportDamage,
  requestReturn,
  shipExhibition,
} from '@konstvagg/contracts/endpoints';
import type { CallInput, Endpoint } from '@konstvagg/ui';
import { hasMapPin } from '@konstvagg/rules';

/**
 * The artist's side of exhibitions (issue 11): the view the exhibitions API answers (the types of
 * `exhibitionSchema` in shared/contracts, imported as types only), and the
 * pure rules the page follows: which tab a status belongs to, what each tab counts, which actions
 * the page offers and the operation each calls. No React here, so the rules are unit-tested on their own (model.test.ts).
 */

// Type-only: browser code may not value-import @konstvagg/contracts (its zod schemas).
export type {
  ExhibitionAction,
  ExhibitionHistoryEntryView as ExhibitionHistoryEntry,
  ExhibitionView,
} from '@konstvagg/contracts';

/** The page's tabs, in order. */
export const EXHIBITION_TABS = ['requests', 'shipping', 'on_display', 'returns', 'history'] as const;
export type ExhibitionTab = (typeof EXHIBITION_TABS)[number];

/**
 * Which tab each status lives under. `shipped` stays with the shipments (on its way, the venue has
 * not scanned it yet); `sold` still hangs at the venue until the buyer collects it.
 */
const TAB_OF: Record<ExhibitionStatus, ExhibitionTab> = {
  requested: 'requests',
  accepted: 'shipping',
  shipped: 'shipping',
  on_display: 'on_display',
  sold: 'on_display',
  return_requested: 'returns',
  rejected: 'history',
  cancelled: 'history',
  collected: 'history',
  returned: 'history',
  damaged: 'history',
};

export function tabOf(status: ExhibitionStatus): ExhibitionTab {
  return TAB_OF[status];
}

/** The statuses one tab shows. */
export function statusesOf(tab: ExhibitionTab): ExhibitionStatus[] {
  return (Object.keys(TAB_OF) as ExhibitionStatus[]).filter((s) => TAB_OF[s] === tab);
}

/** Each tab's count, from the list's `counts` per status (statuses the server did not name count 0). */
export function tabCounts(counts: Partial<Record<string, number>>): Record<ExhibitionTab, number> {
  const out = Object.fromEntries(EXHIBITION_TABS.map((t) => [t, 0])) as Record<ExhibitionTab, number>;
  for (const [status, n] of Object.entries(counts)) {
    const tab = TAB_OF[status as ExhibitionStatus];
    if (tab && typeof n === 'number' && Number.isFinite(n)) out[tab] += n;
  }
  return out;
}

/** The tab to open: the one the address names, else the first with something in it, else requests. */
export function initialTab(asked: string | null, counts: Record<ExhibitionTab, number>): ExhibitionTab {
  if (asked && (EXHIBITION_TABS as readonly string[]).includes(asked)) return asked as ExhibitionTab;
  return EXHIBITION_TABS.find((t) => counts[t] > 0) ?? 'requests';
}

/** The items of one tab, in the order the server sent them (newest first). */
export function itemsOf(list: readonly ExhibitionView[], tab: ExhibitionTab): ExhibitionView[] {
  return list.filter((e) => TAB_OF[e.status] === tab);
}

/** Whether the artist asked (an outgoing proposal) or a venue asked her (incoming). */
export function direction(e: Pick<ExhibitionView, 'requested_by'>): 'incoming' | 'outgoing' {
  return e.requested_by === 'artist' ? 'outgoing' : 'incoming';
}

/** What an artist can be offered (the venue scans arrivals and pickups). */
export type ArtistAction = Exclude<ExhibitionAction, 'confirm_arrival' | 'validate_pickup'>;

/** The actions this page knows how to do, in the order the buttons stand. */
const ARTIST_ACTIONS: readonly ArtistAction[] = [
  'accept',
  'ship',
  'confirm_return',
  'request_return',
  'reject',
  'cancel',
  'report_damage',
];

/** The view's `actions` the page offers the artist (unknown names are left out, order fixed). */
export function artistActions(actions: readonly string[]): ArtistAction[] {
  return ARTIST_ACTIONS.filter((a) => actions.includes(a));
}

/** Actions that ask for something first (a reason, the tracking, a description) open a dialog. */
export function needsDialog(action: ExhibitionAction): boolean {
  return action !== 'accept' && action !== 'confirm_return';
}

/** The operations behind the artist's actions: each answers the exhibition as it is now. */
type ActionOperation =
  | 'acceptRequest'
  | 'rejectRequest'
  | 'cancelRequest'
  | 'shipExhibition'
  | 'requestReturn'
  | 'confirmReturn'
  | 'reportDamage';

/** What an action sends: its operation, the exhibition's id and the body. */
export type ActionRequest = {
  [N in ActionOperation]: { endpoint: Endpoint<N> } & CallInput<N>;
}[ActionOperation];

const request = <N extends ActionOperation>(endpoint: Endpoint<N>, input: CallInput<N>) =>
  ({ endpoint, ...input }) as ActionRequest;

/**
 * The API call behind each action (POST, `call(request.endpoint, request)`): the operation, the
 * exhibition's id and the body it sends, only what was filled in. A damage report names the photos
 * already uploaded to the bucket.
 */
export function actionRequest(
  id: string,
  action: ArtistAction,
  input: {
    reason?: string;
    carrier?: string;
    tracking?: string;
    description?: string;
    photoKeys?: string[];
  } = {},
): ActionRequest {
  const params = { id };
  const trimmed = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);
  const only = <T extends Record<string, string | undefined>>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<
      Record<keyof T, string>
    >;
  switch (action) {
    case 'accept':
      return request(acceptRequest, { params });
    case 'reject':
      return request(rejectRequest, { params, body: only({ reason: trimmed(input.reason) }) });
    case 'cancel':
      return request(cancelRequest, { params, body: only({ reason: trimmed(input.reason) }) });
    case 'ship':
      return request(shipExhibition, {
        params,
        body: only({ carrier: trimmed(input.carrier), tracking: trimmed(input.tracking) }),
      });
    case 'request_return':
      return request(requestReturn, { params, body: only({ reason: trimmed(input.reason) }) });
    case 'confirm_return':
      return request(confirmReturn, { params });
    case 'report_damage':
      return request(reportDamage, {
        params,
        body: { description: (input.description ?? '').trim(), photo_keys: input.photoKeys ?? [] },
      });
  }
}

/** The printable label of a work (PDF with its QR code), opened in a new tab. */
export function labelHref(artworkId: string): string {
  return `/api/v1/artworks/${encodeURIComponent(artworkId)}/label`;
}

/** Whether the label is worth printing now: from acceptance until the venue has scanned it. */
export function showsLabel(status: ExhibitionStatus): boolean {
  return status === 'accepted' || status === 'shipped';
}

/** The 409 codes of a proposal the page explains in its own words. */
const PROPOSAL_CONFLICTS = ['request_exists', 'artwork_unavailable'] as const;
export type ProposalConflict = (typeof PROPOSAL_CONFLICTS)[number];
export function proposalConflict(code: string | undefined): ProposalConflict | null {
  return (PROPOSAL_CONFLICTS as readonly string[]).includes(code ?? '') ? (code as ProposalConflict) : null;
}

/** A venue as the propose dialog lists and maps it (from GET /venues). */
export type VenueChoice = Pick<Venue, 'id' | 'venue_name' | 'city' | 'address' | 'latitude' | 'longitude'>;

/** The distinct cities of a venue list, sorted in the reader's language. */
export function citiesOf(venues: readonly Pick<VenueChoice, 'city'>[], locale: string): string[] {
  const seen = new Map<string, string>();
  for (const v of venues) {
    const city = v.city.trim();
    if (city && !seen.has(city.toLocaleLowerCase(locale))) seen.set(city.toLocaleLowerCase(locale), city);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, locale));
}

/** Venues with a usable pin (the map shows only these). */
export function mappable<T extends Pick<VenueChoice, 'latitude' | 'longitude'>>(venues: readonly T[]): T[] {
  return venues.filter(hasMapPin);
}

/** The newest history entry (the API sends history oldest first): the collapsed timeline shows it. */
export function latestEntry(history: readonly ExhibitionHistoryEntry[]): ExhibitionHistoryEntry | undefined {
  return history[history.length - 1];
}

/**
 * The reason worth showing under an item: a rejection, a cancellation or a damage description,
 * from the view's `reason`, else from the last history entry that carried a note.
 */
export function closingReason(e: Pick<ExhibitionView, 'status' | 'reason' | 'history'>): string | null {
  if (!['rejected', 'cancelled', 'damaged'].includes(e.status)) return null;
  if (e.reason && e.reason.trim()) return e.reason.trim();
  const last = [...e.history].reverse().find((h) => h.what === e.status && h.note && h.note.trim());
  return last?.note?.trim() ?? null;
}

/** Report-damage limits (the exhibitions contract: a description of 10–1000 characters, ≤ 5 photos). */
export const DAMAGE_LIMITS = { descriptionMin: 10, descriptionMax: 1000, photosMax: 5 } as const;
