import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { artworkResponseSchema, createArtworkBodySchema } from '@konstvagg/contracts';
import { eurosToCents, sizeCategoryFor } from '@konstvagg/rules';
import { keys, type ArtworkRecord } from '@konstvagg/domain';
import { defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { artistOfCaller } from '../profiles/caller-profile.ts';
import { imagesFromInput, indexChanges, ownerView } from './own-artwork.ts';

/**
 * POST /artworks: a new work of the calling artist, as a draft (private until approved). The size
 * band follows from the longer side; the commission defaults to the profile's.
 */
export const createArtwork = defineOperation({
  status: 201,
  response: artworkResponseSchema,
  body: createArtworkBodySchema,
  async run({ body, caller }) {
    const artist = await artistOfCaller(caller);
    const images = imagesFromInput(body.images, artist.id);
    const at = nowIso();
    const record: ArtworkRecord = {
      entity: 'artwork',
      id: randomUUID(),
      title: body.title,
      description: body.description ?? '',
      category: body.category,
      style: body.style,
      price_cents: eurosToCents(body.price),
      width_cm: body.width_cm,
      height_cm: body.height_cm,
      depth_cm: body.depth_cm ?? null,
      size_category: sizeCategoryFor(body.width_cm, body.height_cm),
      status: 'draft',
      venue_commission: body.venue_commission ?? artist.default_venue_commission,
      artist_id: artist.id,
      artist_name: artist.artist_name,
      images,
      venue_id: null,
      venue_name: null,
      city: artist.city ?? null,
      year: body.year ?? null,
      medium: body.technique ?? null,
      submitted_at: null,
      rejection_reason: null,
      approved_at: null,
      created_at: at,
      updated_at: at,
      version: 1,
    };
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.artwork(record.id), ...indexChanges(record).set, ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { status: 201, body: { artwork: ownerView(record) }, headers: { 'Cache-Control': 'no-store' } };
  },
});
