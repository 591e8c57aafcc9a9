import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  type ArtworkListQuery,
  artworkListQuerySchema,
  type ArtworkListResponse,
  artworkListResponseSchema,
  splitSort,
} from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE, eurosToCents } from '@konstvagg/rules';
import { canonicalCity, foldText, queries, queryInput, type ArtworkRecord } from '@konstvagg/domain';
import { invalidCursor, createTtlCache, defineOperation, sharedBody } from '@konstvagg/lambda-kit';
import { countQuery, documentClient, queryExactPage, tableName } from '@konstvagg/lambda-kit/ports/store';
import { toArtworkView } from './artwork-view.ts';
import { pricerFor, readRates } from './local-price.ts';

/** The key condition and filter for a listing query; shared by the page read and the count. */
function buildListQuery(q: ArtworkListQuery) {
  const { sortBy, sortOrder } = q.sort
    ? splitSort(q.sort)
    : { sortBy: q.sortBy ?? 'created_at', sortOrder: q.sortOrder ?? 'desc' };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const filters: string[] = [];

  const inList = (attr: string, list: readonly string[] | undefined) => {
    if (!list?.length) return;
    names[`#${attr}`] = attr;
    const placeholders = list.map((v, i) => {
      values[`:${attr}${i}`] = v;
      return `:${attr}${i}`;
    });
    filters.push(`#${attr} IN (${placeholders.join(', ')})`);
  };
  const equals = (attr: string, value: string | undefined) => {
    if (value === undefined) return;
    names[`#${attr}`] = attr;
    values[`:${attr}`] = value;
    filters.push(`#${attr} = :${attr}`);
  };

  inList('category', q.category);
  inList('style', q.style);
  inList('size_category', q.size_category);
  inList('status', q.status);
  equals('city', q.city === undefined ? undefined : canonicalCity(q.city));
  equals('venue_id', q.venue_id);
  equals('artist_id', q.artist_id);

  const min = q.min_price === undefined ? undefined : eurosToCents(q.min_price);
  const max = q.max_price === undefined ? undefined : eurosToCents(q.max_price);
  // Each sort field reads its own sparse list index (queries.publicArtworks). Sorting by price, the
  // range is part of the key condition, so DynamoDB reads only matching items.
  const list = queries.publicArtworks(sortBy, { min, max });
  if (!list.sk) {
    names['#price'] = 'price_cents';
    if (min !== undefined) {
      values[':min'] = min;
      filters.push('#price >= :min');
    }
    if (max !== undefined) {
      values[':max'] = max;
      filters.push('#price <= :max');
    }
  }
  if (!filters.some((f) => f.includes('#price'))) delete names['#price'];

  const input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Select'> = {
    TableName: tableName(),
    ...queryInput(list, { filter: filters.join(' AND ') || undefined, names, values }),
    ScanIndexForward: sortOrder === 'asc',
  };
  return { input, index: list.index!, partition: list.pk };
}

/** Free text matches title, artist name and medium, case- and accent-insensitively. */
function matchesText(r: ArtworkRecord, text: string | undefined): boolean {
  if (!text) return true;
  const needle = foldText(text);
  return [r.title, r.artist_name, r.medium ?? '', r.description ?? ''].some((s) =>
    foldText(s).includes(needle),
  );
}

/**
 * List answers are public and sent with `Cache-Control: public, max-age=30`; the container keeps
 * them for a few seconds too (CATALOG_LIST_CACHE_MS, default 5000; 0 turns it off), so a burst of
 * shoppers on the same page costs one read. In the second after those seconds a page is still
 * answered while one request reloads it, so under steady traffic nobody waits for the reload; a
 * page is never more than 6 s old here. Status changes show on the next reload; buying is still
 * decided by a conditional write, never by a cached list. (A longer stale window, 25 s, let one
 * shopper see for half a minute a work another had just bought; the e2e buying walks caught it.)
 */
const listCache = createTtlCache<ArtworkListResponse>({
  ttlMs: Number(process.env.CATALOG_LIST_CACHE_MS ?? 5_000),
  staleMs: 1_000,
  maxEntries: 500,
});

export { readPage as readArtworkPage };

export const listArtworks = defineOperation({
  response: artworkListResponseSchema,
  query: artworkListQuerySchema,
  async run({ query }) {
    // The page many shoppers get as it is: its JSON is written once (sharedBody).
    const body = await listCache.getOrLoad(JSON.stringify(query), async () =>
      sharedBody(await readPage(query)),
    );
    return { body, headers: { 'Cache-Control': 'public, max-age=30' } };
  },
});

async function readPage(query: ArtworkListQuery): Promise<ArtworkListResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const { input, index, partition } = buildListQuery(query);
  // The rates for the local prices, read once for the page, beside the page itself.
  const rates = readRates();
  const page = await queryExactPage<Record<string, unknown>>({
    input,
    index,
    partition,
    limit,
    cursor: query.cursor,
    keep: (item) => matchesText(item as unknown as ArtworkRecord, query.q),
  });
  if (page === 'invalid') throw invalidCursor();
  const works = page.items as unknown as ArtworkRecord[];
  // From the first page, a read that reached the end has seen every match: no second query needed.
  const [total, localPrice] = await Promise.all([
    page.reachedEnd && !query.cursor
      ? page.seen
      : query.q
        ? countWithText(input, query.q)
        : countQuery(input),
    pricerFor(works, rates),
  ]);
  return {
    artworks: works.map((w) => toArtworkView(w, localPrice(w))),
    pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor },
  };
}

async function countWithText(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Select'>,
  text: string,
): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    total += (page.Items ?? []).filter((i) => matchesText(i as ArtworkRecord, text)).length;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}
