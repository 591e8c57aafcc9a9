import * as z from 'zod';
import { pageQuery, userText } from '@konstvagg/contracts';
import type { Artist } from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import { canonicalCity, foldText, queries } from '@konstvagg/domain';
import { defineOperation, pageByOffset } from '@konstvagg/lambda-kit';
import { toArtistView } from '../profiles/artist-view.ts';
import { allArtists } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { artistListResponseSchema } from '@konstvagg/contracts';

const artistListQuerySchema = z.object({
  city: userText({ min: 1, max: 60 }).optional(),
  verified: z.enum(['true', 'false']).optional(),
  q: userText({ max: 100 }).optional(),
  ...pageQuery,
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
    const { items, pagination } = pageByOffset(matching, { limit, cursor: query.cursor });
    const artists: Artist[] = items.map((x) => toArtistView(x.a, x.count));
    return {
      body: { artists, pagination },
      headers: { 'Cache-Control': 'public, max-age=60' },
    };
  },
});
