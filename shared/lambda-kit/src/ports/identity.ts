import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config.ts';

/** The identity port: the Cognito user pool (cognito-local on one machine). */
let client: CognitoIdentityProviderClient | null = null;

export function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    region: config.region,
    endpoint: config.endpoint('COGNITO_IDENTITY_PROVIDER'),
  });
  return client;
}

export const userPool = () => config.cognito;
