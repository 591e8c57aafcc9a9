import { acknowledgeFindings } from '../security-audit.ts';
import { RemovalPolicy } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { identityFunctionName, type AppConfig } from '../config.ts';
import type { ServiceFunction } from './service-function.ts';

/**
 * What Google and Apple sign-in adds to the identity Lambda (services/identity/src/oauth):
 * - its fixed name, which the Auth stack sets as the pool's three custom-auth triggers, and the
 *   permission for Cognito (this pool only) to invoke it;
 * - the HMAC key that answers the custom challenge: a generated Secrets Manager secret, read at
 *   run time through the Parameters and Secrets extension (never in the template or environment);
 * - the providers' client ids (context googleClientId / appleClientId), when set. Without them
 *   /auth/providers answers empty client ids and every provider token is refused.
 */
export class IdentityOAuth extends Construct {
  readonly secret: secretsmanager.Secret;
  /** Extra ServiceFunction props of the identity Lambda. */
  readonly functionProps: { functionName: string; paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion };
  private readonly config: AppConfig;

  constructor(scope: Construct, id: string, props: { config: AppConfig }) {
    super(scope, id);
    this.config = props.config;
    this.secret = new secretsmanager.Secret(this, 'CustomAuthSecret', {
      description: `Konstvägg ${props.config.stage}: HMAC key of the custom-auth challenge (Google/Apple sign-in)`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledgeFindings(this.secret, {
      'AwsSolutions-SMG4':
        'An HMAC key for the one-minute custom-auth challenges of Google and Apple sign-in: rotating it would fail the sign-ins in flight; it is replaced by hand (a new deploy of the secret) if ever exposed',
    });
    this.functionProps = {
      functionName: identityFunctionName(props.config),
      paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion.fromVersion(
        lambda.ParamsAndSecretsVersions.V1_0_103,
        {
          cacheSize: 10,
          logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
        },
      ),
    };
  }

  /** Environment, secret access and Cognito's invoke permission (on the `live` alias Cognito calls). */
  attach(fn: ServiceFunction, userPool: cognito.IUserPool): void {
    fn.addEnvironment('OAUTH_CUSTOM_AUTH_SECRET_ARN', this.secret.secretArn);
    if (this.config.google) fn.addEnvironment('OAUTH_GOOGLE_CLIENT_ID', this.config.google.clientId);
    if (this.config.apple) fn.addEnvironment('OAUTH_APPLE_CLIENT_ID', this.config.apple.clientId);
    this.secret.grantRead(fn);
    fn.live.addPermission('CognitoTriggers', {
      principal: new iam.ServicePrincipal('cognito-idp.amazonaws.com'),
      action: 'lambda:InvokeFunction',
      sourceArn: userPool.userPoolArn,
    });
  }
}
