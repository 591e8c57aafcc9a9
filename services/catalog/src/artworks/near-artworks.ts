import * as z from 'zod';
import {
  type Artwork,
  artworkListQuerySchema,
  nearArtworksResponseSchema,
  pageCursor,
  pageLimit,
} from '@konstvagg/contracts';
import { eurosToCents, HOME_FEATURED_ARTWORKS, HOME_NEARBY_RADIUS_KM } from '@konstvagg/rules';
import {
  GEO_CELL_PRECISION,
  geohashCellsCovering,
  haversineKm,
  queries,
  queryInput,
  type ArtworkRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { defineOperation, pageByOffset } from '@konstvagg/lambda-kit';
import { queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';
import { toArtworkView } from './artwork-view.ts';
import { localPricer, readRates } from './local-price.ts';

const coordinate = (min: number, max: number) =>
  z.preprocess(
    (raw) => (raw === undefined || raw === '' ? undefined : Number(raw)),
    z.number().finite().min(min).max(max).optional(),
  );

/** The list filters that make sense near a point, plus the point and radius (lat, lng and radius, or latitude and longitude as the home page sends them). */
const nearQuerySchema = z
  .object({
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    radius: z.preprocess(
      (raw) => (raw === undefined || raw === '' ? undefined : Number(raw)),
      z.number().finite().min(0.1).max(50).optional(),
    ),
    category: artworkListQuerySchema.shape.category,
    style: artworkListQuerySchema.shape.style,
    size_category: artworkListQuerySchema.shape.size_category,
    status: artworkListQuerySchema.shape.status,
    min_price: artworkListQuerySchema.shape.min_price,
    max_price: artworkListQuerySchema.shape.max_price,
    limit: pageLimit(50),
    cursor: pageCursor,
  })
  .refine((q) => (q.lat ?? q.latitude) !== undefined, {
    path: ['lat'],
    params: { key: 'validation.required' },
  })
  .refine((q) => (q.lng ?? q.longitude) !== undefined, {
    path: ['lng'],
    params: { key: 'validation.required' },
  });

/**
 * GET /artworks/near: works hanging within `radius` km (default 5, at most 50) of a point, nearest
 * first, `limit` (at most 50) a page. Venues are found through the geohash cells around the point,
 * then by exact distance.
 */
export const nearArtworks = defineOperation({
  response: nearArtworksResponseSchema,
  query: nearQuerySchema,
  async run({ query }) {
    const centre = { lat: (query.lat ?? query.latitude)!, lng: (query.lng ?? query.longitude)! };
    const radius = query.radius ?? HOME_NEARBY_RADIUS_KM;
    const limit = query.limit ?? HOME_FEATURED_ARTWORKS;

    const rates = readRates();
    const cells = geohashCellsCovering(centre, radius, GEO_CELL_PRECISION);
    const venues = (
      await Promise.all(
        cells.map((cell) =>
          queryAll<VenueRecord>({
            TableName: tableName(),
            ...queryInput(queries.venuesInCell(cell)),
          }),
        ),
      )
    )
      .flat()
      .map((v) => ({ venue: v, distance: haversineKm(centre, { lat: v.latitude, lng: v.longitude }) }))
      .filter((x) => x.distance <= radius && !x.venue.suspended_at);

    const statuses = query.status ?? ['exhibited', 'available'];
    const min = query.min_price === undefined ? undefined : eurosToCents(query.min_price);
    const max = query.max_price === undefined ? undefined : eurosToCents(query.max_price);
    const keep = (a: ArtworkRecord) =>
      !a.hidden_reason &&
      (statuses as readonly string[]).includes(a.status) &&
      (!query.category || query.category.includes(a.category)) &&
      (!query.style || query.style.includes(a.style)) &&
      (!query.size_category || query.size_category.includes(a.size_category)) &&
      (min === undefined || a.price_cents >= min) &&
      (max === undefined || a.price_cents <= max);

    const found = (
      await Promise.all(
        venues.map(async ({ venue, distance }) =>
          (
            await queryAll<ArtworkRecord>({
              TableName: tableName(),
              ...queryInput(queries.artworksAtVenue(venue.id)),
            })
          )
            .filter(keep)
            .map((a) => ({ artwork: a, distance })),
        ),
      )
    )
      .flat()
      .sort((x, y) => x.distance - y.distance || y.artwork.created_at.localeCompare(x.artwork.created_at));

    // The venues are read already: their countries give each work's market.
    const localPrice = localPricer(
      await rates,
      new Map(venues.map(({ venue }) => [venue.id, venue.country])),
    );
    const { items, pagination } = pageByOffset(found, { limit, cursor: query.cursor });
    const artworks: (Artwork & { distance_km: number })[] = items.map((x) => ({
      ...toArtworkView(x.artwork, localPrice(x.artwork)),
      distance_km: Math.round(x.distance * 100) / 100,
    }));
    return {
      body: { artworks, pagination, center: centre, radius_km: radius },
      headers: { 'Cache-Control': 'public, max-age=60' },
    };
  },
});
