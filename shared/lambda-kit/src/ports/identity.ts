import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config.ts';
import { traced } from '../tracing.ts';

/** The identity port: the Cognito user pool (cognito-local on one machine). */
let client: CognitoIdentityProviderClient | null = null;

export function cognito(): CognitoIdentityProviderClient {
  client ??= traced(
    new CognitoIdentityProviderClient({
      region: config.region,
      endpoint: config.endpoint('COGNITO_IDENTITY_PROVIDER'),
    }),
  );
  return client;
}

export const userPool = () => config.cognito;

/**
 * Turns an account's sign-in off or on (an admin's suspension). A disabled user is also signed out
 * everywhere; the local stand-in has no global sign-out, so that part is best effort (the table's
 * `suspended_at` is what every route checks: lambda-kit refuseSuspended).
 */
export async function setUserEnabled(username: string, enabled: boolean): Promise<void> {
  const { userPoolId } = userPool();
  if (enabled) {
    await cognito().send(new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: username }));
    return;
  }
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: username }));
  await cognito()
    .send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }))
    .catch(() => undefined);
}
