import * as z from 'zod';
import { queries } from '@konstvagg/domain';
import { defineOperation, notFound } from '@konstvagg/lambda-kit';
import { toArtistView } from '../profiles/artist-view.ts';
import { getArtistRecord } from '../profiles/load-profiles.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { artistResponseSchema } from '@konstvagg/contracts';

export const profileIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** GET /artists/{id}. */
export const getArtist = defineOperation({
  response: artistResponseSchema,
  params: profileIdSchema,
  async run({ params }) {
    const artist = await getArtistRecord(params.id);
    if (!artist) throw notFound('error.artist_not_found');
    const count = await countPublicArtworks(queries.artworksOfArtist(artist.id));
    return {
      body: { artist: toArtistView(artist, count) },
      headers: { 'Cache-Control': 'public, max-age=600' },
    };
  },
});
