import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  keys,
  queries,
  queryInput,
  type ArtistRecord,
  type ArtworkRecord,
  type ExhibitionRecord,
  type KeyQuery,
  type UserRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { AppError, notFound, type Caller } from '@konstvagg/lambda-kit';
import { documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

/** Reads of the exhibitions service: items by key, several at once, and the caller's profile. */

type Key = { PK: string; SK: string };

export async function getItem<T>(key: Key): Promise<T | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** Items by key (duplicates and missing ones dropped), in batches of 100, retrying what DynamoDB leaves unprocessed. */
export async function getItems<T>(itemKeys: readonly Key[]): Promise<T[]> {
  const unique = [...new Map(itemKeys.map((k) => [`${k.PK}|${k.SK}`, k])).values()];
  const found: T[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Record<string, unknown>[] | undefined = unique.slice(i, i + 100);
    for (let attempt = 0; pending?.length && attempt < 5; attempt++) {
      const out = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      found.push(...((out.Responses?.[tableName()] ?? []) as T[]));
      pending = out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

export async function loadExhibition(id: string): Promise<ExhibitionRecord> {
  const exhibition = await getItem<ExhibitionRecord>(keys.exhibition(id));
  if (!exhibition) throw notFound('error.exhibition_not_found');
  return exhibition;
}

export async function loadArtwork(id: string): Promise<ArtworkRecord | undefined> {
  return getItem<ArtworkRecord>(keys.artwork(id));
}

async function profileOfCaller<T>(caller: Caller, kind: 'artist' | 'venue'): Promise<T> {
  const { Items } = await documentClient().send(
    new QueryCommand({ TableName: tableName(), ...queryInput(queries.profileOfUser(caller.userId, kind)) }),
  );
  const profile = Items?.[0] as T | undefined;
  if (!profile) throw new AppError(403, 'forbidden', `error.${kind}_profile_missing`);
  return profile;
}

/** Who the caller is in the exhibitions: their artist or venue profile, or an admin (reads only). */
export type Party =
  | { role: 'artist'; artist: ArtistRecord; userId: string }
  | { role: 'venue'; venue: VenueRecord; userId: string }
  | { role: 'admin'; userId: string };

export async function partyOfCaller(caller: Caller | null): Promise<Party> {
  if (!caller) throw new AppError(401, 'unauthorized', 'error.unauthorized');
  if (caller.role === 'artist')
    return {
      role: 'artist',
      artist: await profileOfCaller<ArtistRecord>(caller, 'artist'),
      userId: caller.userId,
    };
  if (caller.role === 'venue')
    return {
      role: 'venue',
      venue: await profileOfCaller<VenueRecord>(caller, 'venue'),
      userId: caller.userId,
    };
  if (caller.role === 'admin') return { role: 'admin', userId: caller.userId };
  throw new AppError(403, 'forbidden', 'error.forbidden');
}

/** The caller's side of an exhibition, or null when it is not theirs (admins read every one). */
export function sideOf(party: Party, e: ExhibitionRecord): 'artist' | 'venue' | 'admin' | null {
  if (party.role === 'admin') return 'admin';
  if (party.role === 'artist') return party.artist.id === e.artist_id ? 'artist' : null;
  return party.venue.id === e.venue_id ? 'venue' : null;
}

/** The exhibition as its artist or venue may act on it: 404 for anyone else (it is not theirs to know of). */
export async function ownExhibition(
  caller: Caller | null,
  id: string,
): Promise<{ party: Party; side: 'artist' | 'venue' | 'admin'; exhibition: ExhibitionRecord }> {
  const party = await partyOfCaller(caller);
  const exhibition = await loadExhibition(id);
  const side = sideOf(party, exhibition);
  if (!side) throw notFound('error.exhibition_not_found');
  return { party, side, exhibition };
}

/**
 * Every exhibition of one list (queries.exhibitionsAtVenue, queries.exhibitionsOfArtist), newest
 * first: the lists' counts per status need them all.
 */
export async function exhibitionsOf(list: KeyQuery) {
  return queryAll<ExhibitionRecord>({
    TableName: tableName(),
    ...queryInput(list),
    ScanIndexForward: false,
  });
}

/** The people to mail: an artist's or a venue's account (email, language, first name). */
export async function accountOf(
  profile: { user_id: string | null } | undefined,
): Promise<UserRecord | undefined> {
  return profile?.user_id ? getItem<UserRecord>(keys.user(profile.user_id)) : undefined;
}

export async function adminAccounts(): Promise<UserRecord[]> {
  return queryAll<UserRecord>({ TableName: tableName(), ...queryInput(queries.usersByRole('admin')) });
}
