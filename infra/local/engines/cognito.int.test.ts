import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient, ensureCognito, type CognitoIds } from '../bootstrap.ts';
import { startCognito, type CognitoEngine } from './cognito.ts';
import { createPoolUser } from './cognito.test-helpers.ts';
import { startLambdaInvoke, type LambdaInvokeEngine } from './lambda-invoke.ts';
import { listOutbox } from './outbox.ts';

const decode = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('cognito-local with the CustomMessage trigger and the outbox', { timeout: 120_000 }, () => {
  let dir: string;
  let lambda: LambdaInvokeEngine;
  let cognito: CognitoEngine;
  let ids: CognitoIds;
  const triggerEvents: { triggerSource: string }[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kv-cognito-'));
    // Stands in for the identity Lambda: answers the trigger as the real one will, with links around the code.
    lambda = await startLambdaInvoke({
      invoke: async (service, event) => {
        const e = event as {
          triggerSource: string;
          request: { codeParameter: string };
          response: Record<string, unknown>;
        };
        triggerEvents.push(e);
        if (service !== 'identity') throw new Error(`unexpected ${service}`);
        return {
          ...e,
          response: {
            emailSubject: 'Återställ ditt lösenord',
            emailMessage: `Öppna http://localhost:8080/reset-password/${e.request.codeParameter}`,
          },
        };
      },
    });
    cognito = await startCognito({
      dataDir: path.join(dir, 'cognito'),
      outboxDir: path.join(dir, 'outbox'),
      lambdaEndpoint: lambda.endpoint,
      triggers: { CustomMessage: 'konstvagg-identity' },
    });
    ids = await ensureCognito(cognito.endpoint, undefined);
  });

  afterAll(async () => {
    await cognito?.stop();
    await lambda?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('issues ACCESS tokens that carry cognito:groups (and no custom attributes)', async () => {
    const c = cognitoClient(cognito.endpoint);
    const email = 'artist@example.se';
    await createPoolUser(c, ids, {
      email,
      group: 'artist',
      attributes: { 'custom:role': 'artist' },
      password: 'Konstverk1',
    });
    const auth = await c.send(
      new InitiateAuthCommand({
        ClientId: ids.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Konstverk1' },
      }),
    );
    const access = decode(auth.AuthenticationResult!.AccessToken!);
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: ids.clientId,
      'cognito:groups': ['artist'],
      iss: `${cognito.endpoint}/${ids.userPoolId}`,
    });
    expect(access['custom:role']).toBeUndefined();
    expect(decode(auth.AuthenticationResult!.IdToken!)).toMatchObject({
      token_use: 'id',
      'custom:role': 'artist',
      email,
    });
    c.destroy();
  });

  it('sends the forgot-password mail through the trigger into the outbox, with the real code in the link', async () => {
    const c = cognitoClient(cognito.endpoint);
    await c.send(new ForgotPasswordCommand({ ClientId: ids.clientId, Username: 'artist@example.se' }));
    expect(triggerEvents.map((e) => e.triggerSource)).toContain('CustomMessage_ForgotPassword');
    const mail = listOutbox(path.join(dir, 'outbox')).find((m) => m.to === 'artist@example.se');
    expect(mail).toMatchObject({ subject: 'Återställ ditt lösenord' });
    const code = /reset-password\/(\d+)/.exec(mail!.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The code in the mail is the one Cognito accepts.
    await c.send(
      new ConfirmForgotPasswordCommand({
        ClientId: ids.clientId,
        Username: 'artist@example.se',
        ConfirmationCode: code!,
        Password: 'NyttKonst2',
      }),
    );
    const auth = await c.send(
      new InitiateAuthCommand({
        ClientId: ids.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'artist@example.se', PASSWORD: 'NyttKonst2' },
      }),
    );
    expect(auth.AuthenticationResult?.AccessToken).toBeTruthy();
    c.destroy();
  });
});
