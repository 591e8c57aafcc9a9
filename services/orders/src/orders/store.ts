import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  keys,
  movePayout,
  queries,
  queryInput,
  type ArtistRecord,
  type ItemKey,
  type TransactItem,
  type OrderRecord,
  type PayoutRecord,
  type UserRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import type { Caller } from '@konstvagg/lambda-kit';
import {
  documentClient,
  isConditionalCheckFailed,
  queryAll,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';

/** One item by key (strongly consistent: money decisions read the latest write). */
export async function getItem<T>(key: ItemKey): Promise<T | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

export const getOrder = (id: string) => getItem<OrderRecord>(keys.order(id));

export const payoutsOf = (orderId: string) =>
  queryAll<PayoutRecord>({
    TableName: tableName(),
    ConsistentRead: true,
    ...queryInput(queries.payoutsOfOrder(orderId)),
  });

/** The artist or venue profile the caller owns, if any. */
export async function profileIdOf(caller: Caller, kind: 'artist' | 'venue'): Promise<string | null> {
  if (caller.role !== kind) return null;
  const { Items } = await documentClient().send(
    new QueryCommand({ TableName: tableName(), ...queryInput(queries.profileOfUser(caller.userId, kind)) }),
  );
  return (Items?.[0] as { id?: string } | undefined)?.id ?? null;
}

/** Who to mail about a profile (artist or venue): its user's address and language. */
export async function contactOf(
  kind: 'artist' | 'venue',
  id: string,
): Promise<{ email: string; name: string; lang: 'sv' | 'en' } | null> {
  const profile = await getItem<ArtistRecord | VenueRecord>(
    kind === 'artist' ? keys.artist(id) : keys.venue(id),
  );
  if (!profile) return null;
  const user = profile.user_id ? await getItem<UserRecord>(keys.user(profile.user_id)) : undefined;
  const email = user?.email ?? (kind === 'venue' ? (profile as VenueRecord).email : null);
  if (!email) return null;
  const name =
    user?.first_name ??
    (kind === 'artist' ? (profile as ArtistRecord).artist_name : (profile as VenueRecord).venue_name);
  return { email, name, lang: user?.language === 'sv' ? 'sv' : 'en' };
}

/**
 * Moves a payout along its lifecycle (the money machine's movePayout, shared/domain
 * order-machine.ts), conditional on the version read, with its status index key. Returns false when
 * someone else changed it first (the payout object is updated only on success).
 */
export async function updatePayout(
  payout: PayoutRecord,
  status: PayoutRecord['status'],
  at: string,
  fields: Partial<
    Pick<
      PayoutRecord,
      | 'stripe_transfer_id'
      | 'failure_reason'
      | 'attempts'
      | 'sent_at'
      | 'refusals'
      | 'stripe_reversal_id'
      | 'reversed_at'
    >
  > = {},
): Promise<boolean> {
  return runPayoutItems(
    payout,
    [movePayout(payout, { table: tableName(), at }, status, fields)],
    status,
    at,
    fields,
  );
}

/**
 * Runs a payout's items (one Update, or a TransactWriteItems with a condition on its order) and,
 * when they were written, brings the payout object up to date. False when a condition failed.
 */
export async function runPayoutItems(
  payout: PayoutRecord,
  items: TransactItem[],
  status: PayoutRecord['status'],
  at: string,
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  try {
    if (items.length === 1 && 'Update' in items[0]!)
      await documentClient().send(new UpdateCommand((items[0] as { Update: never }).Update));
    else await transactWrite(items as Record<string, unknown>[]);
    payout.version += 1;
    Object.assign(payout, { status, updated_at: at }, fields);
    return true;
  } catch (err) {
    if (isConditionalCheckFailed(err) || (err as { name?: string }).name === 'TransactionCanceledException')
      return false;
    throw err;
  }
}

/**
 * Claims an order's refund for one refunder just before it asks Stripe (refund_started_at and its
 * reason; no status change, no version bump): charge.refunded, which may arrive before the
 * refunder's own write, leaves the order to it (webhooks/charge-refunded.ts). Written only while
 * the order is still in the status read; otherwise the refunder's transition fails anyway.
 */
export async function claimRefund(
  order: OrderRecord,
  reason: 'not_collected' | 'admin',
  at: string,
): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.id),
        UpdateExpression: 'SET refund_started_at = :at, refund_started_reason = :reason',
        ConditionExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':reason': reason, ':status': order.status },
      }),
    );
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
  }
}
