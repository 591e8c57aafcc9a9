import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { venueMeResponseSchema, venueUpdateSchema } from '@konstvagg/contracts';
import {
  canonicalCity,
  keys,
  queries,
  queryInput,
  venueIndexKeys,
  venuePosition,
  venueUploadPrefix,
  type ArtworkRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { badRequest, conflict, defineOperation, forbidden, now, nowIso } from '@konstvagg/lambda-kit';
import { mediaUrl } from '@konstvagg/lambda-kit/ports/files';
import {
  documentClient,
  isConditionalCheckFailed,
  queryAll,
  tableName,
} from '@konstvagg/lambda-kit/ports/store';
import { venueOfCaller } from '../profiles/caller-profile.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { toStoredOpeningHours, toVenueMeView } from './me-view.ts';

async function myVenueView(venue: VenueRecord) {
  return toVenueMeView(venue, await countPublicArtworks(queries.artworksAtVenue(venue.id)), now());
}

/** GET /venues/me: the caller's own venue profile, with its private fields. */
export const myVenueProfile = defineOperation({
  response: venueMeResponseSchema,
  async run({ caller }) {
    const venue = await venueOfCaller(caller);
    return {
      body: { venue: await myVenueView(venue) },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});

/**
 * Each image must be one the venue already shows (kept, reordered) or its own upload below its
 * prefix (venueUploadPrefix), named by its field: a seeded or earlier gallery can be rearranged.
 */
function checkOwnImages(venue: VenueRecord, body: z.output<typeof venueUpdateSchema>): void {
  const own = mediaUrl(venueUploadPrefix(venue.id));
  const kept = new Set([
    ...(venue.gallery_images ?? []),
    ...(venue.profile_image_url ? [venue.profile_image_url] : []),
  ]);
  const mine = (url: string) => url.startsWith(own) || kept.has(url);
  const fields: Record<string, string> = {};
  body.gallery_images?.forEach((url, i) => {
    if (!mine(url)) fields[`gallery_images.${i}`] = 'validation.image_not_yours';
  });
  if (body.gallery_images && new Set(body.gallery_images).size !== body.gallery_images.length)
    fields.gallery_images ??= 'validation.duplicate_image';
  if (body.profile_image_url && !mine(body.profile_image_url))
    fields.profile_image_url = 'validation.image_not_yours';
  if (Object.keys(fields).length) throw badRequest(fields);
}

/**
 * PUT /venues/{id}: the caller's own venue only (another venue's is a 403: profiles are public, so
 * there is nothing to hide). One conditional write on the version read (or sent): the fields, the
 * position and the GEO index keys move together, so near-me finds the venue where its pin now is.
 */
export const updateVenueProfile = defineOperation({
  response: venueMeResponseSchema,
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  body: venueUpdateSchema,
  async run({ params, body, caller }) {
    const venue = await venueOfCaller(caller);
    if (venue.id !== params.id) throw forbidden();
    if (body.version !== undefined && body.version !== venue.version) throw conflict('error.venue_stale');
    checkOwnImages(venue, body);

    const fields: Partial<VenueRecord> = {};
    if (body.venue_name !== undefined) fields.venue_name = body.venue_name;
    if (body.venue_type !== undefined) fields.venue_type = body.venue_type;
    if (body.description !== undefined) fields.description = body.description;
    if (body.address !== undefined) fields.address = body.address;
    if (body.postal_code !== undefined) fields.postal_code = body.postal_code;
    if (body.city !== undefined) fields.city = canonicalCity(body.city);
    if (body.opening_hours !== undefined) fields.opening_hours = toStoredOpeningHours(body.opening_hours);
    if (body.gallery_images !== undefined) fields.gallery_images = body.gallery_images;
    if (body.profile_image_url !== undefined) fields.profile_image_url = body.profile_image_url;
    if (body.phone !== undefined) fields.phone = body.phone;
    if (body.email !== undefined) fields.email = body.email;
    if (body.website !== undefined) fields.website = body.website;
    if (body.accepts_commission_only !== undefined)
      fields.accepts_commission_only = body.accepts_commission_only;

    // The pin: both set, or both null (removed); the schema refuses one without the other.
    let geoKeys: Record<string, string> | null | undefined;
    if (body.latitude !== undefined && body.longitude !== undefined) {
      const position = venuePosition(
        body.latitude !== null && body.longitude !== null
          ? { lat: body.latitude, lng: body.longitude }
          : null,
      );
      Object.assign(fields, position);
      const index = venueIndexKeys({ ...venue, ...position });
      geoKeys = index.GSI1PK ? { GSI1PK: index.GSI1PK, GSI1SK: index.GSI1SK! } : null;
    }

    const names: Record<string, string> = { '#version': 'version', '#user': 'user_id' };
    const values: Record<string, unknown> = {
      ':version': venue.version,
      ':user': venue.user_id,
      ':one': 1,
    };
    const sets = Object.entries({ ...fields, ...(geoKeys ?? {}), updated_at: nowIso() }).map(
      ([attr, value], i) => {
        names[`#f${i}`] = attr;
        values[`:f${i}`] = value;
        return `#f${i} = :f${i}`;
      },
    );
    let update = `SET ${sets.join(', ')}, #version = #version + :one`;
    if (geoKeys === null) {
      names['#g1pk'] = 'GSI1PK';
      names['#g1sk'] = 'GSI1SK';
      update += ' REMOVE #g1pk, #g1sk';
    }
    let saved: VenueRecord;
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.venue(venue.id),
          UpdateExpression: update,
          ConditionExpression: '#version = :version AND #user = :user',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      saved = Attributes as VenueRecord;
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw conflict('error.venue_stale');
      throw err;
    }
    if (saved.venue_name !== venue.venue_name || saved.city !== venue.city) await relabelWorks(saved);
    return { body: { venue: await myVenueView(saved) }, headers: { 'Cache-Control': 'no-store' } };
  },
});

/**
 * The venue's name and city on the works that hang there (a display copy for cards and lists; the
 * works' status and version are not touched). Each only while the work still hangs at this venue.
 */
async function relabelWorks(venue: VenueRecord): Promise<void> {
  const works = await queryAll<ArtworkRecord>({
    TableName: tableName(),
    ...queryInput(queries.artworksAtVenue(venue.id)),
  });
  for (const work of works) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.artwork(work.id),
          UpdateExpression: 'SET venue_name = :name, city = :city',
          ConditionExpression: 'attribute_exists(PK) AND venue_id = :venue',
          ExpressionAttributeValues: { ':name': venue.venue_name, ':city': venue.city, ':venue': venue.id },
        }),
      );
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
    }
  }
}
