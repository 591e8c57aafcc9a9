import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  keys,
  OUTBOX_PK,
  queries,
  queryInput,
  type OrderRecord,
  type OutboxEffect,
  type OutboxRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { refundScheduleName, scheduler } from '@konstvagg/lambda-kit/ports/scheduler';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { receiptMail, sendOrThrow, soldMail } from '../orders/mails.ts';
import { contactOf, getItem, getOrder } from '../orders/store.ts';
import { ordersFunctionArn } from './target.ts';

const log = createLogger('konstvagg-orders');

/**
 * The outbox (issue 45): what must follow an order's state change is written in the change's own
 * transaction as one item (keys.outbox), and carried out here afterwards:
 *
 * - the table stream's INSERT of the item invokes this worker (an event source mapping on AWS, the
 *   local stream stand-in on one machine); a failure is retried by the stream, halved down to the
 *   failing item, and then lands in the dead-letter queue with an alarm (docs/operations.md);
 * - the quarter-hourly sweep carries out any item older than BACKSTOP_AFTER_MINUTES, whatever
 *   became of its stream record (outboxBackstop).
 *
 * Each effect is marked done on the item as soon as it is carried out, so a retry does only what is
 * left; the item is deleted when nothing is. A crash between an effect and its mark repeats that
 * one effect: a refund schedule is made once whatever (its name is the key), a mail may go twice.
 *
 * One run at a time: a run first takes the item's lease (lease_until, LEASE_SECONDS ahead), so the
 * stream's worker and a sweep that reach the same item together do not both send its mails. A
 * failure hands the lease back at once for the retry; a run that died holding it (a timeout) loses
 * it when it runs out, and the next sweep carries on.
 */

/** The effects of a payment, in the order they are carried out: the buyer's receipt first. */
const PAID_EFFECTS: OutboxEffect[] = [
  'receipt_mail',
  'sold_mail_artist',
  'sold_mail_venue',
  'refund_schedule',
];

/** How old an item must be before the sweep takes it: the stream's worker has had its turn by then. */
export const BACKSTOP_AFTER_MINUTES = 10;

/** How long a run holds an item: longer than the orders function's 60-second timeout. */
export const LEASE_SECONDS = 120;

/** The outbox item of a payment, to put in the transaction that marks the order paid. */
export function paidOutboxItem(orderId: string, at: string): Record<string, unknown> {
  const record: OutboxRecord = {
    entity: 'outbox',
    order_id: orderId,
    event: 'paid',
    effects: PAID_EFFECTS,
    done: {},
    attempts: 0,
    created_at: at,
    updated_at: at,
  };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.outbox(at, orderId, 'paid'), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

type ItemKey = { PK: string; SK: string };

/** One effect of a payment. */
async function carryOutPaid(effect: OutboxEffect, order: OrderRecord, venue: VenueRecord | undefined) {
  switch (effect) {
    case 'refund_schedule':
      // The refund at the pickup deadline: one schedule per order, however often this runs.
      await scheduler().scheduleOnce({
        name: refundScheduleName(order.id),
        at: new Date(order.pickup_deadline!),
        targetArn: ordersFunctionArn(),
        payload: { task: 'refund', order_id: order.id },
      });
      return;
    case 'receipt_mail':
      await sendOrThrow(receiptMail(order, venue, order.paid_at ?? nowIso()), `receipt ${order.id}`, {
        orderId: order.id,
        kind: 'receipt',
      });
      return;
    case 'sold_mail_artist':
      return soldTo('artist', order.artist_id, order);
    case 'sold_mail_venue':
      return order.venue_id ? soldTo('venue', order.venue_id, order) : undefined;
  }
}

/** "Sold" to the artist or the venue, if they have a contact to write to. */
async function soldTo(party: 'artist' | 'venue', profileId: string, order: OrderRecord): Promise<void> {
  const contact = await contactOf(party, profileId);
  if (contact)
    await sendOrThrow(soldMail(order, contact, party), `sold (${party}) ${order.id}`, {
      orderId: order.id,
      kind: party === 'artist' ? 'sold_artist' : 'sold_venue',
    });
}

/**
 * Takes the item's lease, if no other run holds it. The item as it stands then, or 'gone' when
 * there is none, or 'busy' when another run holds the lease.
 */
async function takeLease(key: ItemKey): Promise<OutboxRecord | 'gone' | 'busy'> {
  const now = nowIso();
  const until = new Date(Date.parse(now) + LEASE_SECONDS * 1000).toISOString();
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET lease_until = :until',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(lease_until) OR lease_until < :now)',
        ExpressionAttributeValues: { ':until': until, ':now': now },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Attributes as OutboxRecord;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    return (err as { Item?: unknown }).Item ? 'busy' : 'gone';
  }
}

