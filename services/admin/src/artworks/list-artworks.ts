import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  adminArtworksQuerySchema,
  adminArtworksResponseSchema,
  PUBLIC_ARTWORK_STATUSES,
  SOLD_ARTWORK_STATUSES,
  type AdminArtwork,
  type AdminArtworksQuery,
} from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import {
  foldText,
  isPublicArtwork,
  queries,
  queryInput,
  toOwnerArtworkView,
  type ArtworkRecord,
  upToSortKey,
  type KeyQuery,
} from '@konstvagg/domain';
import { decodeCursor, defineOperation, encodeCursor, invalidCursor, sortKeyIn } from '@konstvagg/lambda-kit';
import { countQuery, documentClient, queryAll, tableName } from '@konstvagg/lambda-kit/ports/store';

const PUBLIC: ReadonlySet<string> = new Set(PUBLIC_ARTWORK_STATUSES);

const TAKEN: ReadonlySet<string> = new Set<string>(['reserved', ...SOLD_ARTWORK_STATUSES]);

/**
 * Why POST /admin/artworks/{id}/unpublish refuses the work, or null when it accepts it (available
 * and not promised to a venue; docs/decisions.md, Unpublishing): the list shows it, the route answers it.
 */
export function unpublishRefusal(r: ArtworkRecord): AdminArtwork['unpublish_refusal'] {
  if (TAKEN.has(r.status)) return 'taken';
  if (r.status === 'exhibited' || r.exhibition_id) return 'at_venue';
  if (r.status !== 'available') return 'not_public';
  return null;
}

export function toAdminArtwork(r: ArtworkRecord): AdminArtwork {
  return {
    ...toOwnerArtworkView(r),
    is_public: isPublicArtwork(r),
    hidden: Boolean(r.hidden_reason),
    can_unpublish: unpublishRefusal(r) === null,
    unpublish_refusal: unpublishRefusal(r),
  };
}

/** `q` in code (title or artist name, accents and case folded); the rest as filter expressions. */
export function artworkMatcher(query: Pick<AdminArtworksQuery, 'q'>) {
  const needle = foldText(query.q ?? '');
  return (r: ArtworkRecord) =>
    !needle || foldText(r.title).includes(needle) || foldText(r.artist_name ?? '').includes(needle);
}

interface Source {
  list: KeyQuery;
}

/**
 * The lists that hold the asked works, each newest first by the same kind of sort key: one
 * artist's works (GSI4), or the public and the unlisted list (GSI1; together every work once).
 * A status that only unlisted works can have reads the unlisted list alone.
 */
function sourcesOf(query: AdminArtworksQuery): Source[] {
  if (query.artist) return [{ list: queries.artworksOfArtist(query.artist) }];
  const status = query.status && query.status !== 'all' ? query.status : null;
  const unlisted = { list: queries.unlistedArtworks() };
  if (status && !PUBLIC.has(status)) return [unlisted];
  return [{ list: queries.publicArtworks('created_at') }, unlisted];
}

function filterOf(query: AdminArtworksQuery) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (query.status && query.status !== 'all') {
    parts.push('#fstatus = :fstatus');
    names['#fstatus'] = 'status';
    values[':fstatus'] = query.status;
  }
  if (query.category) {
    parts.push('#fcategory = :fcategory');
    names['#fcategory'] = 'category';
    values[':fcategory'] = query.category;
  }
  return parts.length ? { filter: parts.join(' AND '), names, values } : undefined;
}

/**
 * One list newest first, from just below `after` (a sort key already shown) on, until it has one
 * matching work more than the page or ends.
 */
async function readSource(
  source: Source,
  query: AdminArtworksQuery,
  limit: number,
  after: string | null,
  keep: (r: ArtworkRecord) => boolean,
): Promise<(ArtworkRecord & Record<string, unknown>)[]> {
  const list = after ? upToSortKey(source.list, after) : source.list;
  const input = { TableName: tableName(), ...queryInput(list, filterOf(query)), ScanIndexForward: false };
  const found: (ArtworkRecord & Record<string, unknown>)[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...input, Limit: 100, ExclusiveStartKey: start }),
    );
    for (const item of (page.Items ?? []) as (ArtworkRecord & Record<string, unknown>)[])
      if (sortKeyIn(source.list, item) !== after && keep(item)) found.push(item);
    start = page.LastEvaluatedKey;
  } while (start && found.length <= limit);
  return found;
}

/** Counts the matching works of every list: server-side counts unless `q` needs the text. */
async function countAll(sources: Source[], query: AdminArtworksQuery, keep: (r: ArtworkRecord) => boolean) {
  const counts = await Promise.all(
    sources.map(async ({ list }) => {
      const input = { TableName: tableName(), ...queryInput(list, filterOf(query)) };
      if (!query.q) return countQuery(input);
      const names = { ...input.ExpressionAttributeNames, '#ptitle': 'title', '#partist': 'artist_name' };
      const items = await queryAll<ArtworkRecord>({
        ...input,
        ExpressionAttributeNames: names,
        ProjectionExpression: '#ptitle, #partist',
      });
      return items.filter(keep).length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

const CURSOR_SHAPE = { mode: 'string', after: 'string' } as const;

/**
 * GET /admin/artworks?status&q&category&artist&cursor&limit (docs/api.md, Admin console): every
 * work newest first, merged from the lists that can hold it (sourcesOf), never a table scan. The
 * cursor is the sort key of the last work shown; the next page reads each list from below it.
 * The moderation queue (oldest first, with ages) is its own list: reviewQueue.
 */
export const adminArtworks = defineOperation({
  response: adminArtworksResponseSchema,
  query: adminArtworksQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const mode = query.artist ? 'artist' : 'all';
    let after: string | null = null;
    if (query.cursor) {
      const fields = decodeCursor(query.cursor, CURSOR_SHAPE);
      if (!fields || fields.mode !== mode) throw invalidCursor();
      after = String(fields.after);
    }
    const sources = sourcesOf(query);
    const keep = artworkMatcher(query);
    const [lists, total] = await Promise.all([
      Promise.all(sources.map((s) => readSource(s, query, limit, after, keep))),
      countAll(sources, query, keep),
    ]);
    const merged = lists
      .flatMap((items, i) => items.map((item) => ({ item, sk: sortKeyIn(sources[i]!.list, item) })))
      .sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0));
    const shown = merged.slice(0, limit);
    const hasMore = merged.length > limit;
    const last = shown[shown.length - 1];
    return {
      body: {
        artworks: shown.map(({ item }) => toAdminArtwork(item)),
        pagination: {
          limit,
          total,
          hasMore,
          nextCursor: hasMore && last ? encodeCursor({ mode, after: last.sk }) : null,
        },
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});
