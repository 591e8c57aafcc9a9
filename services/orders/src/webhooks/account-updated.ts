import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys, type StripeAccountRecord } from '@konstvagg/domain';
import { nowIso } from '@konstvagg/lambda-kit';
import { payments, type PaymentEvent } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { payoutReadiness } from '../onboarding/payee.ts';
import { callPayments } from '../payments-call.ts';
import { releaseWaitingPayouts } from '../tasks/payouts.ts';
import type { EventOutcome } from './event-handlers.ts';

/**
 * `account.updated`: sets is_kyc_verified and can_receive_payouts on the artist or venue that owns
 * the connected account. The account is read again from Stripe rather than taken from the event,
 * because Stripe does not deliver events in order: an older snapshot arriving late must not switch
 * the Pro badge off again.
 */
export async function accountUpdated(event: PaymentEvent): Promise<EventOutcome> {
  const accountId = (event.data.object as { id?: unknown }).id;
  if (typeof accountId !== 'string') return { changed: false };
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.stripeAccount(accountId) }),
  );
  const owner = Item as StripeAccountRecord | undefined;
  // Not an account of ours (another environment on the same Stripe account): nothing to do.
  if (!owner) return { changed: false };

  const account = await callPayments('retrieve account', () => payments().retrieveAccount(accountId));
  const flags = payoutReadiness(account);
  const changed = await storeFlags(owner, accountId, flags);
  // Payouts that waited for this account go out now (each one once: see sendPayout).
  const released = flags.can_receive_payouts
    ? await releaseWaitingPayouts(owner.owner_kind, owner.owner_id)
    : 0;
  return { changed: changed || released > 0 };
}

async function storeFlags(
  owner: StripeAccountRecord,
  accountId: string,
  flags: ReturnType<typeof payoutReadiness>,
): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: owner.owner_kind === 'artist' ? keys.artist(owner.owner_id) : keys.venue(owner.owner_id),
        UpdateExpression:
          'SET is_kyc_verified = :kyc, can_receive_payouts = :payouts, updated_at = :at, version = if_not_exists(version, :zero) + :one',
        // Only the profile that holds this account, and only when a flag really changes.
        ConditionExpression:
          'stripe_account_id = :acct AND (attribute_not_exists(is_kyc_verified) OR attribute_not_exists(can_receive_payouts) OR is_kyc_verified <> :kyc OR can_receive_payouts <> :payouts)',
        ExpressionAttributeValues: {
          ':acct': accountId,
          ':kyc': flags.is_kyc_verified,
          ':payouts': flags.can_receive_payouts,
          ':at': nowIso(),
          ':zero': 0,
          ':one': 1,
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err)) return false;
    throw err;
  }
}
