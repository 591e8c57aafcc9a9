import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenPreferred } from '../ports.ts';

/**
 * A local stand-in for CloudFront's invalidation API: the REST-XML subset @aws-sdk/client-cloudfront
 * sends for CreateInvalidation, GetInvalidation and ListInvalidations (2020-05-31). What it invalidates is the local
 * gateway's edge cache (edge-cache.ts), through `onInvalidate`: locally, as on AWS, a page kept at the
 * edge is dropped when the edge-invalidation Lambda says its work changed.
 *
 * As CloudFront does: a path must start with `/` and may end with one `*` (nowhere else); at most
 * 3,000 paths; the same CallerReference with the same paths answers the invalidation made before
 * (nothing is invalidated twice), with other paths it is refused (409). An invalidation completes at
 * once here.
 */

export interface InvalidationRecord {
  id: string;
  distributionId: string;
  callerReference: string;
  paths: string[];
  createTime: string;
}

export interface CloudFrontStandinOptions {
  /** The distribution ids it answers for (anything else is NoSuchDistribution). */
  distributionIds: readonly string[];
  onInvalidate: (paths: readonly string[]) => void;
  now?: () => number;
  preferredPort?: number;
  log?: (line: string) => void;
}

export interface CloudFrontStandin {
  endpoint: string;
  port: number;
  invalidations(): InvalidationRecord[];
  stop(): Promise<void>;
}

