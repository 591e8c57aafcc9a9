import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { deployedServices } from '../../route-table.ts';
import { METRIC } from '../lib/constructs/business-metrics.ts';
import { DASHBOARD_SECTIONS } from '../lib/constructs/money-dashboard.ts';
import { REPO_ROOT } from '../lib/paths.ts';
import { roleStatements, serviceFunction, synth, type Templates } from './synth.ts';

/**
 * CloudWatch sees the business (issue 39, docs/operations.md): every function traced and writing its
 * metrics to `Konstvagg/<stage>`, the alarms on the money metrics, and the money dashboard. Synthesized
 * with a landing build, so the Frontends stack has its two functions.
 */
const landingDir = mkdtempSync(join(tmpdir(), 'konstvagg-dist-ssr-'));
writeFileSync(join(landingDir, 'landing.mjs'), 'export const handler = () => ({});');
mkdirSync(join(landingDir, 'assets'));
afterAll(() => rmSync(landingDir, { recursive: true, force: true }));

const { templates } = synth(
  { alarmEmail: 'ops@konstvagg.example' },
  {
    codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});'),
    landingDist: landingDir,
  },
);
const { api } = templates;
const NAMESPACE = 'Konstvagg/test';
const operations = readFileSync(join(REPO_ROOT, 'docs', 'operations.md'), 'utf8');

// Template JSON, read as the tests need it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Resource = { Properties: Record<string, Json> };
const stackNames = Object.keys(templates) as (keyof Templates)[];

/** The app's own functions (CDK's custom-resource handlers left out): each is described "Konstvägg …". */
const appFunctions = (name: keyof Templates) =>
  Object.entries(templates[name].findResources('AWS::Lambda::Function')).filter(([, fn]) =>
    String(fn.Properties.Description ?? '').startsWith('Konstvägg'),
  ) as [string, Resource][];
const alarmsOf = (name: keyof Templates) =>
  Object.entries(templates[name].findResources('AWS::CloudWatch::Alarm')) as [string, Resource][];
const alarm = (name: keyof Templates, id: string) => {
  const found = alarmsOf(name).filter(([logicalId]) => new RegExp(`^${id}[0-9A-F]{8}$`).test(logicalId));
  expect(found, `alarm ${id} in ${name}`).toHaveLength(1);
  return found[0]![1].Properties;
};
const apiTopic = Object.keys(api.findResources('AWS::SNS::Topic'))[0]!;

describe('every function', () => {
  it('includes the landing and edge-invalidation functions and one per deployed service', () => {
    expect(appFunctions('api')).toHaveLength(deployedServices.length);
    expect(appFunctions('frontends').map(([, fn]) => fn.Properties.FunctionName)).toEqual(
      expect.arrayContaining(['konstvagg-test-landing', 'konstvagg-test-edge-invalidation']),
    );
    // No stack has a function of its own outside this list but CDK's custom-resource handlers.
    for (const name of stackNames) {
      const all = Object.keys(templates[name].findResources('AWS::Lambda::Function'));
      const others = all.filter((id) => !appFunctions(name).some(([own]) => own === id));
      // AWS679f53fac002430cb0da5b7982bd2287: CDK's SDK-call handler (the Frontends stack's WebACL ARN read).
      for (const id of others)
        expect(id).toMatch(
          /^(CustomCDKBucketDeployment|CustomS3AutoDeleteObjects|AWS679f53fac002430cb0da5b7982bd2287)/,
        );
    }
  });

  it('is traced with X-Ray (active) and may send its traces', () => {
    for (const name of stackNames) {
      for (const [id, fn] of appFunctions(name)) {
        expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
        const roleId = fn.Properties.Role['Fn::GetAtt'][0];
        const actions = roleStatements(templates[name], roleId).flatMap((s) => [s.Action].flat());
        expect(actions, id).toEqual(
          expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']),
        );
      }
    }
  });

  it('names its Powertools Tracer and never records a response in a trace (they hold buyers emails)', () => {
    const expected: Record<string, string> = {
      ...Object.fromEntries(deployedServices.map((s) => [`konstvagg-${s}`, s])),
      'konstvagg-test-landing': 'landing',
      'konstvagg-test-edge-invalidation': 'edge-invalidation',
      'konstvagg-test-origin-secret-rotation': 'origin-secret-rotation',
    };
    const seen: string[] = [];
    for (const name of stackNames) {
      for (const [id, fn] of appFunctions(name)) {
        const env = fn.Properties.Environment.Variables;
        expect(env.POWERTOOLS_TRACER_CAPTURE_RESPONSE, id).toBe('false');
        // Tracing is left on: no function turns it off.
        expect(env.POWERTOOLS_TRACE_ENABLED, id).toBeUndefined();
        expect(env.POWERTOOLS_SERVICE_NAME, id).toMatch(/^[a-z-]+$/);
        seen.push(env.POWERTOOLS_SERVICE_NAME);
        const fixedName = fn.Properties.FunctionName as string | undefined;
        if (fixedName && expected[fixedName])
          expect(env.POWERTOOLS_SERVICE_NAME, id).toBe(expected[fixedName]);
      }
    }
    // One name per function: the metrics' service dimension for the API's domains.
    expect(seen.sort()).toEqual(Object.values(expected).sort());
  });

  it("writes its business metrics to the stage's namespace", () => {
    for (const name of stackNames) {
      for (const [id, fn] of appFunctions(name)) {
        expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE, id).toBe(NAMESPACE);
      }
    }
  });

  it('has an errors and a throttles alarm to the alarm topic, in every stack', () => {
    for (const name of stackNames) {
      for (const [id] of appFunctions(name)) {
        for (const metric of ['Errors', 'Throttles']) {
          const found = alarmsOf(name).find(
            ([, a]) =>
              a.Properties.MetricName === metric &&
              a.Properties.Namespace === 'AWS/Lambda' &&
              JSON.stringify(a.Properties.Dimensions).includes(`"${id}"`),
          );
          expect(found, `${metric} alarm of ${id}`).toBeDefined();
          expect(JSON.stringify(found![1].Properties.AlarmActions)).toContain('Alarms');
        }
      }
    }
  });
});

