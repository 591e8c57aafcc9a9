import * as z from 'zod';
import { MAX_CURSOR_LENGTH, userText } from '@konstvagg/contracts';
import type { Artist } from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import { canonicalCity, foldText, queries } from '@konstvagg/domain';
import { limitSchema } from '../query-params.ts';
import { invalidCursor, defineOperation } from '@konstvagg/lambda-kit';
import { toArtistView } from '../profiles/artist-view.ts';
import { allArtists, pageOf } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { artistListResponseSchema } from '@konstvagg/contracts';

const artistListQuerySchema = z.object({
  city: userText({ min: 1, max: 60 }).optional(),
  verified: z.enum(['true', 'false']).optional(),
  q: userText({ max: 100 }).optional(),
  limit: limitSchema(100),
  cursor: z.string().max(MAX_CURSOR_LENGTH).optional(),
});

/** GET /artists: artists with public work, newest first; filters city, verified and free text on name and bio. */
export const listArtists = defineOperation({
  response: artistListResponseSchema,
  query: artistListQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const city = query.city ? canonicalCity(query.city) : undefined;
    const needle = query.q ? foldText(query.q) : undefined;
    const filtered = (await allArtists()).filter(
      (a) =>
        (!city || canonicalCity(a.city ?? '') === city) &&
        (query.verified === undefined || a.is_verified === (query.verified === 'true')) &&
        (!needle || foldText(`${a.artist_name} ${a.first_name} ${a.last_name} ${a.bio}`).includes(needle)),
    );
    // Only artists with at least one public work are listed: a new account with nothing to show is not.
    const counted = await Promise.all(
      filtered.map(async (a) => ({ a, count: await countPublicArtworks(queries.artworksOfArtist(a.id)) })),
    );
    const matching = counted.filter((x) => x.count > 0);
    const paged = pageOf(matching, limit, query.cursor);
    if (paged === 'invalid') throw invalidCursor();
    const artists: Artist[] = paged.page.map((x) => toArtistView(x.a, x.count));
    return {
      body: {
        artists,
        pagination: {
          limit,
          total: matching.length,
          hasMore: paged.nextCursor !== null,
          nextCursor: paged.nextCursor,
        },
      },
      headers: { 'Cache-Control': 'public, max-age=60' },
    };
  },
});
