import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a request's time goes, on one machine (issue 43): `npm run bench` turns it on
 * (KONSTVAGG_SPANS=0 from the start, so the SDK clients get the recording step; 1 while it records) and the local gateway records each invocation it runs, with the calls made
 * inside it: each AWS SDK call (DynamoDB, and the idempotency records apart), each Stripe call, each
 * mail. On AWS the X-Ray tracer (tracing.ts) shows the same; this is its stand-in for a benchmark,
 * and off (one property read per call) everywhere else.
 */
export type SpanKind = 'dynamodb' | 'idempotency' | 'stripe' | 'mail' | 'aws';

export interface Span {
  kind: SpanKind;
  /** The command or call: `TransactWriteItemsCommand`, `POST /v1/payment_intents`, `mail`. */
  name: string;
  ms: number;
}

export interface Invocation {
  /** What ran: the route key (`POST /api/v1/checkout/{artworkId}`). */
  label: string;
  ms: number;
  spans: Span[];
}

const current = new AsyncLocalStorage<Span[]>();
const finished: Invocation[] = [];

export const spansOn = (): boolean => process.env.KONSTVAGG_SPANS === '1';

/** Runs one invocation, recording its spans when spans are on. */
export async function recordInvocation<T>(label: string, run: () => Promise<T>): Promise<T> {
  if (!spansOn()) return run();
  const spans: Span[] = [];
  const started = performance.now();
  try {
    return await current.run(spans, run);
  } finally {
    finished.push({ label, ms: performance.now() - started, spans });
  }
}

/** Times `run` as a span of the invocation around it (none: just runs it). */
export async function span<T>(kind: SpanKind, name: string, run: () => Promise<T>): Promise<T> {
  const spans = current.getStore();
  if (!spans) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    spans.push({ kind, name, ms: performance.now() - started });
  }
}

/** Adds one finished span to the invocation around the caller (Stripe's response events). */
export function addSpan(kind: SpanKind, name: string, ms: number): void {
  current.getStore()?.push({ kind, name, ms });
}

/** The invocations recorded since the last call, and forgets them. */
export function takeInvocations(): Invocation[] {
  return finished.splice(0);
}

interface MiddlewareStackLike {
  middlewareStack?: {
    add(
      middleware: (
        next: (args: unknown) => Promise<unknown>,
        context: { commandName?: string; clientName?: string },
      ) => (args: unknown) => Promise<unknown>,
      options: { step: 'initialize'; name: string },
    ): void;
  };
}

/**
 * Each call of an AWS SDK v3 client becomes a span (DynamoDB's as `dynamodb`, or `kind`), in a
 * process that may record them (KONSTVAGG_SPANS set at all, `0` until it records): elsewhere the
 * client is left as it was.
 */
export function spanAwsCalls<T>(client: T, kind?: SpanKind): T {
  if (process.env.KONSTVAGG_SPANS === undefined) return client;
  (client as MiddlewareStackLike).middlewareStack?.add(
    (next, context) => (args) => {
      if (!current.getStore()) return next(args);
      const service = kind ?? (context.clientName === 'DynamoDBClient' ? 'dynamodb' : 'aws');
      return span(service, context.commandName ?? 'call', () => next(args));
    },
    { step: 'initialize', name: 'konstvaggSpans' },
  );
  return client;
}
