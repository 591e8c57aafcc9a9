import { describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import { keys, type ArtworkRecord } from '@konstvagg/domain';
import {
  changedArtworks,
  invalidationFor,
  invalidationPaths,
  type TableChange,
} from './page-invalidation.ts';

const work = (over: Partial<ArtworkRecord> = {}): ArtworkRecord => ({
  entity: 'artwork',
  id: 'art-1',
  title: 'Kajen i gryning',
  description: 'Olja på duk.',
  category: 'painting',
  style: 'landscape',
  price_cents: 360_000,
  width_cm: 50,
  height_cm: 70,
  size_category: 'M',
  status: 'exhibited',
  venue_commission: 10,
  artist_id: 'artist-1',
  artist_name: 'Anna Andersson',
  images: [],
  venue_id: 'venue-1',
  venue_name: 'Café Kajen',
  city: 'Stockholm',
  year: 2025,
  medium: 'Olja',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  version: 3,
  ...over,
});

const image = (r: object) => marshall(r, { removeUndefinedValues: true });

function modify(before: ArtworkRecord | null, after: ArtworkRecord | null, eventID = 'e1'): TableChange {
  const id = (after ?? before)!.id;
  return {
    eventID,
    eventName: before && after ? 'MODIFY' : after ? 'INSERT' : 'REMOVE',
    dynamodb: {
      Keys: marshall(keys.artwork(id)),
      ...(before ? { OldImage: image({ ...keys.artwork(id), ...before }) } : {}),
      ...(after ? { NewImage: image({ ...keys.artwork(id), ...after }) } : {}),
    },
  };
}

describe('which artwork pages a batch of table changes makes stale', () => {
  it('a change to what a public page shows: the price, the status, where it hangs', () => {
    expect(changedArtworks([modify(work(), work({ price_cents: 400_000 }))])).toEqual(['art-1']);
    expect(changedArtworks([modify(work(), work({ status: 'reserved' }))])).toEqual(['art-1']);
    expect(changedArtworks([modify(work(), work({ venue_id: null, venue_name: null }))])).toEqual(['art-1']);
  });

  it('a work that becomes public or stops being public (approved, withdrawn, its artist suspended, deleted)', () => {
    expect(
      changedArtworks([modify(work({ status: 'pending_review' }), work({ status: 'available' }))]),
    ).toEqual(['art-1']);
    expect(changedArtworks([modify(work(), work({ status: 'unavailable' }))])).toEqual(['art-1']);
    expect(changedArtworks([modify(work(), work({ hidden_reason: 'artist_suspended' }))])).toEqual(['art-1']);
    expect(changedArtworks([modify(work(), null)])).toEqual(['art-1']);
  });

  it('not a write that changes nothing shown: a new version and time stamp, a draft edited, a review note', () => {
    expect(
      changedArtworks([modify(work(), work({ version: 4, updated_at: '2026-11-02T10:00:00.000Z' }))]),
    ).toEqual([]);
    expect(
      changedArtworks([modify(work({ status: 'draft' }), work({ status: 'draft', title: 'Ny titel' }))]),
    ).toEqual([]);
    expect(
      changedArtworks([
        modify(
          work({ status: 'pending_review' }),
          work({ status: 'draft', rejection_reason: 'Bilden är suddig.' }),
        ),
      ]),
    ).toEqual([]);
    expect(changedArtworks([modify(null, work({ status: 'draft' }))])).toEqual([]);
  });

  it('only artwork items count, each work once', () => {
    const notArtwork: TableChange = {
      eventID: 'x',
      dynamodb: {
        Keys: marshall(keys.venue('venue-1')),
        NewImage: image({ ...keys.venue('venue-1'), entity: 'venue', name: 'Nytt namn' }),
      },
    };
    const other = work({ id: 'art-2' });
    expect(
      changedArtworks([
        notArtwork,
        modify(work(), work({ price_cents: 1 })),
        modify(work({ price_cents: 1 }), work({ price_cents: 2 })),
        modify(other, { ...other, title: 'Annan' }),
      ]),
    ).toEqual(['art-1', 'art-2']);
  });
});

describe('the invalidation for a batch', () => {
  it("is the changed work's page and the list, in every variant, with a reference fixed by the batch", () => {
    const batch = [modify(work(), work({ status: 'sold' }), 'ev-1'), modify(work(), work(), 'ev-2')];
    const first = invalidationFor(batch)!;
    expect(first.paths).toEqual(['/artworks/art-1*', '/artworks', '/artworks?*']);
    expect(first.artworkIds).toEqual(['art-1']);
    // The same batch delivered again asks with the same reference: CloudFront makes no second one.
    expect(invalidationFor(batch)!.callerReference).toBe(first.callerReference);
    const next = invalidationFor([modify(work(), work({ status: 'sold' }), 'ev-3')])!;
    expect(next.callerReference).not.toBe(first.callerReference);
    expect(first.callerReference.length).toBeLessThanOrEqual(128);
  });

  it('is one path over every artwork page once a batch changed more than five works (wildcards in progress are limited)', () => {
    expect(invalidationPaths(['a', 'b', 'c', 'd', 'e'])).toHaveLength(7);
    expect(invalidationPaths(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['/artworks*']);
  });

  it('is nothing when no public page changed', () => {
    expect(invalidationFor([])).toBeNull();
    expect(invalidationFor([modify(work(), work({ version: 9 }))])).toBeNull();
  });
});
