import { acknowledgeFindings } from '../security-audit.ts';
import {
  ArnFormat,
  CfnOutput,
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ROLES } from '@konstvagg/contracts';
import type { AppConfig } from '../config.ts';
import { LIVE_ALIAS } from '../constructs/service-function.ts';

export interface AuthStackProps extends StackProps {
  config: AppConfig;
  /**
   * The identity Lambda's name, when it is deployed: it answers the pool's custom-auth triggers
   * (Google/Apple sign-in). By name, because the function lives in the Api stack, which depends on
   * this one; the Api stack grants Cognito the invoke permission.
   */
  customAuthFunctionName?: string;
}

/**
 * The Cognito user pool. Email is the username; the API registers users (AdminCreateUser), so
 * self sign-up is off. A user's role is both a group (what the access token carries) and the
 * `custom:role` attribute, which users cannot write themselves.
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** The token issuer, as the JWT authorizer and the Lambdas verify it. */
  readonly issuer: string;
  /** Hosted domain for Google/Apple federation; undefined when no provider is configured. */
  readonly oauthDomain: cognito.UserPoolDomain | undefined;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new cognito.UserPool(this, 'Users', {
      userPoolName: `konstvagg-${config.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: { role: new cognito.StringAttribute({ minLen: 1, maxLen: 16, mutable: true }) },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // TOTP for whoever sets it up (issue 41): required of admins by the API, optional for the rest;
      // no SMS (no phone numbers to trust, no SNS spend). docs/decisions.md, Admin MFA.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: config.isProduction,
      removalPolicy: RemovalPolicy.RETAIN,
      // Threat protection (issue 41): production is on the Plus plan, which blocks sign-ins from
      // compromised credentials and risky sources, for password and custom (Google/Apple) sign-in.
      // Test stages stay on Essentials: the Plus plan is billed per active user and they have none.
      ...(config.isProduction
        ? {
            featurePlan: cognito.FeaturePlan.PLUS,
            standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
            customThreatProtectionMode: cognito.CustomThreatProtectionMode.FULL_FUNCTION,
          }
        : { featurePlan: cognito.FeaturePlan.ESSENTIALS }),
    });
    acknowledgeFindings(this.userPool, {
      'AwsSolutions-COG1':
        "The spec's password rules: 8 or more characters with upper and lower case and a digit, told to users at sign-up and checked by the API in the same words. A required symbol adds friction, not strength (NIST SP 800-63B advises against composition rules); guessing is met by the WAF's and the API's per-IP limits and, in production, the Plus plan's compromised-credential blocking",
      'AwsSolutions-COG2':
        'MFA is optional for everyone and required of admins by the API (403 mfa_required until they set up TOTP), as issue 41 decides: a buyer at the wall pays in under a minute, and artists and venues may turn it on from their profile',
      ...(config.isProduction
        ? {}
        : {
            'AwsSolutions-COG8':
              'A test stage: the Plus plan is billed per monthly active user and a test stage has no real users; a production synth turns it on with full threat protection',
          }),
    });

    ROLES.forEach((role) => {
      new cognito.UserPoolGroup(this, `Group-${role}`, { userPool: this.userPool, groupName: role });
    });

    const providers = this.identityProviders(config);
    const federated = providers.length > 0;
    if (federated && !config.publicBaseUrl) {
      throw new Error(
        'Google/Apple sign-in needs the site URL for callbacks: pass -c domain=... or -c publicBaseUrl=...',
      );
    }

    // Users may edit their profile attributes but never their role.
    const writeAttributes = new cognito.ClientAttributes().withStandardAttributes({
      email: true,
      fullname: true,
      phoneNumber: true,
    });
    const readAttributes = writeAttributes
      .withStandardAttributes({ email: true, emailVerified: true, fullname: true, phoneNumber: true })
      .withCustomAttributes('role');

    this.client = this.userPool.addClient('Web', {
      userPoolClientName: `konstvagg-${config.stage}-web`,
      generateSecret: false,
      // custom: Google/Apple sign-in gets its tokens through CUSTOM_AUTH, answered by the identity Lambda.
      authFlows: { userPassword: true, custom: true },
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes,
      writeAttributes,
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        ...providers.map((p) => cognito.UserPoolClientIdentityProvider.custom(p.providerName)),
      ],
      ...(federated
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              callbackUrls: [`${config.publicBaseUrl}/auth/callback`],
              logoutUrls: [`${config.publicBaseUrl}/`],
            },
          }
        : { disableOAuth: true }),
    });

    if (props.customAuthFunctionName) {
      const arn = this.formatArn({
        service: 'lambda',
        resource: 'function',
        // The `live` alias: Cognito calls the version a deploy (or a rollback) made live.
        resourceName: `${props.customAuthFunctionName}:${LIVE_ALIAS}`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
      const pool = this.userPool.node.defaultChild as cognito.CfnUserPool;
      for (const trigger of ['DefineAuthChallenge', 'CreateAuthChallenge', 'VerifyAuthChallengeResponse'])
        pool.addPropertyOverride(`LambdaConfig.${trigger}`, arn);
    }

    this.oauthDomain = federated
      ? this.userPool.addDomain('OAuthDomain', { cognitoDomain: { domainPrefix: config.authDomainPrefix } })
      : undefined;

    this.issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${this.userPool.userPoolId}`;

    // For the admin seed CLI and local tooling pointed at this stage.
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
  }

  /** Google and Apple only when their client ids are in context; their secrets come from Secrets Manager. */
  private identityProviders(config: AppConfig): cognito.IUserPoolIdentityProvider[] {
    const providers: cognito.IUserPoolIdentityProvider[] = [];
    if (config.google) {
      providers.push(
        new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: config.google.clientId,
          clientSecretValue: SecretValue.secretsManager(config.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: cognito.ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            fullname: cognito.ProviderAttribute.GOOGLE_NAME,
          },
        }),
      );
    }
    if (config.apple) {
      providers.push(
        new cognito.UserPoolIdentityProviderApple(this, 'Apple', {
          userPool: this.userPool,
          clientId: config.apple.clientId,
          teamId: config.apple.teamId,
          keyId: config.apple.keyId,
          privateKeyValue: SecretValue.secretsManager(config.apple.privateKeySecretName),
          scopes: ['email', 'name'],
          attributeMapping: {
            email: cognito.ProviderAttribute.APPLE_EMAIL,
            emailVerified: cognito.ProviderAttribute.APPLE_EMAIL_VERIFIED,
            fullname: cognito.ProviderAttribute.APPLE_NAME,
          },
        }),
      );
    }
    return providers;
  }
}
