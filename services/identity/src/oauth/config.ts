/**
 * Google and Apple sign-in settings, from the environment (the CDK app sets them on AWS, the local
 * stack points them at its stand-in). Defaults are the real providers' endpoints; a client id is
 * all a deployment must add to switch a provider on.
 */
import { OAUTH_PROVIDERS, type OAuthProvider } from '@konstvagg/contracts/vocabulary';

export { OAUTH_PROVIDERS, type OAuthProvider };

export const PROVIDER_LABEL: Record<OAuthProvider, string> = { google: 'Google', apple: 'Apple' };

export interface ProviderConfig {
  clientId: string;
  authorizeUrl: string;
  /** Accepted `iss` values (Google signs with and without the scheme). */
  issuers: string[];
  jwksUrl: string;
}

const DEFAULTS: Record<OAuthProvider, Omit<ProviderConfig, 'clientId'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    issuers: ['https://appleid.apple.com'],
    jwksUrl: 'https://appleid.apple.com/auth/keys',
  },
};

const env = (name: string): string | undefined => process.env[name] || undefined;

/** Read on every call (cheap), so a changed environment (tests, local restarts) is seen at once. */
export function providerConfig(provider: OAuthProvider): ProviderConfig {
  const P = provider.toUpperCase();
  const d = DEFAULTS[provider];
  const issuer = env(`OAUTH_${P}_ISSUER`);
  return {
    clientId: env(`OAUTH_${P}_CLIENT_ID`) ?? '',
    authorizeUrl: env(`OAUTH_${P}_AUTHORIZE_URL`) ?? d.authorizeUrl,
    issuers: issuer ? [issuer] : d.issuers,
    jwksUrl: env(`OAUTH_${P}_JWKS_URL`) ?? d.jwksUrl,
  };
}
