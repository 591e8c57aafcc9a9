import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHALLENGE_METADATA,
  challengeAnswer,
  createAuthChallenge,
  defineAuthChallenge,
  verifyAuthChallengeResponse,
  type CustomAuthEvent,
} from './custom-auth.ts';

const event = (
  triggerSource: string,
  request: Record<string, unknown>,
  userName = 'user-1',
): CustomAuthEvent => ({
  triggerSource,
  userName,
  request,
  response: {},
});

const round = (challengeResult: boolean, challengeMetadata = CHALLENGE_METADATA) => ({
  challengeName: 'CUSTOM_CHALLENGE',
  challengeResult,
  challengeMetadata,
});

describe('the custom-auth triggers', () => {
  const saved = process.env.OAUTH_CUSTOM_AUTH_SECRET;
  beforeEach(() => {
    process.env.OAUTH_CUSTOM_AUTH_SECRET = 'unit-test-secret';
  });
  afterEach(() => {
    // Assigning undefined would leave the text "undefined" for the next file in this worker.
    if (saved === undefined) delete process.env.OAUTH_CUSTOM_AUTH_SECRET;
    else process.env.OAUTH_CUSTOM_AUTH_SECRET = saved;
  });

  it('DefineAuthChallenge asks one challenge, then issues tokens only after exactly one right answer', async () => {
    const define = async (session: unknown[], extra: Record<string, unknown> = {}) =>
      (await defineAuthChallenge(event('DefineAuthChallenge_Authentication', { session, ...extra })))
        .response;
    expect(await define([])).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
    expect(await define([round(true)])).toMatchObject({ issueTokens: true, failAuthentication: false });
    expect(await define([round(false)])).toMatchObject({ issueTokens: false, failAuthentication: true });
    expect(await define([round(false), round(true)])).toMatchObject({
      issueTokens: false,
      failAuthentication: true,
    });
    // A challenge this Lambda did not create (another metadata) never counts.
    expect(await define([round(true, 'SOMETHING_ELSE')])).toMatchObject({
      issueTokens: false,
      failAuthentication: true,
    });
    expect(await define([], { userNotFound: true })).toMatchObject({ failAuthentication: true });
  });

  it('CreateAuthChallenge gives a fresh nonce every time, public and private alike', async () => {
    const a = (await createAuthChallenge(event('CreateAuthChallenge_Authentication', {}))).response as {
      publicChallengeParameters: { nonce: string };
      privateChallengeParameters: { nonce: string };
      challengeMetadata: string;
    };
    const b = (await createAuthChallenge(event('CreateAuthChallenge_Authentication', {})))
      .response as typeof a;
    expect(a.publicChallengeParameters.nonce).toBe(a.privateChallengeParameters.nonce);
    expect(a.publicChallengeParameters.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.publicChallengeParameters.nonce).not.toBe(b.publicChallengeParameters.nonce);
    expect(a.challengeMetadata).toBe(CHALLENGE_METADATA);
  });

  it('VerifyAuthChallengeResponse accepts only the HMAC of this user and this nonce', async () => {
    const verify = async (answer: unknown, nonce = 'nonce-1', userName = 'user-1') =>
      (
        await verifyAuthChallengeResponse(
          event(
            'VerifyAuthChallengeResponse_Authentication',
            { privateChallengeParameters: { nonce }, challengeAnswer: answer },
            userName,
          ),
        )
      ).response.answerCorrect;
    const right = await challengeAnswer('user-1', 'nonce-1');
    expect(await verify(right)).toBe(true);
    expect(await verify(right, 'nonce-2')).toBe(false);
    expect(await verify(right, 'nonce-1', 'user-2')).toBe(false);
    expect(await verify(`${right}x`)).toBe(false);
    expect(await verify(undefined)).toBe(false);
  });
});
