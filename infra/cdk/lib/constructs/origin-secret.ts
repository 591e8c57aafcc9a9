import { RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '@konstvagg/lambda-kit/origin';
import type { AppConfig } from '../config.ts';

/**
 * The origin secret (issue 9, docs/decisions.md "Hostile input"): a random value in Secrets Manager,
 * generated at deploy time and never in the template. CloudFront sends it to the HTTP API in
 * ORIGIN_SECRET_HEADER on every request; the functions get it as ORIGIN_SECRET and answer 403 to
 * anything without it, so the execute-api URL cannot be called directly (which would skip the
 * viewer-address header the per-IP limits rely on). The Data stack makes it (deployed first); the Api
 * and Frontends stacks name it rather than take a token across stacks, so each of their templates
 * holds only a dynamic reference that CloudFormation resolves.
 */
export const originSecretName = (config: AppConfig) => `konstvagg/${config.stage}/origin-secret`;
export { ORIGIN_SECRET_HEADER };

/** The secret's value as a CloudFormation dynamic reference (never the value itself). */
export const originSecretValue = (config: AppConfig): string =>
  SecretValue.secretsManager(originSecretName(config)).unsafeUnwrap();

export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: { config: AppConfig }) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      secretName: originSecretName(props.config),
      description: `Konstvägg ${props.config.stage}: the header CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }
}
