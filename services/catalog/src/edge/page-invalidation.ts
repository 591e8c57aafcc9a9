import { createHash } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isPublicArtwork, keys, toArtworkView, type ArtworkRecord } from '@konstvagg/domain';

/**
 * Which server-rendered pages a batch of table changes makes stale (docs/decisions.md
 * "Server-rendered QR landing page", edge caching). The QR landing page `/artworks/{id}` and the
 * list `/artworks` are kept at the edge for a minute; both show only what the public artwork view
 * shows (title, price, venue, status, pictures), and the view is built from the artwork item alone
 * (the artist's and venue's names are copied onto it). So a change matters exactly when an
 * artwork's public view before and after differ: a work sold, reserved, priced anew, hung, hidden
 * or approved. Edits to a draft, a new version number or a moderation note do not.
 */

/** The slice of a DynamoDB stream record this reads (aws-lambda's DynamoDBRecord, and the local poller's). */
export interface TableChange {
  eventID?: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' | string;
  dynamodb?: {
    Keys?: Record<string, AttributeValue>;
    NewImage?: Record<string, AttributeValue>;
    OldImage?: Record<string, AttributeValue>;
  };
}

/** The partition-key prefix of artwork items (keys.artwork): the event source's filter, on AWS and locally. */
export const ARTWORK_KEY_PREFIX = keys.artwork('').PK;

/**
 * The paths of a batch: each changed work's page in every variant (`/artworks/{id}*`: its `?lang=`
 * copies), and the list in every variant (`/artworks` and `/artworks?*`: its filters are its query).
 * CloudFront allows at most 15 wildcard paths in progress at once, so a batch that changed more
 * than a few works drops every artwork page and list with one path instead (`/artworks*`); each
 * path is billed alike, whatever it matches.
 */
export const LIST_PATHS = ['/artworks', '/artworks?*'] as const;
export const ALL_ARTWORK_PAGES = '/artworks*';
export const MAX_WORKS_PER_INVALIDATION = 5;

export function invalidationPaths(artworkIds: readonly string[]): string[] {
  if (!artworkIds.length) return [];
  if (artworkIds.length > MAX_WORKS_PER_INVALIDATION) return [ALL_ARTWORK_PAGES];
  return [...artworkIds.map((id) => `/artworks/${id}*`), ...LIST_PATHS];
}

function publicView(image: Record<string, AttributeValue> | undefined): string | null {
  if (!image) return null;
  const item = unmarshall(image) as Partial<ArtworkRecord>;
  if (item.entity !== 'artwork') return null;
  const artwork = item as ArtworkRecord;
  if (!isPublicArtwork(artwork)) return null;
  // Every write stamps updated_at; alone, it changes nothing a page shows.
  const { updated_at: _stamp, ...shown } = toArtworkView(artwork);
  return JSON.stringify(shown);
}

/** The ids of the works whose public page changed in this batch, in first-seen order. */
export function changedArtworks(records: readonly TableChange[]): string[] {
  const ids = new Set<string>();
  for (const record of records) {
    const pk = record.dynamodb?.Keys?.PK?.S;
    if (!pk?.startsWith(ARTWORK_KEY_PREFIX)) continue;
    const before = publicView(record.dynamodb?.OldImage);
    const after = publicView(record.dynamodb?.NewImage);
    if (before !== after) ids.add(pk.slice(ARTWORK_KEY_PREFIX.length));
  }
  return [...ids];
}

export interface Invalidation {
  paths: string[];
  /**
   * The same for the same batch: a batch delivered again (the event source retries a failed one)
   * asks with the same reference, and CloudFront answers with the invalidation it already made
   * instead of making another. The stream's own dedupe key, so no idempotency table is needed.
   */
  callerReference: string;
  artworkIds: string[];
}

/** What to invalidate for a batch, or null when no public page changed. */
export function invalidationFor(records: readonly TableChange[]): Invalidation | null {
  const artworkIds = changedArtworks(records);
  if (!artworkIds.length) return null;
  const eventIds = records.map((r, i) => r.eventID ?? `#${i}`).join('\n');
  const callerReference = `konstvagg-${createHash('sha256').update(eventIds).digest('hex').slice(0, 40)}`;
  return { paths: invalidationPaths(artworkIds), callerReference, artworkIds };
}