/**
 * Carries out what is left of one outbox item, then deletes it. 'gone': another run finished it
 * first; 'busy': another run is carrying it out now. A failure is noted on the item (attempts,
 * last_error), its lease handed back, and thrown, for the caller to retry.
 */
export async function carryOut(key: ItemKey): Promise<'done' | 'gone' | 'busy'> {
  const item = await takeLease(key);
  if (item === 'gone' || item === 'busy') return item;
  const order = await getOrder(item.order_id);
  if (order) {
    const venue = order.venue_id ? await getItem<VenueRecord>(keys.venue(order.venue_id)) : undefined;
    for (const effect of item.effects) {
      if (item.done[effect]) continue;
      try {
        await carryOutPaid(effect, order, venue);
      } catch (err) {
        await noteFailure(key, err as Error);
        throw err;
      }
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET done.#effect = :at, updated_at = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#effect': effect },
            ExpressionAttributeValues: { ':at': nowIso() },
          }),
        );
      } catch (err) {
        // Only when a run that took over an expired lease finished the item meanwhile.
        if (isConditionalCheckFailed(err)) return 'gone';
        throw err;
      }
    }
  } else log.error('Outbox item of an order that does not exist: dropped', { key });
  try {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(PK)' }),
    );
  } catch (err) {
    if (isConditionalCheckFailed(err)) return 'gone';
    throw err;
  }
  return 'done';
}

async function noteFailure(key: ItemKey, err: Error): Promise<void> {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET attempts = attempts + :one, last_error = :error, updated_at = :at REMOVE lease_until',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1, ':error': err.message.slice(0, 500), ':at': nowIso() },
      }),
    )
    .catch((noted: unknown) => log.error('Outbox failure not noted', noted as Error));
}

/** A DynamoDB stream record, as the event source mapping (or the local stand-in) hands it over. */
export interface OutboxStreamRecord {
  eventName?: string;
  dynamodb?: { Keys?: Record<string, { S?: string }> };
}

/** Whether an invocation is a batch of table stream records (the outbox's event source). */
export function isStreamBatch(event: unknown): event is { Records: OutboxStreamRecord[] } {
  const records = (event as { Records?: unknown })?.Records;
  return (
    Array.isArray(records) && records.every((r) => typeof r === 'object' && r !== null && 'dynamodb' in r)
  );
}

/**
 * The stream's batch: each new outbox item is carried out, oldest first. The first failure throws,
 * so the mapping retries the batch (halving it on AWS until the failing item is alone); items
 * already done are 'gone' on the retry.
 */
export async function outboxStream(event: { Records: OutboxStreamRecord[] }): Promise<{ carried: number }> {
  let carried = 0;
  for (const record of event.Records) {
    const { PK, SK } = record.dynamodb?.Keys ?? {};
    if (record.eventName !== 'INSERT' || PK?.S !== OUTBOX_PK || !SK?.S) continue;
    if ((await carryOut({ PK: PK.S, SK: SK.S })) === 'done') carried += 1;
  }
  return { carried };
}

/**
 * The sweep's backstop: outbox items older than BACKSTOP_AFTER_MINUTES, whatever became of their
 * stream records (a batch that went to the dead-letter queue, a stream the stack missed while it
 * was down). A failure is counted and left for the next sweep, never stops the others.
 */
export async function outboxBackstop(): Promise<{ outbox_carried: number; outbox_failed: number }> {
  const before = new Date(Date.parse(nowIso()) - BACKSTOP_AFTER_MINUTES * 60_000).toISOString();
  const { Items } = await documentClient().send(
    new QueryCommand({ TableName: tableName(), ...queryInput(queries.outboxBefore(before)), Limit: 100 }),
  );
  let carried = 0;
  let failed = 0;
  for (const item of (Items ?? []) as ItemKey[]) {
    try {
      if ((await carryOut({ PK: item.PK, SK: item.SK })) === 'done') carried += 1;
    } catch (err) {
      failed += 1;
      log.error('Outbox item still not carried out', { key: item.SK, error: (err as Error).message });
    }
  }
  return { outbox_carried: carried, outbox_failed: failed };
}
