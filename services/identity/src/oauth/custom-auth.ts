import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito, userPool } from '@konstvagg/lambda-kit/ports/identity';

/**
 * Cognito tokens for a Google/Apple user without a password: Cognito's custom authentication flow.
 * The identity Lambda is the pool's DefineAuthChallenge, CreateAuthChallenge and
 * VerifyAuthChallengeResponse trigger. The server starts CUSTOM_AUTH (AdminInitiateAuth), gets a
 * fresh random nonce as the challenge and answers with HMAC-SHA256(secret, username + nonce): only
 * code holding the secret can answer, and each nonce is good for one answer. The Verify trigger
 * recomputes the HMAC; Define issues tokens after exactly one correct answer and fails otherwise.
 *
 * The secret: OAUTH_CUSTOM_AUTH_SECRET (local stack), or on AWS the Secrets Manager secret named by
 * OAUTH_CUSTOM_AUTH_SECRET_ARN, read through the Parameters and Secrets Lambda extension.
 */
export const CHALLENGE_METADATA = 'KONSTVAGG_SERVER_SIGNED';

let secretPromise: Promise<string> | null = null;

async function loadSecret(): Promise<string> {
  const direct = process.env.OAUTH_CUSTOM_AUTH_SECRET;
  if (direct) return direct;
  const arn = process.env.OAUTH_CUSTOM_AUTH_SECRET_ARN;
  if (!arn)
    throw new Error('Missing configuration: OAUTH_CUSTOM_AUTH_SECRET or OAUTH_CUSTOM_AUTH_SECRET_ARN');
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const res = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!res.ok) throw new Error(`Could not read the custom auth secret (${res.status})`);
  const value = ((await res.json()) as { SecretString?: string }).SecretString;
  if (!value) throw new Error('The custom auth secret is empty');
  return value;
}

function secret(): Promise<string> {
  // Read once per container, but a failure is tried again on the next call.
  secretPromise ??= loadSecret().catch((err: unknown) => {
    secretPromise = null;
    throw err;
  });
  return secretPromise;
}

/** The answer to a challenge: HMAC over the Cognito username and the challenge's nonce. */
export async function challengeAnswer(username: string, nonce: string): Promise<string> {
  return createHmac('sha256', await secret())
    .update(`konstvagg-custom-auth\n${username}\n${nonce}`)
    .digest('base64url');
}

interface ChallengeResult {
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

export interface CustomAuthEvent {
  triggerSource: string;
  userName?: string;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  [key: string]: unknown;
}

/** DefineAuthChallenge: one server-signed challenge; tokens only after it was answered right. */
export async function defineAuthChallenge<E extends CustomAuthEvent>(event: E): Promise<E> {
  const session = (event.request.session as ChallengeResult[] | undefined) ?? [];
  const fail = { challengeName: undefined, issueTokens: false, failAuthentication: true };
  if (event.request.userNotFound === true) return { ...event, response: fail };
  if (session.length === 0) {
    return {
      ...event,
      response: { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false },
    };
  }
  const [only] = session;
  const passed =
    session.length === 1 &&
    only!.challengeName === 'CUSTOM_CHALLENGE' &&
    only!.challengeResult === true &&
    only!.challengeMetadata === CHALLENGE_METADATA;
  return {
    ...event,
    response: passed ? { challengeName: undefined, issueTokens: true, failAuthentication: false } : fail,
  };
}

/** CreateAuthChallenge: a fresh 256-bit nonce, public (to sign) and private (to check). */
export async function createAuthChallenge<E extends CustomAuthEvent>(event: E): Promise<E> {
  const nonce = randomBytes(32).toString('base64url');
  return {
    ...event,
    response: {
      publicChallengeParameters: { nonce },
      privateChallengeParameters: { nonce },
      challengeMetadata: CHALLENGE_METADATA,
    },
  };
}

/** VerifyAuthChallengeResponse: the answer must be the HMAC of this user and this nonce. */
export async function verifyAuthChallengeResponse<E extends CustomAuthEvent>(event: E): Promise<E> {
  const nonce = (event.request.privateChallengeParameters as Record<string, string> | undefined)?.nonce;
  const given = event.request.challengeAnswer;
  let correct = false;
  if (nonce && typeof given === 'string' && event.userName) {
    const expected = Buffer.from(await challengeAnswer(event.userName, nonce));
    const answer = Buffer.from(given);
    correct = answer.length === expected.length && timingSafeEqual(answer, expected);
  }
  return { ...event, response: { answerCorrect: correct } };
}

export interface MintedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Signs `username` (the email) in through CUSTOM_AUTH and returns its Cognito tokens. */
export async function signInWithoutPassword(username: string): Promise<MintedTokens> {
  const { userPoolId, clientId } = userPool();
  const started = await cognito().send(
    new AdminInitiateAuthCommand({
      UserPoolId: userPoolId,
      ClientId: clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: username },
    }),
  );
  const nonce = started.ChallengeParameters?.nonce;
  const cognitoUsername = started.ChallengeParameters?.USERNAME ?? username;
  if (started.ChallengeName !== 'CUSTOM_CHALLENGE' || !nonce || !started.Session) {
    throw new Error(`CUSTOM_AUTH did not start with our challenge (got ${started.ChallengeName ?? 'none'})`);
  }
  const done = await cognito().send(
    new AdminRespondToAuthChallengeCommand({
      UserPoolId: userPoolId,
      ClientId: clientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: started.Session,
      ChallengeResponses: {
        USERNAME: cognitoUsername,
        ANSWER: await challengeAnswer(cognitoUsername, nonce),
      },
    }),
  );
  const r = done.AuthenticationResult;
  if (!r?.AccessToken || !r.RefreshToken) throw new Error('CUSTOM_AUTH answered without tokens');
  return { accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}
