import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, type Role } from '@konstvagg/contracts';
import { cognito, userPool } from '@konstvagg/lambda-kit/ports/identity';

/**
 * The identity service's Cognito calls, in one place (the user pool behind the identity port:
 * cognito-local on one machine, the CDK pool on AWS). Only these admin actions are granted to the
 * identity Lambda (infra/cdk/lib/service-access.ts).
 */
export const errorName = (err: unknown): string =>
  (err as { name?: string; code?: string } | null)?.name ?? (err as { code?: string } | null)?.code ?? '';

export interface NewCognitoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Only accounts made by an operator (admin:create) start verified. */
  emailVerified?: boolean;
}

/**
 * Creates a confirmed user whose email is not verified yet: no invitation mail (SUPPRESS), then a
 * permanent password, so the user can sign in at once. Returns the sub (the user's id everywhere).
 */
export async function createCognitoUser(u: NewCognitoUser): Promise<string> {
  const { userPoolId } = userPool();
  const attributes: AttributeType[] = [
    { Name: 'email', Value: u.email },
    { Name: 'email_verified', Value: u.emailVerified ? 'true' : 'false' },
    { Name: 'given_name', Value: u.firstName },
    { Name: 'family_name', Value: u.lastName },
    { Name: 'custom:role', Value: u.role },
  ];
  const out = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: u.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: attributes,
    }),
  );
  const sub = out.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub for the new user');
  return sub;
}

export async function setPermanentPassword(email: string, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPool().userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

export async function addToGroup(email: string, role: Role): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPool().userPoolId, Username: email, GroupName: role }),
  );
}

export async function deleteCognitoUser(email: string): Promise<void> {
  await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPool().userPoolId, Username: email }));
}

export async function markEmailVerified(email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPool().userPoolId,
      Username: email,
      // Cognito wants the address beside its verified flag ("Email is required to verify an email").
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Ends the user's other sessions after a password reset, where the pool supports it (cognito-local does not). */
export async function signOutEverywhere(email: string): Promise<boolean> {
  try {
    await cognito().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: userPool().userPoolId, Username: email }),
    );
    return true;
  } catch {
    return false;
  }
}

export interface CognitoAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  role: Role | null;
  createdAt: string | null;
}

/** A user by email (the username), with its role group; null when there is none. */
export async function findCognitoUser(email: string): Promise<CognitoAccount | null> {
  const { userPoolId } = userPool();
  let out;
  try {
    out = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  } catch (err) {
    if (errorName(err) === 'UserNotFoundException') return null;
    throw err;
  }
  const attr = (name: string) => out.UserAttributes?.find((a) => a.Name === name)?.Value;
  const groups = await cognito().send(
    new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: email }),
  );
  const names = (groups.Groups ?? []).map((g) => g.GroupName);
  const role = (ROLES as readonly string[]).find((r) => names.includes(r)) as Role | undefined;
  const sub = attr('sub') ?? out.Username;
  if (!sub) return null;
  return {
    sub,
    email: attr('email') ?? email,
    emailVerified: attr('email_verified') === 'true',
    firstName: attr('given_name') ?? '',
    lastName: attr('family_name') ?? '',
    role: role ?? null,
    createdAt: out.UserCreateDate ? new Date(out.UserCreateDate).toISOString() : null,
  };
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The password was right, and the account has TOTP: Cognito asks for a code (issue 41). */
export interface MfaChallenge {
  challenge: 'mfa';
  session: string;
}

/**
 * USER_PASSWORD_AUTH (the web client allows it; cognito-local supports it). null: wrong email or
 * password; a SOFTWARE_TOKEN_MFA challenge when the account has TOTP set up (accounts/mfa.ts).
 */
export async function passwordSignIn(
  email: string,
  password: string,
): Promise<SessionTokens | MfaChallenge | null> {
  try {
    const out = await cognito().send(
      new InitiateAuthCommand({
        ClientId: userPool().clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    if (out.ChallengeName === 'SOFTWARE_TOKEN_MFA' && out.Session)
      return { challenge: 'mfa', session: out.Session };
    const r = out.AuthenticationResult;
    if (!r?.AccessToken || !r.RefreshToken) return null;
    return { accessToken: r.AccessToken, refreshToken: r.RefreshToken };
  } catch (err) {
    const name = errorName(err);
    if (
      name === 'NotAuthorizedException' ||
      name === 'UserNotFoundException' ||
      name === 'InvalidPasswordException' ||
      name === 'PasswordResetRequiredException' ||
      name === 'UserNotConfirmedException'
    )
      return null;
    throw err;
  }
}

/** A new access token for a refresh token; null when Cognito refuses it (revoked, expired, unknown). */
export async function refreshSession(refreshToken: string): Promise<string | null> {
  try {
    const out = await cognito().send(
      new InitiateAuthCommand({
        ClientId: userPool().clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return out.AuthenticationResult?.AccessToken ?? null;
  } catch (err) {
    const name = errorName(err);
    if (
      name === 'NotAuthorizedException' ||
      name === 'InvalidParameterException' ||
      name === 'UserNotFoundException'
    )
      return null;
    throw err;
  }
}

/** Revokes a refresh token (and, on AWS, the access tokens issued from it). Never throws. */
export async function revokeRefreshToken(refreshToken: string): Promise<boolean> {
  try {
    await cognito().send(new RevokeTokenCommand({ ClientId: userPool().clientId, Token: refreshToken }));
    return true;
  } catch {
    return false;
  }
}
