import { defineOperation, unauthorized } from '@konstvagg/lambda-kit';
import { ensureUserRecord, getUserRecord, toAuthUser } from '../accounts/users.ts';
import { meResponseSchema } from '@konstvagg/contracts';

/** GET /auth/me -> {user}; the role is the one the access token's groups give. */
export const me = defineOperation({
  response: meResponseSchema,
  async run({ caller, lang }) {
    if (!caller) throw unauthorized();
    const record =
      (await getUserRecord(caller.userId)) ??
      (await ensureUserRecord(caller.userId, caller.username, caller.role, lang));
    return {
      body: { user: await toAuthUser(record, caller.role) },
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});
