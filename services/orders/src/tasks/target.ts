import { config } from '@konstvagg/lambda-kit';

let ownArn: string | null = null;

/** Remembers the ARN this Lambda was invoked as (its schedules target the same function). */
export function rememberInvokedArn(arn: string | undefined): void {
  if (arn) ownArn = arn.split(':').slice(0, 7).join(':');
}

/**
 * The target of the orders service's schedules: this very function (the scheduler role may invoke
 * exactly it, see infra/cdk). Locally the stand-in scheduler reads the service from the name.
 */
export function ordersFunctionArn(): string {
  return ownArn ?? `arn:aws:lambda:${config.region}:000000000000:function:konstvagg-orders`;
}
