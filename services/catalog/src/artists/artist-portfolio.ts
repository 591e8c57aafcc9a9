import { defineOperation, notFound } from '@konstvagg/lambda-kit';
import { toArtworkView } from '../artworks/artwork-view.ts';
import { pricerFor, readRates } from '../artworks/local-price.ts';
import { toArtistView } from '../profiles/artist-view.ts';
import { getArtistRecord } from '../profiles/load-profiles.ts';
import { publicWorksOf } from './artist-works.ts';
import { profileIdSchema } from './get-artist.ts';
import { artistPortfolioResponseSchema } from '@konstvagg/contracts';

/**
 * GET /artists/{id}/portfolio: the artist with every public work, grouped for a profile page:
 * where their art hangs now, and the works by category.
 */
export const artistPortfolio = defineOperation({
  response: artistPortfolioResponseSchema,
  params: profileIdSchema,
  async run({ params }) {
    const rates = readRates();
    const artist = await getArtistRecord(params.id);
    if (!artist) throw notFound('error.artist_not_found');
    const works = await publicWorksOf(artist.id);
    const localPrice = await pricerFor(works, rates);
    const venues = new Map<
      string,
      { venue_id: string; venue_name: string; city: string; artwork_count: number }
    >();
    for (const w of works) {
      if (!w.venue_id || !['exhibited', 'reserved'].includes(w.status)) continue;
      const entry = venues.get(w.venue_id) ?? {
        venue_id: w.venue_id,
        venue_name: w.venue_name ?? '',
        city: w.city ?? '',
        artwork_count: 0,
      };
      entry.artwork_count++;
      venues.set(w.venue_id, entry);
    }
    return {
      body: {
        artist: toArtistView(artist, works.length),
        artworks: works.map((w) => toArtworkView(w, localPrice(w))),
        on_display_at: [...venues.values()].sort(
          (a, b) => b.artwork_count - a.artwork_count || a.venue_name.localeCompare(b.venue_name, 'sv'),
        ),
        by_category: {
          painting: works.filter((w) => w.category === 'painting').map((w) => w.id),
          photography: works.filter((w) => w.category === 'photography').map((w) => w.id),
        },
      },
      headers: { 'Cache-Control': 'public, max-age=300' },
    };
  },
});
