import type { ServiceName } from '@konstvagg/lambda-kit/routes';

/**
 * What each service's Lambda may touch, in one place. The Api stack turns this into IAM grants;
 * anything not listed here is denied. Widen a service's access here, with the reason beside it.
 */
export interface ServiceAccess {
  /** The single table: 'read' gets no write action at all. */
  table: 'read' | 'readWrite';
  /** The media bucket (artwork and profile images). */
  media?: 'read' | 'readWrite';
  /** Cognito admin actions on the user pool (create users, set passwords, groups, attributes). */
  cognitoAdmin?: boolean;
  /** Only turning a user's sign-in off and on, and signing it out everywhere (an admin's suspension). */
  cognitoSuspend?: boolean;
  /** Create and delete one-time schedules in the stage's schedule group, passing the scheduler role. */
  scheduler?: boolean;
  /** Read the Stripe secrets from SSM. */
  stripe?: boolean;
  /** Send mail through SES as MAIL_FROM (receipts and pickup codes). */
  mail?: boolean;
}

export const SERVICE_ACCESS: Record<ServiceName, ServiceAccess> = {
  identity: { table: 'readWrite', cognitoAdmin: true, mail: true },
  catalog: { table: 'readWrite' },
  // Reads the caller's artist profile and the artwork for its picture; writes only images.
  media: { table: 'read', media: 'readWrite' },
  // Mails both parties (and the admins) about every step; writes damage-report photos under damage/.
  exhibitions: { table: 'readWrite', media: 'readWrite', mail: true },
  orders: { table: 'readWrite', scheduler: true, stripe: true, mail: true },
  // Mails the artist about each moderation decision; suspends accounts (Cognito disable/enable,
  // global sign-out).
  admin: { table: 'readWrite', mail: true, cognitoSuspend: true },
  stats: { table: 'read' },
};

/** The Cognito actions the identity service needs (sign-up creates confirmed users; roles are groups). */
/** The Cognito actions an admin's suspension needs (services/admin/src/users/suspend.ts). */
export const COGNITO_SUSPEND_ACTIONS = [
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
];

export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminInitiateAuth',
  // Google/Apple sign-in answers the custom-auth challenge (services/identity/src/oauth/custom-auth.ts).
  'cognito-idp:AdminRespondToAuthChallenge',
  'cognito-idp:AdminUserGlobalSignOut',
  // Resetting an admin's lost second step (issue 41, services/identity/src/accounts/mfa.ts).
  'cognito-idp:AdminSetUserMFAPreference',
  'cognito-idp:AdminLinkProviderForUser',
  'cognito-idp:ListUsers',
] as const;
