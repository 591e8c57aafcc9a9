import { defineOperation, notFound } from '@konstvagg/lambda-kit';
import { getArtistRecord } from '../profiles/load-profiles.ts';
import { publicWorksOf } from './artist-works.ts';
import { profileIdSchema } from './get-artist.ts';
import { artistStatsSchema } from '@konstvagg/contracts';

/** GET /artists/{id}/stats: public figures of an artist's work on the platform. */
export const artistStats = defineOperation({
  response: artistStatsSchema,
  params: profileIdSchema,
  async run({ params }) {
    if (!(await getArtistRecord(params.id))) throw notFound('error.artist_not_found');
    const works = await publicWorksOf(params.id);
    const hanging = works.filter((w) => w.venue_id && ['exhibited', 'reserved', 'sold'].includes(w.status));
    return {
      body: {
        artwork_count: works.length,
        available_count: works.filter((w) => w.status === 'available' || w.status === 'exhibited').length,
        on_display_count: works.filter((w) => w.status === 'exhibited' || w.status === 'reserved').length,
        sold_count: works.filter((w) => w.status === 'sold' || w.status === 'delivered').length,
        venue_count: new Set(hanging.map((w) => w.venue_id)).size,
        cities: [...new Set(hanging.map((w) => w.city).filter((c): c is string => Boolean(c)))].sort(),
        categories: [...new Set(works.map((w) => w.category))].sort(),
        styles: [...new Set(works.map((w) => w.style))].sort(),
      },
      headers: { 'Cache-Control': 'public, max-age=300' },
    };
  },
});
