import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoIds } from '../bootstrap.ts';

/**
 * Creates a confirmed user in the local pool, without the welcome mail, and puts it in its role's
 * group, as the identity service does on sign-up. Without `password` the user has none (an OAuth sign-up).
 */
export async function createPoolUser(
  c: CognitoIdentityProviderClient,
  ids: CognitoIds,
  user: { email: string; group: string; attributes: Record<string, string>; password?: string },
): Promise<void> {
  await c.send(
    new AdminCreateUserCommand({
      UserPoolId: ids.userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
      ],
    }),
  );
  if (user.password)
    await c.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: ids.userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
  await c.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: ids.userPoolId,
      Username: user.email,
      GroupName: user.group,
    }),
  );
}