const XMLNS = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';
const MAX_PATHS = 3000;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The batch in a CreateInvalidation body (the SDK's XML: InvalidationBatch > Paths > Items > Path, CallerReference). */
export function parseInvalidationBatch(xml: string): { callerReference: string; paths: string[] } {
  const batch = /<InvalidationBatch\b[^>]*>([\s\S]*)<\/InvalidationBatch>/.exec(xml)?.[1];
  if (batch === undefined) throw new ApiError(400, 'MalformedInput', 'The request has no InvalidationBatch.');
  const callerReference = /<CallerReference>([\s\S]*?)<\/CallerReference>/.exec(batch)?.[1];
  if (!callerReference) throw new ApiError(400, 'MissingArgument', 'CallerReference is required.');
  const paths = [...batch.matchAll(/<Path>([\s\S]*?)<\/Path>/g)].map((m) => unescapeXml(m[1]!));
  const quantity = Number(/<Quantity>(\d+)<\/Quantity>/.exec(batch)?.[1] ?? NaN);
  if (quantity !== paths.length)
    throw new ApiError(400, 'InconsistentQuantities', 'Paths.Quantity does not match the number of paths.');
  if (!paths.length) throw new ApiError(400, 'InvalidArgument', 'At least one path is required.');
  if (paths.length > MAX_PATHS)
    throw new ApiError(400, 'TooManyInvalidationsInProgress', `At most ${MAX_PATHS} paths per invalidation.`);
  for (const p of paths) {
    if (!p.startsWith('/') || p.slice(0, -1).includes('*'))
      throw new ApiError(
        400,
        'InvalidArgument',
        `Invalid path ${p}: a path starts with / and may end with one * (a wildcard anywhere else is not allowed).`,
      );
  }
  return { callerReference: unescapeXml(callerReference), paths };
}

/** Whether a cached request path (with its query) is covered by an invalidation path. */
export function pathMatches(invalidationPath: string, requestPath: string): boolean {
  return invalidationPath.endsWith('*')
    ? requestPath.startsWith(invalidationPath.slice(0, -1))
    : requestPath === invalidationPath;
}

function invalidationXml(r: InvalidationRecord): string {
  const items = r.paths.map((p) => `<Path>${escapeXml(p)}</Path>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<Invalidation xmlns="${XMLNS}"><Id>${r.id}</Id><Status>Completed</Status><CreateTime>${r.createTime}</CreateTime>` +
    `<InvalidationBatch><Paths><Quantity>${r.paths.length}</Quantity><Items>${items}</Items></Paths>` +
    `<CallerReference>${escapeXml(r.callerReference)}</CallerReference></InvalidationBatch></Invalidation>`
  );
}

function errorXml(e: ApiError): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse xmlns="${XMLNS}"><Error><Type>Sender</Type>` +
    `<Code>${e.code}</Code><Message>${escapeXml(e.message)}</Message></Error>` +
    `<RequestId>${randomBytes(8).toString('hex')}</RequestId></ErrorResponse>`
  );
}

export async function startCloudFrontStandin(opts: CloudFrontStandinOptions): Promise<CloudFrontStandin> {
  const now = opts.now ?? Date.now;
  const known = new Set(opts.distributionIds);
  const records: InvalidationRecord[] = [];
  const byReference = new Map<string, InvalidationRecord>();

  function create(distributionId: string, body: string): { status: number; record: InvalidationRecord } {
    const { callerReference, paths } = parseInvalidationBatch(body);
    const key = `${distributionId}\n${callerReference}`;
    const earlier = byReference.get(key);
    if (earlier) {
      if (earlier.paths.join('\n') !== paths.join('\n'))
        throw new ApiError(
          409,
          'InvalidationBatchAlreadyExists',
          `CallerReference ${callerReference} was already used with other paths.`,
        );
      return { status: 201, record: earlier };
    }
    const record: InvalidationRecord = {
      id: `I${randomBytes(10).toString('hex').toUpperCase()}`,
      distributionId,
      callerReference,
      paths,
      createTime: new Date(now()).toISOString(),
    };
    records.push(record);
    byReference.set(key, record);
    opts.onInvalidate(paths);
    opts.log?.(`invalidation ${record.id}: ${paths.join(' ')}`);
    return { status: 201, record };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, xml: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'text/xml',
          'x-amz-request-id': randomBytes(8).toString('hex'),
          ...headers,
        });
        res.end(xml);
      };
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const m = /^\/2020-05-31\/distribution\/([^/]+)\/invalidation(?:\/([^/]+))?$/.exec(url.pathname);
        if (!m) throw new ApiError(404, 'NotFound', `No such API: ${req.method} ${url.pathname}`);
        const distributionId = decodeURIComponent(m[1]!);
        if (!known.has(distributionId))
          throw new ApiError(
            404,
            'NoSuchDistribution',
            `The specified distribution does not exist: ${distributionId}`,
          );
        if (req.method === 'POST' && !m[2]) {
          const { status, record } = create(distributionId, Buffer.concat(chunks).toString('utf8'));
          const location = `${endpoint}/2020-05-31/distribution/${distributionId}/invalidation/${record.id}`;
          return send(status, invalidationXml(record), { location });
        }
        if (req.method === 'GET' && !m[2]) {
          // ListInvalidations, newest first (the whole list: a local distribution has few).
          const mine = records.filter((r) => r.distributionId === distributionId).reverse();
          const items = mine
            .map(
              (r) =>
                `<InvalidationSummary><Id>${r.id}</Id><CreateTime>${r.createTime}</CreateTime><Status>Completed</Status></InvalidationSummary>`,
            )
            .join('');
          return send(
            200,
            `<?xml version="1.0" encoding="UTF-8"?><InvalidationList xmlns="${XMLNS}"><Marker></Marker>` +
              `<MaxItems>${Math.max(100, mine.length)}</MaxItems><IsTruncated>false</IsTruncated>` +
              `<Quantity>${mine.length}</Quantity><Items>${items}</Items></InvalidationList>`,
          );
        }
        if (req.method === 'GET' && m[2]) {
          const record = records.find((r) => r.id === m[2] && r.distributionId === distributionId);
          if (!record)
            throw new ApiError(
              404,
              'NoSuchInvalidation',
              `The specified invalidation does not exist: ${m[2]}`,
            );
          return send(200, invalidationXml(record));
        }
        throw new ApiError(405, 'MethodNotAllowed', `${req.method} is not supported here.`);
      } catch (error) {
        const e = error instanceof ApiError ? error : new ApiError(500, 'InternalError', String(error));
        send(e.status, errorXml(e));
      }
    });
  });
  const port = await listenPreferred(server, opts.preferredPort);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    invalidations: () => records.map((r) => ({ ...r, paths: [...r.paths] })),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
