import { onboardingLinkSchema } from '@konstvagg/contracts';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OnboardingLink } from '@konstvagg/contracts';
import { keys, type StripeAccountRecord, type UserRecord } from '@konstvagg/domain';
import { conflict, defineOperation, nowIso, type Caller } from '@konstvagg/lambda-kit';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { callPayments } from '../payments-call.ts';
import { onboardingUrls, payeeOfCaller, type PayeeProfile } from './payee.ts';

/**
 * POST /payments/onboarding: a fresh Account Link into Stripe's Express onboarding for the
 * caller's artist or venue profile. The connected account is created once per profile; every later
 * call (the refresh page, "continue onboarding") only mints a new link, because links are single
 * use and expire within minutes.
 */
export const startOnboarding = defineOperation({
  errors: ['payments_unavailable'],
  response: onboardingLinkSchema,
  async run({ caller }) {
    const payee = await payeeOfCaller(caller);
    const accountId = payee.profile.stripe_account_id ?? (await createAccount(payee, caller!));
    const link = await callPayments('account link', () =>
      payments().createAccountLink({ accountId, ...onboardingUrls(payee.kind) }),
    );
    const body: OnboardingLink = { url: link.url, expires_at: link.expiresAt.toISOString() };
    return { body, headers: { 'Cache-Control': 'no-store' } };
  },
});

/**
 * Creates the Express account and stores it on the profile. The idempotency key is fixed per
 * profile, so two clicks at once (or a retry after a lost answer) get the same account from Stripe
 * for its 24 h, and the conditional write below keeps the first account a profile got.
 */
async function createAccount(payee: PayeeProfile, caller: Caller): Promise<string> {
  const { profile, kind } = payee;
  const email = await emailOf(payee, caller);
  const account = await callPayments('create account', () =>
    payments().createExpressAccount({
      email,
      country: /^[A-Z]{2}$/.test(profile.country) ? profile.country : 'SE',
      idempotencyKey: `acct:${kind}:${profile.id}`,
      metadata: { profile_kind: kind, profile_id: profile.id },
    }),
  );
  const at = nowIso();
  const owner: StripeAccountRecord = {
    entity: 'stripe_account',
    account_id: account.id,
    owner_kind: kind,
    owner_id: profile.id,
    created_at: at,
  };
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: kind === 'artist' ? keys.artist(profile.id) : keys.venue(profile.id),
              UpdateExpression:
                'SET stripe_account_id = :acct, updated_at = :at, version = if_not_exists(version, :zero) + :one',
              ConditionExpression:
                'attribute_exists(PK) AND (attribute_not_exists(stripe_account_id) OR stripe_account_id = :none OR stripe_account_id = :acct)',
              ExpressionAttributeValues: {
                ':acct': account.id,
                ':at': at,
                ':zero': 0,
                ':one': 1,
                ':none': null,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.stripeAccount(account.id), ...owner },
              ConditionExpression: 'attribute_not_exists(PK) OR owner_id = :owner',
              ExpressionAttributeValues: { ':owner': profile.id },
            },
          },
        ],
      }),
    );
    return account.id;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    // Another account got there first (a key that Stripe had forgotten): keep the stored one.
    const stored = await storedAccountId(payee);
    if (stored) return stored;
    throw conflict();
  }
}

async function storedAccountId(payee: PayeeProfile): Promise<string | null> {
  const key = payee.kind === 'artist' ? keys.artist(payee.profile.id) : keys.venue(payee.profile.id);
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return (Item?.stripe_account_id as string | null | undefined) ?? null;
}

/** The account's email: the signed-in user's (the one Stripe writes to), else the venue's contact email. */
async function emailOf(payee: PayeeProfile, caller: Caller): Promise<string> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(caller.userId) }),
  );
  const user = Item as UserRecord | undefined;
  return user?.email ?? (payee.kind === 'venue' ? payee.profile.email : null) ?? caller.username;
}
