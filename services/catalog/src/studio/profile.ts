import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { myArtistProfileResponseSchema, updateArtistProfileBodySchema } from '@konstvagg/contracts';
import { earlyAccessEndsAt, isEarlyAccessSeat, platformFeeBpsAt } from '@konstvagg/rules';
import { artworkUploadPrefix, canonicalCity, keys, queries, type ArtistRecord } from '@konstvagg/domain';
import { badRequest, conflict, defineOperation, forbidden, nowIso } from '@konstvagg/lambda-kit';
import { mediaUrl } from '@konstvagg/lambda-kit/ports/files';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { toArtistView } from '../profiles/artist-view.ts';
import { artistOfCaller } from '../profiles/caller-profile.ts';
import { countPublicArtworks } from '../profiles/public-counts.ts';
import { worksOfArtist } from './my-artworks.ts';

/** The platform fee in force for an artist now (@konstvagg/rules platformFeeBpsAt) and the early-access end. */
export function platformFeeOf(artist: ArtistRecord, at: string) {
  const bps = platformFeeBpsAt(artist, at);
  const seat = isEarlyAccessSeat(artist.early_access_seat) ? artist.early_access_seat : null;
  return {
    percent: bps / 100,
    bps,
    early_access_seat: seat,
    early_access_ends_at: seat ? earlyAccessEndsAt(artist.created_at) : null,
  };
}

async function myProfileView(artist: ArtistRecord) {
  return {
    ...toArtistView(artist, await countPublicArtworks(queries.artworksOfArtist(artist.id))),
    updated_at: artist.updated_at,
    platform_fee: platformFeeOf(artist, nowIso()),
  };
}

/** GET /artists/profile/me: the caller's own profile, with the fee in force. */
export const myArtistProfile = defineOperation({
  response: myArtistProfileResponseSchema,
  async run({ caller }) {
    const artist = await artistOfCaller(caller);
    return {
      body: { artist: await myProfileView(artist) },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});

/**
 * PUT /artists/{id}: the caller's own profile only (another artist's is a 403: profiles are public,
 * so there is nothing to hide). A new artist name is copied onto the artist's works, which carry
 * it for the lists.
 */
export const updateArtistProfile = defineOperation({
  response: myArtistProfileResponseSchema,
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  body: updateArtistProfileBodySchema,
  async run({ params, body, caller }) {
    const artist = await artistOfCaller(caller);
    if (artist.id !== params.id) throw forbidden();
    const fields: Partial<ArtistRecord> = {};
    if (body.artist_name !== undefined) fields.artist_name = body.artist_name;
    if (body.bio !== undefined) fields.bio = body.bio;
    if (body.location !== undefined) fields.location = body.location?.trim() || null;
    if (body.city !== undefined) fields.city = body.city ? canonicalCity(body.city) : null;
    if (body.website !== undefined) fields.website = body.website;
    if (body.instagram !== undefined) fields.instagram = body.instagram?.replace(/^@/, '') ?? null;
    if (body.default_venue_commission !== undefined)
      fields.default_venue_commission = body.default_venue_commission;
    if (body.profile_image_url !== undefined) {
      const own = mediaUrl(artworkUploadPrefix(artist.id));
      if (body.profile_image_url && !body.profile_image_url.startsWith(own))
        throw badRequest({ profile_image_url: 'validation.image_not_yours' });
      fields.profile_image_url = body.profile_image_url;
    }
    const at = nowIso();
    const names: Record<string, string> = { '#version': 'version', '#user': 'user_id' };
    const values: Record<string, unknown> = {
      ':version': artist.version,
      ':user': artist.user_id,
      ':one': 1,
    };
    const sets = Object.entries({ ...fields, updated_at: at }).map(([attr, value], i) => {
      names[`#f${i}`] = attr;
      values[`:f${i}`] = value;
      return `#f${i} = :f${i}`;
    });
    let saved: ArtistRecord;
    try {
      const { Attributes } = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.artist(artist.id),
          UpdateExpression: `SET ${sets.join(', ')}, #version = #version + :one`,
          ConditionExpression: '#version = :version AND #user = :user',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      saved = Attributes as ArtistRecord;
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw conflict();
      throw err;
    }
    if (fields.artist_name !== undefined && fields.artist_name !== artist.artist_name)
      await renameWorks(artist.id, fields.artist_name);
    return { body: { artist: await myProfileView(saved) }, headers: { 'Cache-Control': 'no-store' } };
  },
});

/** The artist's name on each of their works (a display copy; the status and version are not touched). */
async function renameWorks(artistId: string, name: string): Promise<void> {
  for (const work of await worksOfArtist(artistId)) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.artwork(work.id),
          UpdateExpression: 'SET artist_name = :name',
          ConditionExpression: 'attribute_exists(PK) AND artist_id = :artist',
          ExpressionAttributeValues: { ':name': name, ':artist': artistId },
        }),
      );
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
    }
  }
}