describe('the business alarms', () => {
  const cases = [
    { id: 'RefundFailures', metric: 'RefundFailures', statistic: 'Sum', period: 300, threshold: 1 },
    {
      id: 'PayoutsStillFailed',
      metric: 'PayoutsStillFailed',
      statistic: 'Maximum',
      period: 900,
      threshold: 1,
    },
    {
      id: 'WebhookSignatureFailures',
      metric: 'WebhookSignatureFailures',
      statistic: 'Sum',
      period: 300,
      threshold: 5,
    },
    { id: 'DisputeOpened', metric: 'DisputesOpened', statistic: 'Sum', period: 300, threshold: 1 },
    { id: 'FxFetchFailures', metric: 'FxFetchFailures', statistic: 'Sum', period: 300, threshold: 1 },
  ] as const;

  for (const c of cases) {
    it(`${c.id}: ${c.metric} (service=orders) ${c.statistic} >= ${c.threshold} over ${c.period / 60} min, to the topic`, () => {
      expect(METRIC[c.metric]).toBe(c.metric);
      const a = alarm('api', c.id);
      expect(a).toMatchObject({
        Namespace: NAMESPACE,
        MetricName: c.metric,
        Dimensions: [{ Name: 'service', Value: 'orders' }],
        Statistic: c.statistic,
        Period: c.period,
        EvaluationPeriods: 1,
        Threshold: c.threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: apiTopic }],
        OKActions: [{ Ref: apiTopic }],
      });
    });
  }

  it('FxRatesNotFetched: no FxRatesStored (service=orders) for two days, missing data a breach, to the topic', () => {
    expect(alarm('api', 'FxRatesNotFetched')).toMatchObject({
      Namespace: NAMESPACE,
      MetricName: 'FxRatesStored',
      Dimensions: [{ Name: 'service', Value: 'orders' }],
      Statistic: 'Sum',
      Period: 86_400,
      EvaluationPeriods: 2,
      DatapointsToAlarm: 2,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
      AlarmActions: [{ Ref: apiTopic }],
      OKActions: [{ Ref: apiTopic }],
    });
  });

  it('Landing5xx: 5+ 5xx answers of the landing function URL in 5 minutes, to the topic', () => {
    const landing = appFunctions('frontends').find(([id]) => id.startsWith('Landing'))![0];
    const a = alarm('frontends', 'Landing5xx');
    expect(a).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Url5xxCount',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: landing } }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 5,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(JSON.stringify(a.AlarmActions)).toContain('Alarms');
  });

  it('every alarm of every stack names a section of docs/operations.md that exists', () => {
    const headings = [...operations.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!);
    for (const name of stackNames) {
      for (const [id, a] of alarmsOf(name)) {
        const section = /docs\/operations\.md, "([^"]+)"/.exec(a.Properties.AlarmDescription)?.[1];
        expect(section, `${id} names no section`).toBeDefined();
        expect(
          headings.some((h) => h.startsWith(`${section} `) || h === section || h.includes(`\`${section}\``)),
          `${id}: no section "${section}" in docs/operations.md`,
        ).toBe(true);
      }
    }
  });
});

/**
 * The dashboard's body, an Fn::Join of literal JSON and references, rendered to its JSON with each
 * reference written as <Ref:id>, <Import:…> or <GetAtt:id.attr>.
 */
