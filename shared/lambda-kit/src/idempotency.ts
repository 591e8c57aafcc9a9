import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { MiddlewareObj } from '@middy/core';
import { IDEMPOTENCY_PK, TTL_ATTRIBUTE } from '@konstvagg/domain';
import { config } from './config.ts';
import { AppError } from './errors.ts';
import { traced } from './tracing.ts';

/**
 * Exactly-once effects for at-least-once deliveries (Stripe webhooks, Scheduler targets), with
 * Powertools idempotency on the one table: PK = IDEMPOTENCY, SK = <scope>#<hash of the key>, TTL
 * on expires_at_epoch like every other expiring item (docs/decisions.md).
 *
 * - A repeat of a finished delivery does not run again: it gets the stored result.
 * - A repeat while the first still runs is refused with a retryable 409 and Retry-After, so Stripe
 *   or Scheduler delivers it again later and then gets the stored result.
 * - A delivery that throws stores nothing: the next one runs it again.
 */

/** Seconds a caller should wait before repeating a delivery that is still being processed. */
export const IN_PROGRESS_RETRY_AFTER_SECONDS = 5;

export interface IdempotencyOptions {
  /** Names the kind of delivery in the key (`stripe-event`, `refund-due`); keys of two scopes never meet. */
  scope: string;
  /** JMESPath to the part of the payload that identifies the delivery (`id` of a Stripe event). */
  key: string;
  /** How long a result is kept and replayed. Default 24 h: Stripe retries for up to 3 days, so its callers pass more. */
  expiresAfterSeconds?: number;
}

let dynamo: DynamoDBClient | null = null;

/** One persistence layer per use: Powertools binds a layer to the first configuration it sees. */
function persistence(): DynamoDBPersistenceLayer {
  dynamo ??= traced(
    new DynamoDBClient({
      region: config.region,
      endpoint: config.endpoint('DYNAMODB'),
      maxAttempts: 3,
    }),
    'idempotency',
  );
  return new DynamoDBPersistenceLayer({
    tableName: config.tableName,
    keyAttr: 'PK',
    sortKeyAttr: 'SK',
    staticPkValue: IDEMPOTENCY_PK,
    expiryAttr: TTL_ATTRIBUTE,
    awsSdkV3Client: dynamo,
  });
}

function idempotencyConfig(options: IdempotencyOptions): IdempotencyConfig {
  return new IdempotencyConfig({
    eventKeyJmesPath: options.key,
    // A delivery without its key must not run unguarded.
    throwOnNoIdempotencyKey: true,
    expiresAfterSeconds: options.expiresAfterSeconds ?? 24 * 3600,
  });
}

/** The concurrent-duplicate refusal, as the retryable error every caller (HTTP or Lambda) understands. */
export function inProgressToRetryable(err: unknown): unknown {
  if (!(err instanceof IdempotencyAlreadyInProgressError)) return err;
  return new AppError(409, 'conflict', 'error.conflict', undefined, {
    'Retry-After': String(IN_PROGRESS_RETRY_AFTER_SECONDS),
  });
}

/** What the in-progress lock needs of a Lambda context. */
export interface RemainingTime {
  getRemainingTimeInMillis(): number;
}

/**
 * Makes `fn` run once per key. The in-progress lock lasts as long as the invocation may: pass the
 * Lambda context when there is one; without it the lock lasts `lockSeconds` (default 30, just over
 * API Gateway's 29 s), so a run that died is retried soon, not after the 24 h expiry. The result
 * must be JSON.
 */
export function idempotent<T, R>(
  fn: (payload: T) => Promise<R>,
  options: IdempotencyOptions & { lockSeconds?: number },
): (payload: T, context?: RemainingTime) => Promise<R> {
  const guarded = makeIdempotent(fn as (payload: T, context: RemainingTime) => Promise<R>, {
    persistenceStore: persistence(),
    config: idempotencyConfig(options),
    keyPrefix: options.scope,
  });
  const lockMs = (options.lockSeconds ?? 30) * 1000;
  return async (payload, context) => {
    try {
      return await guarded(payload, context ?? { getRemainingTimeInMillis: () => lockMs });
    } catch (err) {
      throw inProgressToRetryable(err);
    }
  };
}

/**
 * The same for a whole middy handler (a Scheduler target): the middleware answers a repeat with
 * the stored response before the handler runs.
 */
export function idempotentHandler<E, R>(options: IdempotencyOptions): MiddlewareObj<E, R> {
  const inner = makeHandlerIdempotent({
    persistenceStore: persistence(),
    config: idempotencyConfig(options),
    keyPrefix: options.scope,
  });
  const refused = 'konstvagg.idempotency.refused';
  return {
    before: async (request) => {
      try {
        return await (inner.before as (r: typeof request) => Promise<unknown>)(request);
      } catch (err) {
        // middy runs every onError after a failed `before`; Powertools' would then delete the lock
        // of the delivery that is still running, and let a third copy through.
        (request.internal as Record<string, unknown>)[refused] = true;
        throw inProgressToRetryable(err);
      }
    },
    after: inner.after as MiddlewareObj<E, R>['after'],
    onError: async (request) => {
      if ((request.internal as Record<string, unknown>)[refused]) return;
      await (inner.onError as (r: typeof request) => Promise<void>)(request);
    },
  };
}
