import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { buildApp } from '../lib/app.ts';
import { readConfig } from '../lib/config.ts';
import { auditApp } from '../lib/security-audit.ts';
import { CDK_JSON_CONTEXT, PRODUCTION_CONTEXT as PRODUCTION } from './synth.ts';

/**
 * What is still unexplained (issue 41, open): the finding ids the report names, the stage left out.
 * - The functions' grants on the table's indexes and the media bucket's objects: their resource is
 *   the Data stack's export, whose CDK-generated name a reason cannot be tied to yet.
 * The bar is that this list is empty; it may only shrink: a new finding fails here.
 */
const STILL_OPEN = [
  'AwsSolutions-IAM5[Resource::Konstvagg-<stage>-Data:ExportsOutputFnGetAttMediaA721A567ArnB9989168/*]',
  'AwsSolutions-IAM5[Resource::Konstvagg-<stage>-Data:ExportsOutputFnGetAttTableCD117FA1ArnE2C8C204/index/*]',
];

/** The finding ids a failed audit names, each once, the stage left out. */
const findingsOf = (report: string) =>
  [...new Set([...report.matchAll(/Acknowledge with 'AwsSolutions::([^']+)'/g)].map((m) => m[1]!))]
    .map((id) => id.replace(/Konstvagg-(test|prod)-/g, 'Konstvagg-<stage>-'))
    .sort();

/** Synthesizes the app with cdk-nag's AWS Solutions checks; answers the report of what is left. */
function audit(context: Record<string, unknown>): string {
  const app = new App({ context: { ...CDK_JSON_CONTEXT, stage: 'test', ...context } });
  buildApp(app, readConfig(app), {
    distOf: () => '/nonexistent/dist',
    landingDist: '/nonexistent/dist-ssr',
    codeFor: () => lambda.Code.fromInline('export const handler = async () => ({});'),
  });
  auditApp(app);
  try {
    app.synth();
    return '';
  } catch (err) {
    return String(err);
  }
}

describe('the security audit (cdk-nag AWS Solutions checks)', () => {
  it('finds nothing unexplained in the default synth but the open list', () => {
    expect(findingsOf(audit({}))).toEqual([...new Set(STILL_OPEN)].sort());
  }, 120_000);

  it('finds nothing unexplained in the production synth but the open list', () => {
    expect(findingsOf(audit(PRODUCTION))).toEqual([...new Set(STILL_OPEN)].sort());
  }, 120_000);

  it('reads a report as the plugin writes it', () => {
    expect(
      findingsOf(
        "ERROR x\n   Acknowledge with 'AwsSolutions::AwsSolutions-S1'\n   Acknowledge with 'AwsSolutions::AwsSolutions-IAM5[Resource::Konstvagg-prod-Data:E/*]'",
      ),
    ).toEqual(['AwsSolutions-IAM5[Resource::Konstvagg-<stage>-Data:E/*]', 'AwsSolutions-S1']);
  });
});
