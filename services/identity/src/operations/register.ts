import { apiMessage } from '@konstvagg/i18n';
import { defineOperation } from '@konstvagg/lambda-kit';
import { registerAccount } from '../accounts/register-account.ts';
import { toAuthUser } from '../accounts/users.ts';
import { trySendVerificationMail } from '../accounts/verification.ts';
import { registerBody } from './schemas.ts';
import { registerResponseSchema } from '@konstvagg/contracts';

/**
 * POST /auth/register: an artist, venue or buyer account (never admin), confirmed at once, with
 * its profile; the verification mail goes out in the request's language, which becomes the
 * user's language.
 */
export const register = defineOperation({
  status: 201,
  errors: ['email_taken'],
  response: registerResponseSchema,
  body: registerBody,
  async run({ body, lang }) {
    const items = await registerAccount({
      role: body.role,
      name: body.name,
      email: body.email,
      password: body.password,
      phone: body.phone,
      language: lang,
      ...(body.role === 'artist' ? { artist: { artist_name: body.artist_name, bio: body.bio } } : {}),
      ...(body.role === 'venue'
        ? { venue: { venue_name: body.venue_name, location: body.location, venue_type: body.venue_type } }
        : {}),
    });
    await trySendVerificationMail(items.user, lang);
    return {
      status: 201,
      body: { user: await toAuthUser(items.user), message: apiMessage(lang, 'auth.register_success') },
    };
  },
});
