import {
  emptyExhibitionCounts,
  EXHIBITION_LIMITS,
  exhibitionListQuerySchema,
  exhibitionListResponseSchema,
  exhibitionRequestsQuerySchema,
  exhibitionRequestsResponseSchema,
  exhibitionSchema,
} from '@konstvagg/contracts';
import type { ExhibitionRecord } from '@konstvagg/domain';
import { AppError, defineOperation, type Caller } from '@konstvagg/lambda-kit';
import { answer, idParams, noStore } from '../context.ts';
import { exhibitionsOf, loadExhibition, partyOfCaller, sideOf } from '../store.ts';
import { loadParts, toExhibitionView, type Side } from '../view.ts';
import { notFound } from '@konstvagg/lambda-kit';

async function views(list: ExhibitionRecord[], side: Side) {
  const parts = await loadParts(list);
  return list.map((e) => toExhibitionView(e, parts, side));
}

/** GET /exhibitions/{id}: its artist, its venue and admins read it; anyone else gets 404. */
export const getExhibition = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  async run({ params, caller }) {
    const party = await partyOfCaller(caller);
    const exhibition = await loadExhibition(params.id);
    const side = sideOf(party, exhibition);
    if (!side) throw notFound('error.exhibition_not_found');
    const [view] = await views([exhibition], side);
    return answer(view!);
  },
});

/**
 * GET /venues/me/exhibition-requests?direction=incoming|outgoing: the venue's open requests
 * (status requested), newest first: incoming are the artists' proposals, outgoing its own asks.
 */
export const venueExhibitionRequests = defineOperation({
  response: exhibitionRequestsResponseSchema,
  query: exhibitionRequestsQuerySchema,
  async run({ query, caller }) {
    const party = await partyOfCaller(caller);
    if (party.role !== 'venue') throw new AppError(403, 'forbidden', 'error.forbidden');
    const wanted =
      query.direction === 'incoming' ? 'artist' : query.direction === 'outgoing' ? 'venue' : null;
    const open = (await exhibitionsOf({ venueId: party.venue.id })).filter(
      (e) => e.status === 'requested' && (!wanted || e.requested_by === wanted),
    );
    return { body: { data: await views(open, 'venue') }, headers: noStore };
  },
});

async function listOf(
  caller: Caller | null,
  kind: 'venue' | 'artist',
  query: { status?: ExhibitionRecord['status']; limit?: number },
) {
  const party = await partyOfCaller(caller);
  let all: ExhibitionRecord[];
  if (kind === 'venue' && party.role === 'venue') all = await exhibitionsOf({ venueId: party.venue.id });
  else if (kind === 'artist' && party.role === 'artist')
    all = await exhibitionsOf({ artistId: party.artist.id });
  else throw new AppError(403, 'forbidden', 'error.forbidden');
  const counts = emptyExhibitionCounts();
  for (const e of all) counts[e.status] += 1;
  const chosen = all
    .filter((e) => !query.status || e.status === query.status)
    .slice(0, query.limit ?? EXHIBITION_LIMITS.listLimitDefault);
  return { body: { data: await views(chosen, kind), counts }, headers: noStore };
}

/** GET /venues/me/exhibitions?status&limit: the venue's exhibitions newest first, with the count in each status. */
export const venueExhibitions = defineOperation({
  response: exhibitionListResponseSchema,
  query: exhibitionListQuerySchema,
  run: ({ query, caller }) => listOf(caller, 'venue', query),
});

/** GET /artists/me/exhibitions?status&limit: the artist's exhibitions newest first, with the count in each status. */
export const artistExhibitions = defineOperation({
  response: exhibitionListResponseSchema,
  query: exhibitionListQuerySchema,
  run: ({ query, caller }) => listOf(caller, 'artist', query),
});
