import type { ExhibitionAction, ExhibitionView } from '@konstvagg/contracts';
import {
  keys,
  toExhibitionView as toExhibitionViewBase,
  type ArtistRecord,
  type ArtworkRecord,
  type ExhibitionRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { getItems } from './store.ts';

export type Side = 'artist' | 'venue' | 'admin';

/**
 * What the caller may do with an exhibition now (ExhibitionView.actions). The same rules guard the
 * writes: an action listed here is one the API accepts from this caller in this state.
 */
function actionsFor(e: ExhibitionRecord, side: Side): ExhibitionAction[] {
  if (side === 'admin') return [];
  const asked = e.requested_by === side;
  switch (e.status) {
    case 'requested':
      return asked ? ['cancel'] : ['accept', 'reject'];
    case 'accepted':
      return [...(side === 'artist' ? (['ship'] as const) : []), ...(asked ? (['cancel'] as const) : [])];
    case 'shipped':
      return side === 'venue' ? ['confirm_arrival', 'report_damage'] : ['report_damage'];
    case 'on_display':
      return side === 'venue'
        ? ['validate_pickup', 'report_damage', 'request_return']
        : ['report_damage', 'request_return'];
    case 'sold':
      return side === 'venue' ? ['validate_pickup'] : [];
    case 'return_requested':
      return side === 'artist' ? ['confirm_return'] : [];
    default:
      return [];
  }
}

/** The artwork, artist and venue of each exhibition, read in batches. */
export interface Parts {
  artworks: Map<string, ArtworkRecord>;
  artists: Map<string, ArtistRecord>;
  venues: Map<string, VenueRecord>;
}

export async function loadParts(list: readonly ExhibitionRecord[]): Promise<Parts> {
  const [artworks, artists, venues] = await Promise.all([
    getItems<ArtworkRecord>(list.map((e) => keys.artwork(e.artwork_id))),
    getItems<ArtistRecord>(list.map((e) => keys.artist(e.artist_id))),
    getItems<VenueRecord>(list.map((e) => keys.venue(e.venue_id))),
  ]);
  return {
    artworks: new Map(artworks.map((a) => [a.id, a])),
    artists: new Map(artists.map((a) => [a.id, a])),
    venues: new Map(venues.map((v) => [v.id, v])),
  };
}

export function partsOf(artwork: ArtworkRecord, artist: ArtistRecord | undefined, venue: VenueRecord): Parts {
  return {
    artworks: new Map([[artwork.id, artwork]]),
    artists: new Map(artist ? [[artist.id, artist]] : []),
    venues: new Map([[venue.id, venue]]),
  };
}

/**
 * A stored exhibition as the API shows it to `side`: the shared mapping (shared/domain
 * exhibition-view.ts, which the venue dashboard uses too) plus what this caller may do now.
 */
export function toExhibitionView(e: ExhibitionRecord, parts: Parts, side: Side): ExhibitionView {
  return {
    ...toExhibitionViewBase(e, {
      artwork: parts.artworks.get(e.artwork_id),
      artist: parts.artists.get(e.artist_id),
      venue: parts.venues.get(e.venue_id),
    }),
    actions: actionsFor(e, side),
  };
}
