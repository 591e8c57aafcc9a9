import type { Invocation, SpanKind } from '@konstvagg/lambda-kit/spans';

/**
 * What `npm run bench` prints per checkout and per webhook (issue 43): from the invocations the
 * local gateway recorded (lambda-kit spans.ts), per route, the mean count and time of each kind
 * of call, and the time left to our own code.
 */
export interface RouteFigures {
  label: string;
  invocations: number;
  meanMs: number;
  calls: Record<SpanKind, { count: number; ms: number }>;
  /** DynamoDB commands by name, mean count per invocation. */
  dynamodbCommands: Record<string, number>;
  /**
   * The invocation's time minus its calls' (the mails' own time is the DynamoDB and file work
   * inside them, counted there). Calls made side by side overlap, so this can be low: at least 0.
   */
  ownCodeMs: number;
}

const KINDS: SpanKind[] = ['dynamodb', 'idempotency', 'stripe', 'mail', 'aws'];

export function routeFigures(invocations: readonly Invocation[], label: string): RouteFigures | null {
  const mine = invocations.filter((i) => i.label === label);
  if (!mine.length) return null;
  const n = mine.length;
  const calls = Object.fromEntries(
    KINDS.map((kind) => {
      const spans = mine.flatMap((i) => i.spans.filter((s) => s.kind === kind));
      return [kind, { count: spans.length / n, ms: spans.reduce((t, s) => t + s.ms, 0) / n }];
    }),
  ) as RouteFigures['calls'];
  const dynamodbCommands: Record<string, number> = {};
  for (const s of mine.flatMap((i) => i.spans.filter((x) => x.kind === 'dynamodb')))
    dynamodbCommands[s.name] = (dynamodbCommands[s.name] ?? 0) + 1 / n;
  const meanMs = mine.reduce((t, i) => t + i.ms, 0) / n;
  const waited = calls.dynamodb.ms + calls.idempotency.ms + calls.stripe.ms + calls.aws.ms;
  return { label, invocations: n, meanMs, calls, dynamodbCommands, ownCodeMs: Math.max(0, meanMs - waited) };
}

export function printRouteFigures(f: RouteFigures, log = console.log): void {
  const c = (x: number) => x.toFixed(1);
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  log(`  ${f.label}: ${f.invocations} calls, mean ${ms(f.meanMs)}`);
  log(
    `    DynamoDB     ${c(f.calls.dynamodb.count)} round trips, ${ms(f.calls.dynamodb.ms)} (${Object.entries(
      f.dynamodbCommands,
    )
      .sort(([, a], [, b]) => b - a)
      .map(([name, count]) => `${name.replace(/Command$/, '')} ${c(count)}`)
      .join(', ')})`,
  );
  log(`    idempotency  ${c(f.calls.idempotency.count)} record reads/writes, ${ms(f.calls.idempotency.ms)}`);
  log(`    Stripe       ${c(f.calls.stripe.count)} calls, ${ms(f.calls.stripe.ms)}`);
  log(`    mails        ${c(f.calls.mail.count)} before the answer, ${ms(f.calls.mail.ms)}`);
  if (f.calls.aws.count) log(`    other AWS    ${c(f.calls.aws.count)} calls, ${ms(f.calls.aws.ms)}`);
  log(`    own code     ${ms(f.ownCodeMs)} (the rest; side-by-side calls overlap)`);
}
