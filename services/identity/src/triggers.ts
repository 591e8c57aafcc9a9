import type { Context } from 'aws-lambda';
import {
  createAuthChallenge,
  defineAuthChallenge,
  verifyAuthChallengeResponse,
} from './oauth/custom-auth.ts';

/**
 * Cognito user pool triggers. Cognito invokes the identity Lambda with an event carrying
 * `triggerSource` (e.g. 'DefineAuthChallenge_Authentication'); the API
 * Gateway event never has one. Add a trigger by adding its prefix (the part before '_') here.
 */
export interface CognitoTriggerEvent {
  triggerSource: string;
  userPoolId?: string;
  userName?: string;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  [key: string]: unknown;
}

type TriggerHandler = (event: CognitoTriggerEvent, context: Context) => Promise<CognitoTriggerEvent>;

export function isCognitoTriggerEvent(event: unknown): event is CognitoTriggerEvent {
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof (event as { triggerSource?: unknown }).triggerSource === 'string' &&
    !('routeKey' in event)
  );
}

/**
 * Trigger prefix -> handler. Sign-up, verification and reset mails are sent by this service itself
 * (see docs/decisions.md, Accounts), so Cognito never sends a message and there is no CustomMessage trigger.
 */
const triggerHandlers: Record<string, TriggerHandler> = {
  // Google/Apple sign-in mints tokens through Cognito's custom auth flow (oauth/custom-auth.ts).
  DefineAuthChallenge: defineAuthChallenge,
  CreateAuthChallenge: createAuthChallenge,
  VerifyAuthChallengeResponse: verifyAuthChallengeResponse,
};

export async function handleCognitoTrigger(
  event: CognitoTriggerEvent,
  context: Context,
): Promise<CognitoTriggerEvent> {
  const prefix = event.triggerSource.split('_')[0] ?? '';
  const handle = triggerHandlers[prefix];
  if (!handle)
    throw new Error(`The identity service does not handle the Cognito trigger ${event.triggerSource}`);
  return handle(event, context);
}
