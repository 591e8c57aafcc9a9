import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys, queries, queryInput, type ArtistRecord, type VenueRecord } from '@konstvagg/domain';
import { documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

/**
 * These readers serve the public pages: a profile whose account an admin has suspended is not
 * there (docs/decisions.md, Suspension).
 */
const listed = <T extends { suspended_at?: string | null }>(p: T | undefined) =>
  p && !p.suspended_at ? p : undefined;

export async function getArtistRecord(id: string): Promise<ArtistRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.artist(id) }),
  );
  return listed(Item as ArtistRecord | undefined);
}

export async function getVenueRecord(id: string): Promise<VenueRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.venue(id) }),
  );
  return listed(Item as VenueRecord | undefined);
}

/** Every artist or venue, newest first (GSI5). Profiles number in the hundreds, so one read serves list filters and totals. */
export async function allArtists(): Promise<ArtistRecord[]> {
  const all = await queryAll<ArtistRecord>({
    TableName: tableName(),
    ...queryInput(queries.artists()),
    ScanIndexForward: false,
  });
  return all.filter((a) => !a.suspended_at);
}

export async function allVenues(): Promise<VenueRecord[]> {
  const all = await queryAll<VenueRecord>({
    TableName: tableName(),
    ...queryInput(queries.venues()),
    ScanIndexForward: false,
  });
  return all.filter((v) => !v.suspended_at);
}
