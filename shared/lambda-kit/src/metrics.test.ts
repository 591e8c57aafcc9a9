import { afterEach, describe, expect, it, vi } from 'vitest';
import { countMetric, METRIC, timeMetric } from './metrics.ts';

/** The EMF documents written to stdout (Powertools Metrics writes one JSON line per flush). */
function emitted(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls
    .map((c) => String(c[0]))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('business metrics (EMF)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a count at once, in the stage namespace, with the service and the kind as dimensions', () => {
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    countMetric('orders', METRIC.Refunds, 1, { reason: 'not_collected' });
    const [doc] = emitted(spy);
    spy.mockRestore();
    expect(doc).toMatchObject({ service: 'orders', reason: 'not_collected', Refunds: 1 });
    const meta = (
      doc!._aws as { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: unknown[] }[] }
    ).CloudWatchMetrics[0]!;
    expect(meta.Namespace).toBe(process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Konstvagg/local');
    expect(meta.Dimensions[0]).toEqual(expect.arrayContaining(['service', 'reason']));
    expect(meta.Metrics).toEqual([{ Name: 'Refunds', Unit: 'Count' }]);
  });

  it('writes cents as their value and a latency in milliseconds', () => {
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    countMetric('orders', METRIC.PaidCents, 45_000);
    timeMetric('orders', METRIC.CheckoutLatency, 123);
    const docs = emitted(spy);
    spy.mockRestore();
    expect(docs.map((d) => d.PaidCents ?? d.CheckoutLatency)).toEqual([45_000, 123]);
    const units = docs.map(
      (d) =>
        (d._aws as { CloudWatchMetrics: { Metrics: { Unit: string }[] }[] }).CloudWatchMetrics[0]!.Metrics[0]!
          .Unit,
    );
    expect(units).toEqual(['Count', 'Milliseconds']);
  });
});
