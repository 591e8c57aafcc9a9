import * as z from 'zod';
import { loginResponseSchema } from './responses.ts';

/**
 * TOTP multi-factor sign-in (issue 41): required for admins, optional for everyone else. The
 * code is an authenticator app's 6 digits; the server checks only its shape before Cognito does.
 */
export const MFA_CODE_PATTERN = /^\d{6}$/;

// Fields stay loose here (strings or absent); the identity service's rules name each bad one.
const text = z.string().optional();

/** POST /auth/login, second step: the email, the challenge's session and the app's code. */
export const loginMfaBodySchema = z.object({ email: text, session: text, code: text });
/** POST /auth/mfa/verify: the first code from the app, which proves the set-up worked. */
export const mfaVerifyBodySchema = z.object({ code: text });

/** What /auth/login answers when the account has MFA: no tokens yet, a session for the second step. */
export const mfaChallengeResponseSchema = z.object({ challenge: z.literal('mfa'), session: z.string() });
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponseSchema>;

/** /auth/login: tokens, or the MFA challenge. */
export const loginOrChallengeResponseSchema = z.union([loginResponseSchema, mfaChallengeResponseSchema]);

/** GET /auth/mfa: whether the caller has TOTP set up, and whether their role must have it. */
export const mfaStatusResponseSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;

/** POST /auth/mfa/setup: the new secret (base32, for typing) and the otpauth:// URI for the QR code. */
export const mfaSetupResponseSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

/** POST /auth/mfa/verify: set up; from the next sign-in on, a code is asked. */
export const mfaVerifyResponseSchema = z.object({ message: z.string(), enabled: z.literal(true) });
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponseSchema>;
