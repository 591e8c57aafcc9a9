import {
  emptyExhibitionCounts,
  EXHIBITION_LIMITS,
  exhibitionListQuerySchema,
  exhibitionListResponseSchema,
  exhibitionRequestsQuerySchema,
  exhibitionRequestsResponseSchema,
  exhibitionSchema,
} from '@konstvagg/contracts';
import { queries, type ExhibitionRecord, type KeyQuery } from '@konstvagg/domain';
import { AppError, defineOperation, pageBySortKey, type Caller } from '@konstvagg/lambda-kit';
import { answer, idParams, noStore } from '../context.ts';
import { exhibitionsOf, loadExhibition, partyOfCaller, sideOf, type Party } from '../store.ts';
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

interface ListPage {
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * One page of the caller's exhibitions (read whole: the counts per status need them all; the page
 * is cut from them, exact, with a cursor bound to the caller's list), in the caller's view.
 */
async function viewPage(list: KeyQuery, chosen: ExhibitionRecord[], side: Side, query: ListPage) {
  const { items, pagination } = pageBySortKey(chosen, {
    list,
    limit: query.limit ?? EXHIBITION_LIMITS.listLimitDefault,
    cursor: query.cursor,
  });
  return { items: await views(items, side), pagination };
}

/** The caller's own list: its venue's or its artist's exhibitions; another role is refused. */
function listOfParty(party: Party, kind: 'venue' | 'artist'): KeyQuery {
  if (kind === 'venue' && party.role === 'venue') return queries.exhibitionsAtVenue(party.venue.id);
  if (kind === 'artist' && party.role === 'artist') return queries.exhibitionsOfArtist(party.artist.id);
  throw new AppError(403, 'forbidden', 'error.forbidden');
}

/**
 * GET /venues/me/exhibition-requests?direction=incoming|outgoing&limit&cursor: the venue's open
 * requests (status requested), newest first: incoming are the artists' proposals, outgoing its own asks.
 */
export const venueExhibitionRequests = defineOperation({
  response: exhibitionRequestsResponseSchema,
  query: exhibitionRequestsQuerySchema,
  async run({ query, caller }) {
    const list = listOfParty(await partyOfCaller(caller), 'venue');
    const wanted =
      query.direction === 'incoming' ? 'artist' : query.direction === 'outgoing' ? 'venue' : null;
    const open = (await exhibitionsOf(list)).filter(
      (e) => e.status === 'requested' && (!wanted || e.requested_by === wanted),
    );
    const page = await viewPage(list, open, 'venue', query);
    return { body: { requests: page.items, pagination: page.pagination }, headers: noStore };
  },
});

async function listOf(
  caller: Caller | null,
  kind: 'venue' | 'artist',
  query: ListPage & { status?: ExhibitionRecord['status'] | undefined },
) {
  const list = listOfParty(await partyOfCaller(caller), kind);
  const all = await exhibitionsOf(list);
  const counts = emptyExhibitionCounts();
  for (const e of all) counts[e.status] += 1;
  const chosen = all.filter((e) => !query.status || e.status === query.status);
  const page = await viewPage(list, chosen, kind, query);
  return { body: { exhibitions: page.items, counts, pagination: page.pagination }, headers: noStore };
}

/**
 * GET /venues/me/exhibitions?status&limit&cursor: the venue's exhibitions newest first, with the
 * count in each status.
 */
export const venueExhibitions = defineOperation({
  response: exhibitionListResponseSchema,
  query: exhibitionListQuerySchema,
  run: ({ query, caller }) => listOf(caller, 'venue', query),
});

/**
 * GET /artists/me/exhibitions?status&limit&cursor: the artist's exhibitions newest first, with the
 * count in each status.
 */
export const artistExhibitions = defineOperation({
  response: exhibitionListResponseSchema,
  query: exhibitionListQuerySchema,
  run: ({ query, caller }) => listOf(caller, 'artist', query),
});
