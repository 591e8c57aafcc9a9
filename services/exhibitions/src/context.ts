import * as z from 'zod';
import type { ExhibitionView } from '@konstvagg/contracts';
import type { ArtistRecord, ArtworkRecord, ExhibitionRecord, VenueRecord } from '@konstvagg/domain';
import { AppError, notFound, type Caller, type OperationResult } from '@konstvagg/lambda-kit';
import type { Actor } from './commit.ts';
import type { MailContext } from './notify.ts';
import { getItem, ownExhibition, type Party } from './store.ts';
import { keys } from '@konstvagg/domain';
import { partsOf, toExhibitionView, type Side } from './view.ts';

export const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const noStore = { 'Cache-Control': 'no-store' };

/** One exhibition with its artwork, artist and venue, as its caller sees it. */
export interface Context extends MailContext {
  party: Party;
  side: Side;
  actor: Actor;
}

export async function loadContext(caller: Caller | null, id: string): Promise<Context> {
  const { party, side, exhibition } = await ownExhibition(caller, id);
  const [artwork, artist, venue] = await Promise.all([
    getItem<ArtworkRecord>(keys.artwork(exhibition.artwork_id)),
    getItem<ArtistRecord>(keys.artist(exhibition.artist_id)),
    getItem<VenueRecord>(keys.venue(exhibition.venue_id)),
  ]);
  if (!artwork) throw notFound('error.artwork_not_found');
  if (!venue) throw notFound('error.venue_not_found');
  const name = side === 'artist' ? (artist?.artist_name ?? null) : side === 'venue' ? venue.venue_name : null;
  return {
    party,
    side,
    exhibition,
    artwork,
    artist,
    venue,
    actor: { role: side, userId: party.userId, name },
  };
}

/** Only this side may take the step: the other party (or an admin) gets 403. */
export function requireSide(ctx: Context, ...sides: ('artist' | 'venue')[]): void {
  if (!(sides as string[]).includes(ctx.side))
    throw new AppError(403, 'forbidden', 'error.exhibition_wrong_party');
}

export function viewOf(ctx: Context, exhibition: ExhibitionRecord, artwork?: ArtworkRecord): ExhibitionView {
  return toExhibitionView(exhibition, partsOf(artwork ?? ctx.artwork, ctx.artist, ctx.venue), ctx.side);
}

export const answer = (view: ExhibitionView, status = 200): OperationResult<ExhibitionView> => ({
  status,
  body: view,
  headers: noStore,
});