function dashboardBody(): { widgets: Widget[] } {
  const dashboards = Object.values(api.findResources('AWS::CloudWatch::Dashboard'));
  expect(dashboards).toHaveLength(1);
  const body = dashboards[0]!.Properties.DashboardBody;
  const parts: unknown[] = typeof body === 'string' ? [body] : body['Fn::Join'][1];
  const text = parts
    .map((p) => {
      if (typeof p === 'string') return p;
      const r = p as Record<string, Json>;
      if (r.Ref) return `<Ref:${r.Ref}>`;
      if (r['Fn::GetAtt']) return `<GetAtt:${r['Fn::GetAtt'].join('.')}>`;
      if (r['Fn::ImportValue']) return `<Import:${JSON.stringify(r['Fn::ImportValue']).replaceAll('"', '')}>`;
      throw new Error(`unexpected part ${JSON.stringify(p)}`);
    })
    .join('');
  return JSON.parse(text);
}
interface Widget {
  type: string;
  x: number;
  y: number;
  properties: { title?: string; markdown?: string; metrics?: unknown[] };
}

describe('the money dashboard', () => {
  const dashboard = () => Object.values(api.findResources('AWS::CloudWatch::Dashboard'))[0]!;
  const widgets = () => [...dashboardBody().widgets].sort((a, b) => a.y - b.y || a.x - b.x);
  const headingAt = (title: string) =>
    widgets().findIndex((w) => w.properties.markdown?.startsWith(`## ${title}\n`));

  it('is Konstvagg-<stage>-Money', () => {
    expect(dashboard().Properties.DashboardName).toBe('Konstvagg-test-Money');
  });

  it('has its sections in order: money, failures and dead letters, API per domain, Lambda health', () => {
    const at = DASHBOARD_SECTIONS.map(headingAt);
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(at),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(headingAt('Money')).toBe(0);
  });

  it('shows the money metrics, in the stage namespace, before the Lambda health section', () => {
    const before = JSON.stringify(widgets().slice(0, headingAt('Lambda health')));
    const after = JSON.stringify(widgets().slice(headingAt('Lambda health')));
    for (const metric of [
      'PaidCents',
      'OrdersPaid',
      'OrdersCollected',
      'Refunds',
      'RefundedCents',
      'PaidOutCents',
      'PayoutsSent',
      'RefundFailures',
      'PayoutsFailed',
      'PayoutsStillFailed',
      'WebhookSignatureFailures',
      'DisputesOpened',
      'FxFetchFailures',
    ]) {
      // A metric's name, or a search's MetricName="…" (quotes escaped in the JSON).
      const named = new RegExp(`(\\\\)?"${metric}(\\\\)?"`);
      expect(before, metric).toMatch(named);
      expect(after, metric).not.toMatch(named);
    }
    expect(before).toContain(NAMESPACE);
    // Refunds by reason: every reason the services write, found by a search on the dimensions.
    expect(before).toContain(`{${NAMESPACE},service,reason} MetricName=\\"Refunds\\"`);
    // The first money widget is the GMV.
    expect(JSON.stringify(widgets()[1])).toContain('PaidCents');
  });

  it('shows the depth of every dead-letter queue among the failures', () => {
    const failures = widgets().slice(headingAt('Failures and dead letters'), headingAt('API per domain'));
    const queues = JSON.stringify(failures.find((w) => w.properties.title?.startsWith('Dead-letter queues')));
    for (const label of ['schedule-dead-letters', 'task-failures', 'outbox-failures', 'stream-failures']) {
      expect(queues, label).toContain(label);
    }
    expect(queues).toContain('konstvagg-test-stream-failures');
    expect(queues).toContain('ApproximateNumberOfMessagesVisible');
  });

  it("shows the API's latency and 5xx, and each domain's duration", () => {
    const apiSection = JSON.stringify(
      widgets().slice(headingAt('API per domain'), headingAt('Lambda health')),
    );
    expect(apiSection).toContain('"AWS/ApiGateway","Latency"');
    expect(apiSection).toContain('"AWS/ApiGateway","5xx"');
    for (const service of deployedServices) {
      expect(apiSection, service).toContain(`<Ref:${serviceFunction(api, service).logicalId}>`);
    }
  });

  it("shows errors, throttles and duration of every function, the Frontends stack's by name", () => {
    const health = widgets().slice(headingAt('Lambda health'));
    for (const title of ['Lambda errors', 'Lambda throttles', 'Lambda duration']) {
      const widget = JSON.stringify(health.find((w) => w.properties.title?.startsWith(title)));
      for (const service of deployedServices) {
        expect(widget, `${title}: ${service}`).toContain(`<Ref:${serviceFunction(api, service).logicalId}>`);
      }
      for (const [, fn] of appFunctions('frontends')) {
        expect(widget, `${title}: ${fn.Properties.FunctionName}`).toContain(
          `"${fn.Properties.FunctionName}"`,
        );
      }
    }
  });
});
