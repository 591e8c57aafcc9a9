import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient, ensureCognito, type CognitoIds } from '../bootstrap.ts';
import { startCognito, type CognitoEngine } from './cognito.ts';
import { createPoolUser } from './cognito.test-helpers.ts';
import { startLambdaInvoke, type LambdaInvokeEngine } from './lambda-invoke.ts';

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

interface TriggerEvent {
  triggerSource: string;
  userName: string;
  request: {
    session?: { challengeName: string; challengeResult: boolean; challengeMetadata?: string }[];
    privateChallengeParameters?: Record<string, string>;
    challengeAnswer?: string;
    userAttributes: Record<string, string>;
    clientMetadata?: Record<string, string>;
  };
  response: Record<string, unknown>;
}

describe('cognito-local with the custom authentication flow', { timeout: 120_000 }, () => {
  let dir: string;
  let lambda: LambdaInvokeEngine;
  let cognito: CognitoEngine;
  let ids: CognitoIds;
  let c: CognitoIdentityProviderClient;
  const events: TriggerEvent[] = [];
  const email = 'oauth@example.se';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kv-cognito-custom-'));
    // Stands in for the identity Lambda's three triggers: one secret per challenge, two tries at most.
    lambda = await startLambdaInvoke({
      invoke: async (service, event) => {
        if (service !== 'identity') throw new Error(`unexpected ${service}`);
        const e = event as TriggerEvent;
        events.push(structuredClone(e));
        const session = e.request.session ?? [];
        switch (e.triggerSource) {
          case 'DefineAuthChallenge_Authentication': {
            const last = session.at(-1);
            if (last?.challengeResult)
              return { ...e, response: { issueTokens: true, failAuthentication: false } };
            if (session.length >= 2)
              return { ...e, response: { issueTokens: false, failAuthentication: true } };
            return {
              ...e,
              response: { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false },
            };
          }
          case 'CreateAuthChallenge_Authentication':
            return {
              ...e,
              response: {
                publicChallengeParameters: { round: String(session.length + 1) },
                privateChallengeParameters: { secret: `secret-${session.length + 1}` },
                challengeMetadata: `ROUND-${session.length + 1}`,
              },
            };
          case 'VerifyAuthChallengeResponse_Authentication':
            return {
              ...e,
              response: {
                answerCorrect: e.request.challengeAnswer === e.request.privateChallengeParameters?.secret,
              },
            };
          default:
            throw new Error(`unexpected trigger ${e.triggerSource}`);
        }
      },
    });
    cognito = await startCognito({
      dataDir: path.join(dir, 'cognito'),
      lambdaEndpoint: lambda.endpoint,
      triggers: {
        DefineAuthChallenge: 'konstvagg-identity',
        CreateAuthChallenge: 'konstvagg-identity',
        VerifyAuthChallengeResponse: 'konstvagg-identity',
      },
    });
    ids = await ensureCognito(cognito.endpoint, undefined);
    c = cognitoClient(cognito.endpoint);
    // A user without a password, as an OAuth sign-up creates one.
    await createPoolUser(c, ids, { email, group: 'buyer', attributes: { email_verified: 'true' } });
  });

  afterAll(async () => {
    c?.destroy();
    await cognito?.stop();
    await lambda?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = () =>
    c.send(
      new AdminInitiateAuthCommand({
        UserPoolId: ids.userPoolId,
        ClientId: ids.clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: email },
        ClientMetadata: { purpose: 'test' },
      }),
    );
  const answer = (session: string, value: string) =>
    c.send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: ids.userPoolId,
        ClientId: ids.clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: session,
        ChallengeResponses: { USERNAME: email, ANSWER: value },
      }),
    );

  it('asks the triggers for a challenge and issues access tokens with the groups for the right answer', async () => {
    events.length = 0;
    const started = await start();
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(started.Session).toBeTruthy();
    expect(started.ChallengeParameters).toMatchObject({ round: '1' });
    // The private parameters stay with Cognito.
    expect(JSON.stringify(started)).not.toContain('secret-1');
    expect(events.map((e) => e.triggerSource)).toEqual([
      'DefineAuthChallenge_Authentication',
      'CreateAuthChallenge_Authentication',
    ]);
    expect(events[0]!.request).toMatchObject({ session: [], clientMetadata: { purpose: 'test' } });
    expect(events[0]!.request.userAttributes.email).toBe(email);

    const done = await answer(started.Session!, 'secret-1');
    const tokens = done.AuthenticationResult!;
    expect(tokens.RefreshToken).toBeTruthy();
    const access = decode(tokens.AccessToken!);
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: ids.clientId,
      'cognito:groups': ['buyer'],
      iss: `${cognito.endpoint}/${ids.userPoolId}`,
    });
    const verify = events.find((e) => e.triggerSource === 'VerifyAuthChallengeResponse_Authentication')!;
    expect(verify.request).toMatchObject({
      challengeAnswer: 'secret-1',
      privateChallengeParameters: { secret: 'secret-1' },
    });
    expect(events.at(-1)!.request.session).toEqual([
      { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'ROUND-1' },
    ]);

    // The refresh token works like one from the password flow.
    const refreshed = await c.send(
      new InitiateAuthCommand({
        ClientId: ids.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! },
      }),
    );
    expect(decode(refreshed.AuthenticationResult!.AccessToken!).sub).toBe(access.sub);
  });

  it('gives another round after a wrong answer, and fails after the define trigger says so', async () => {
    const started = await start();
    const second = await answer(started.Session!, 'wrong');
    expect(second.AuthenticationResult).toBeUndefined();
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(second.ChallengeParameters).toMatchObject({ round: '2' });
    await expect(answer(second.Session!, 'still wrong')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('accepts a session only once', async () => {
    const started = await start();
    await answer(started.Session!, 'secret-1');
    await expect(answer(started.Session!, 'secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(answer('made-up-session', 'secret-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('answers an unknown user with UserNotFoundException', async () => {
    await expect(
      c.send(
        new AdminInitiateAuthCommand({
          UserPoolId: ids.userPoolId,
          ClientId: ids.clientId,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: 'nobody@example.se' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});
