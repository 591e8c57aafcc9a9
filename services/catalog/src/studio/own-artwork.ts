import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ArtworkImage, ArtworkImageInput, ArtworkStatus } from '@konstvagg/contracts';
import {
  ARTWORK_LIFECYCLE,
  artworkIndexChanges,
  artworkUploadPrefix,
  keys,
  isTransitionConflict,
  type ArtistRecord,
  type ArtworkRecord,
  toOwnerArtworkView,
  type TransitionRequest,
} from '@konstvagg/domain';
import { AppError, badRequest, conflict, notFound, type Caller } from '@konstvagg/lambda-kit';
import { mediaUrl } from '@konstvagg/lambda-kit/ports/files';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { applyTransition } from '@konstvagg/lambda-kit/ports/transition';
import { artistOfCaller } from '../profiles/caller-profile.ts';

/**
 * The artist studio's shared steps: the caller's own artwork (another artist's is a 404, as if it
 * did not exist), the index keys an artwork must carry in its new state, and the two kinds of
 * write (a status change through the lifecycle table, or an edit that keeps the status), both
 * conditional on the version that was read.
 */
export async function ownArtwork(
  caller: Caller | null,
  id: string,
): Promise<{ artist: ArtistRecord; artwork: ArtworkRecord }> {
  const artist = await artistOfCaller(caller);
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.artwork(id), ConsistentRead: true }),
  );
  const artwork = Item as ArtworkRecord | undefined;
  if (!artwork || artwork.artist_id !== artist.id) throw notFound('error.artwork_not_found');
  return { artist, artwork };
}

/** The artwork as its own artist sees it: with the rejection reason and its place in the queue. */
export const ownerView = toOwnerArtworkView;

/** The GSI keys of the work's new state and the ones it must lose (shared/domain artworkIndexChanges). */
export const indexChanges = artworkIndexChanges;

/** A status change along the artwork lifecycle, with the fields and index keys of the new state. */
export async function moveArtwork(
  before: ArtworkRecord,
  to: ArtworkStatus,
  at: string,
  fields: Partial<ArtworkRecord> = {},
  from?: readonly ArtworkStatus[],
  condition?: TransitionRequest<ArtworkStatus>['condition'],
): Promise<ArtworkRecord> {
  const after: ArtworkRecord = { ...before, ...fields, status: to, updated_at: at };
  const index = indexChanges(after);
  const req: TransitionRequest<ArtworkStatus> = {
    lifecycle: ARTWORK_LIFECYCLE,
    key: keys.artwork(before.id),
    to,
    expectedVersion: before.version,
    at,
    ...(from ? { from } : {}),
    ...(condition ? { condition } : {}),
    set: { ...stripManaged(fields), ...index.set },
    remove: index.remove,
  };
  try {
    return await applyTransition<ArtworkStatus, ArtworkRecord>(req);
  } catch (err) {
    if (condition === NOT_PROMISED && isTransitionConflict(err) && err.reason === 'condition')
      throw promisedToVenue();
    throw asHttpConflict(err);
  }
}

/**
 * A write condition: the work is not promised to an exhibition. The exhibitions service sets
 * exhibition_id when a request is accepted and removes it (or sets it null) when the work is back.
 */
export const NOT_PROMISED = {
  expression: 'attribute_not_exists(#held) OR #held = :noExhibition',
  names: { '#held': 'exhibition_id' },
  values: { ':noExhibition': null },
};

/** 409: the work is on its way to (or on) a venue's wall; the exhibition must end first. */
export const promisedToVenue = () => new AppError(409, 'conflict', 'error.artwork_promised');

/** A lost race or a status that does not allow the move: 404 when the work is gone, else 409. */
function asHttpConflict(err: unknown): unknown {
  if (!isTransitionConflict(err)) return err;
  if (err.reason === 'missing') return notFound('error.artwork_not_found');
  if (err.reason === 'not_allowed' && err.current)
    return new AppError(409, 'conflict', 'error.artwork_wrong_status', undefined, undefined, {
      status: err.current.status,
    });
  return conflict();
}

function stripManaged(fields: Partial<ArtworkRecord>): Record<string, unknown> {
  const { status: _s, version: _v, updated_at: _u, ...rest } = fields;
  return rest;
}

/** An edit that keeps the status: conditional on the status and version that were read. */
export async function editArtwork(
  before: ArtworkRecord,
  fields: Partial<ArtworkRecord>,
  at: string,
): Promise<ArtworkRecord> {
  const after: ArtworkRecord = { ...before, ...fields, updated_at: at };
  const index = indexChanges(after);
  const set: Record<string, unknown> = { ...stripManaged(fields), ...index.set, updated_at: at };
  const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
  const values: Record<string, unknown> = { ':status': before.status, ':version': before.version, ':one': 1 };
  const assignments = Object.entries(set).map(([attr, value], i) => {
    names[`#f${i}`] = attr;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  assignments.push('#version = #version + :one');
  const removes = index.remove.map((attr, i) => {
    names[`#r${i}`] = attr;
    return `#r${i}`;
  });
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.artwork(before.id),
        UpdateExpression: `SET ${assignments.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(PK) AND #status = :status AND #version = :version',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as ArtworkRecord;
  } catch (err) {
    if (isConditionalCheckFailed(err)) throw conflict();
    throw err;
  }
}

/** `/media/artworks/uploads/<artistId>/<imageId>/...` -> `<imageId>`. */
function uploadedImageId(url: string, ownPrefix: string): string | null {
  if (!url.startsWith(ownPrefix)) return null;
  const id = url.slice(ownPrefix.length).split('/')[0] ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

/**
 * The images of an artwork from the form: each must be one of the artist's own uploads (below
 * their prefix) or already on this artwork; order kept, the first is the primary image.
 */
export function imagesFromInput(
  input: readonly ArtworkImageInput[],
  artistId: string,
  current: readonly ArtworkImage[] = [],
): ArtworkImage[] {
  const ownPrefix = mediaUrl(artworkUploadPrefix(artistId));
  const known = new Map(current.flatMap((img) => [[img.url, img] as const, [img.thumb_url, img] as const]));
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const images = input.map((img, i): ArtworkImage => {
    const existing = known.get(img.url);
    const id = existing?.id ?? uploadedImageId(img.url, ownPrefix);
    if (!id) fields[`images.${i}.url`] = 'validation.image_not_yours';
    const thumb = img.thumb_url ?? img.url;
    if (!known.has(thumb) && !uploadedImageId(thumb, ownPrefix))
      fields[`images.${i}.thumb_url`] = 'validation.image_not_yours';
    if (seen.has(img.url)) fields[`images.${i}.url`] = 'validation.invalid';
    seen.add(img.url);
    // Each responsive size is a file of the same upload, or one this image already had.
    const keptSizes = new Set((existing?.sizes ?? []).map((size) => size.url));
    (img.sizes ?? []).forEach((size, j) => {
      if (!keptSizes.has(size.url) && (!id || uploadedImageId(size.url, ownPrefix) !== id))
        fields[`images.${i}.sizes.${j}.url`] = 'validation.image_not_yours';
    });
    // Narrowest first, as srcset lists them (the schema has already dropped unknown keys).
    const sizes = img.sizes?.length ? [...img.sizes].sort((a, b) => a.width - b.width) : undefined;
    return {
      id: id ?? '',
      url: img.url,
      thumb_url: thumb,
      width: img.width,
      height: img.height,
      is_primary: i === 0,
      ...(sizes ? { sizes } : {}),
    };
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  return images;
}
