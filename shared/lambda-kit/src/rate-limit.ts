import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys, type RateCounterRecord } from '@konstvagg/domain';
import { now } from './clock.ts';
import { cameThroughCdn } from './origin.ts';
import { documentClient, isConditionalCheckFailed, tableName } from './ports/store.ts';

/**
 * Rate-limit counters in DynamoDB (used by the identity service's sign-in and mail limits and the
 * admin service's public forms), one item per subject and kind. A window starts with the first
 * attempt and lasts `windowMinutes`; an attempt is taken BEFORE the guarded action with one atomic,
 * conditional update ("add 1 while the window is open and not full", or "start a new window once
 * the old one has ended"), so concurrent requests can never slip past the limit. An attempt that
 * should not count (a successful sign-in) is given back. Each item carries a TTL.
 */
export interface Limit {
  /** What is counted, e.g. 'login-email', 'login-ip', 'mail-ip', 'form-contact'. */
  scope: string;
  /** Who: a normalized email or an IP address. */
  subject: string;
  max: number;
  windowMinutes: number;
}

export type Attempt = { ok: true; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

const names = { '#count': 'count' };

/** The item after the update, or null when the condition did not hold. */
async function conditionalUpdate(
  input: ConstructorParameters<typeof UpdateCommand>[0],
): Promise<Record<string, unknown> | null> {
  try {
    const out = await documentClient().send(new UpdateCommand({ ReturnValues: 'ALL_NEW', ...input }));
    return out.Attributes ?? {};
  } catch (err) {
    if (isConditionalCheckFailed(err)) return null;
    throw err;
  }
}

export async function takeAttempt(limit: Limit): Promise<Attempt> {
  const Key = keys.rateCounter(limit.scope, limit.subject);
  const TableName = tableName();
  for (let round = 0; round < 3; round++) {
    const at = now().getTime();
    // 1. The window is open and not full: count this attempt.
    const counted = await conditionalUpdate({
      TableName,
      Key,
      UpdateExpression: 'ADD #count :one',
      ConditionExpression: 'attribute_exists(#count) AND window_ends_ms > :now AND #count < :max',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':one': 1, ':now': at, ':max': limit.max },
    });
    if (counted) return attemptOf(limit, Number((counted as Partial<RateCounterRecord>).window_ends_ms));
    // 2. No window yet, or it has ended: start a new one with this attempt.
    const windowEnds = at + limit.windowMinutes * 60_000;
    const started = await conditionalUpdate({
      TableName,
      Key,
      UpdateExpression: 'SET entity = :entity, #count = :one, window_ends_ms = :end, expires_at_epoch = :ttl',
      ConditionExpression: 'attribute_not_exists(#count) OR window_ends_ms <= :now',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':entity': 'rate_counter',
        ':one': 1,
        ':end': windowEnds,
        ':ttl': Math.ceil(windowEnds / 1000) + 3600,
        ':now': at,
      },
    });
    if (started) return attemptOf(limit, windowEnds);
    // 3. Neither: the window is open and full (or another request just started one: try again).
    const { Item } = await documentClient().send(new GetCommand({ TableName, Key, ConsistentRead: true }));
    const counter = Item as RateCounterRecord | undefined;
    if (counter && counter.window_ends_ms > at && counter.count >= limit.max)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((counter.window_ends_ms - at) / 1000)) };
  }
  throw new Error(`Rate limit ${limit.scope}: the counter kept changing`);
}

function attemptOf(limit: Limit, windowEndsMs: number): Attempt {
  return {
    ok: true,
    release: async () => {
      await conditionalUpdate({
        TableName: tableName(),
        Key: keys.rateCounter(limit.scope, limit.subject),
        UpdateExpression: 'ADD #count :minus',
        ConditionExpression: '#count > :zero AND window_ends_ms = :end',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0, ':end': windowEndsMs },
      });
    },
  };
}

/**
 * Takes one attempt from every limit, in order; when one is full, the attempts already taken are
 * given back and the answer is that limit's wait.
 */
export async function takeAttempts(limits: readonly Limit[]): Promise<Attempt> {
  const taken: { release(): Promise<void> }[] = [];
  for (const limit of limits) {
    const attempt = await takeAttempt(limit);
    if (!attempt.ok) {
      await Promise.all(taken.map((t) => t.release()));
      return attempt;
    }
    taken.push(attempt);
  }
  return {
    ok: true,
    release: async () => {
      await Promise.all(taken.map((t) => t.release()));
    },
  };
}

/** Clears a subject's counter (a password reset lifts the account's sign-in lock). */
export async function resetCounter(limit: Limit): Promise<void> {
  await conditionalUpdate({
    TableName: tableName(),
    Key: keys.rateCounter(limit.scope, limit.subject),
    UpdateExpression: 'SET #count = :zero',
    ConditionExpression: 'attribute_exists(#count)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':zero': 0 },
  });
}

/** API Gateway's event, as far as the client's address goes. */
interface EventWithAddress {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}

/**
 * The header a CloudFront Function sets on every /api request to the viewer's own address
 * (infra/cdk frontends stack), overwriting any copy a client sent.
 */
export const VIEWER_IP_HEADER = 'x-konstvagg-viewer-ip';

/**
 * The client's IP for per-IP limits. Behind CloudFront, API Gateway's sourceIp is the edge's
 * address (shared by many people), so the viewer's own comes from VIEWER_IP_HEADER, but only on a
 * request that carries the origin secret (origin.ts), i.e. one CloudFront forwarded; anywhere else
 * (the local gateway, which fills sourceIp from the socket) the header is the client's own word and
 * is ignored. See docs/decisions.md (Accounts, Hostile input).
 */
export function clientIp(event: EventWithAddress): string {
  if (cameThroughCdn(event.headers)) {
    const viewer = event.headers?.[VIEWER_IP_HEADER]?.trim();
    if (viewer && /^[0-9a-fA-F:.]{3,45}$/.test(viewer)) return viewer;
  }
  return event.requestContext?.http?.sourceIp || 'unknown';
}
