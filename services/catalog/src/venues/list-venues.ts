import * as z from 'zod';
import { pageQuery, userText, type Venue, VENUE_TYPES, venueListResponseSchema } from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import { canonicalCity, foldText, queries } from '@konstvagg/domain';
import { defineOperation, now, pageByOffset } from '@konstvagg/lambda-kit';
import { allVenues } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { toVenueView } from '../profiles/venue-view.ts';

const csvTypes = z.preprocess(
  (raw) => {
    if (raw === undefined || raw === '') return undefined;
    const parts = String(raw)
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    return parts.length ? parts : undefined;
  },
  z.array(z.enum(VENUE_TYPES)).optional(),
);

/** GET /venues: newest first; filters type (comma list), city and free text. */
export const listVenues = defineOperation({
  response: venueListResponseSchema,
  query: z.object({
    type: csvTypes,
    venue_type: csvTypes,
    city: userText({ min: 1, max: 60 }).optional(),
    q: userText({ max: 100 }).optional(),
    ...pageQuery,
  }),
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const types = query.type ?? query.venue_type;
    const city = query.city ? canonicalCity(query.city) : undefined;
    const needle = query.q ? foldText(query.q) : undefined;
    const matching = (await allVenues()).filter(
      (v) =>
        (!types || types.includes(v.venue_type)) &&
        (!city || canonicalCity(v.city ?? '') === city) &&
        (!needle || foldText(`${v.venue_name} ${v.address} ${v.description}`).includes(needle)),
    );
    const { items, pagination } = pageByOffset(matching, { limit, cursor: query.cursor });
    const at = now();
    const venues: Venue[] = await Promise.all(
      items.map(async (v) => toVenueView(v, await countPublicArtworks(queries.artworksAtVenue(v.id)), at)),
    );
    return {
      body: { venues, pagination },
      headers: { 'Cache-Control': 'public, max-age=60' },
    };
  },
});
