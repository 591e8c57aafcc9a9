import { Stack, Token, Validations, type App } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';

/**
 * The security audit (issue 41): cdk-nag's AWS Solutions checks, a CDK validation plugin (cdk-nag 3:
 * `Validations.of(app).addPlugins`, not an aspect), run on the default and production-like synths
 * in the CDK tests (test/security-audit.test.ts), where zero unexplained findings is the bar, and on
 * every synth and deploy of the CLI app (bin/app.ts). A finding is fixed, or
 * acknowledged where it arises with `acknowledgeFindings`, naming the rule and a reason a reviewer
 * would accept; docs/decisions.md ("The security audit") lists them.
 */
export function auditApp(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/**
 * A cdk-nag AWS Solutions finding id: the rule (`AwsSolutions-SQS3`) or, for rules that report one
 * finding per item, the rule and the item, exactly as the report names it
 * (`AwsSolutions-IAM5[Resource::*]`).
 */
export type NagRule = `AwsSolutions-${string}`;

/** The managed policy CDK gives every Lambda's role: log writes only. */
export const LAMBDA_BASIC_EXECUTION_FINDING: NagRule =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/**
 * Acknowledges AWS Solutions findings on a construct (and its children), each with its reason. A
 * finding id is written with CloudFormation's pseudo parameters (`<AWS::Region>`); in a stack with a
 * known account and region (a stage of lib/stages.ts) cdk-nag reports the literal values where CDK
 * wrote them, so the same finding is acknowledged under each of those spellings too.
 */
export function acknowledgeFindings(scope: IConstruct, reasons: Partial<Record<NagRule, string>>): void {
  for (const [rule, reason] of Object.entries(reasons)) {
    if (!reason) continue;
    for (const id of spellings(scope, rule))
      Validations.of(scope).acknowledge({ id: `AwsSolutions::${id}`, reason });
  }
}

function spellings(scope: IConstruct, rule: string): string[] {
  const stack = scope.node.scopes.find((s): s is Stack => Stack.isStack(s));
  const literals = stack
    ? (
        [
          ['<AWS::Partition>', stack.partition],
          ['<AWS::AccountId>', stack.account],
          ['<AWS::Region>', stack.region],
        ] as const
      ).filter(([, value]) => !Token.isUnresolved(value))
    : [];
  let ids = [rule];
  for (const [pseudo, value] of literals)
    ids = ids.flatMap((id) => (id.includes(pseudo) ? [id, id.replaceAll(pseudo, value)] : [id]));
  return [...new Set(ids)];
}
