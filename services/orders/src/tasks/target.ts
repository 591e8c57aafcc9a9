import { config } from '@konstvagg/lambda-kit';

let ownArn: string | null = null;

/**
 * Remembers the ARN this Lambda was invoked as (its schedules target the same function). On AWS every
 * caller invokes the `live` alias (infra/cdk ServiceFunction), and the alias is kept: a schedule that
 * fires after a rollback runs the version the alias then points at, never `$LATEST`. A version number
 * or `$LATEST` (someone invoking it by hand) is dropped, leaving the function's plain ARN.
 */
export function rememberInvokedArn(arn: string | undefined): void {
  if (!arn) return;
  const parts = arn.split(':');
  const qualifier = parts[7];
  const alias = qualifier && !/^(\d+|\$LATEST)$/.test(qualifier) ? [qualifier] : [];
  ownArn = [...parts.slice(0, 7), ...alias].join(':');
}

/**
 * The target of the orders service's schedules: this very function, by the alias it was invoked as
 * (the scheduler role may invoke exactly it and its aliases, see infra/cdk). Locally the stand-in
 * scheduler reads the service from the name.
 */
export function ordersFunctionArn(): string {
  return ownArn ?? `arn:aws:lambda:${config.region}:000000000000:function:konstvagg-orders`;
}
