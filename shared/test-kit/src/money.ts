import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  collect,
  keys,
  orderIndexKeys,
  statUpdateItems,
  type ArtistRecord,
  type OrderRecord,
  type PayoutRecord,
  type PickupRecord,
  type VenueRecord,
} from '@konstvagg/domain';

/**
 * Sales written straight into the table for the money machine's tests (the `db` project): a paid
 * order, then collected through the machine's own `collect`, as validate-pickup does.
 */
const DAY = 86_400_000;
let count = 0;

export interface SaleFixture {
  doc: DynamoDBDocumentClient;
  table: string;
  tag: string;
  artist: ArtistRecord;
  venue: VenueRecord;
}

/**
 * A sale paid nine days ago and collected eight days ago, so both payouts (T+1) are due. `pickup`:
 * how the venue validated it (null: an order collected before the app kept that, no protection).
 * `paidOnly`: stops at paid (no pickup yet).
 */
export async function writeSale(
  f: SaleFixture,
  options: { pickup?: PickupRecord | null; paidOnly?: boolean } = {},
): Promise<OrderRecord> {
  const n = ++count;
  const at = new Date(Date.now() - 9 * DAY).toISOString();
  const collectedAt = new Date(Date.now() - 8 * DAY).toISOString();
  const order: OrderRecord = {
    entity: 'order',
    id: `ord_${f.tag}_${n}`,
    artwork_id: `art-${f.tag}`,
    status: 'paid',
    amount_cents: 20_000,
    currency: 'EUR',
    artist_id: f.artist.id,
    artist_name: f.artist.artist_name,
    title: `Testverk ${n}`,
    venue_id: f.venue.id,
    venue_name: f.venue.venue_name,
    buyer_id: null,
    buyer_email: `buyer-${f.tag}-${n}@test.konstvagg.local`,
    venue_commission: 10,
    venue_cents: 2_000,
    platform_fee_bps: 500,
    platform_cents: 1_000,
    artist_cents: 17_000,
    stripe_payment_intent_id: `pi_${f.tag}_${n}`,
    stripe_charge_id: `ch_${f.tag}_${n}`,
    paid_at: at,
    pickup_deadline: new Date(Date.now() - 2 * DAY).toISOString(),
    collected_at: null,
    paid_out_at: null,
    created_at: at,
    updated_at: at,
    version: 2,
  };
  await f.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: { TableName: f.table, Item: { ...keys.order(order.id), ...orderIndexKeys(order), ...order } },
        },
        // The admin's orders-by-status counter, as a real payment would have counted it.
        ...statUpdateItems([{ kind: 'order_status', add: { paid: 1 } }], f.table, at),
      ] as never,
    }),
  );
  if (options.paidOnly) return order;
  const pickup =
    options.pickup === undefined
      ? { method: 'scanned' as const, by: `staff-${f.tag}`, by_email: `staff-${f.tag}@test.konstvagg.local` }
      : options.pickup;
  const items = collect(
    order,
    { table: f.table, at: collectedAt },
    pickup ?? { method: 'typed', by: '', by_email: null },
  );
  await f.doc.send(new TransactWriteCommand({ TransactItems: items as never }));
  if (pickup === null) {
    await f.doc.send(
      new UpdateCommand({
        TableName: f.table,
        Key: keys.order(order.id),
        UpdateExpression: 'REMOVE pickup_method, pickup_by, pickup_by_email',
      }),
    );
  }
  return (await storedItem<OrderRecord>(f, keys.order(order.id)))!;
}

/** One item as it is now (a consistent read). */
export async function storedItem<T>(
  f: Pick<SaleFixture, 'doc' | 'table'>,
  Key: { PK: string; SK: string },
): Promise<T | undefined> {
  return (await f.doc.send(new GetCommand({ TableName: f.table, Key, ConsistentRead: true }))).Item as
    T | undefined;
}

/** A sale's payouts, the artist's first. */
export async function salePayouts(
  f: Pick<SaleFixture, 'doc' | 'table'>,
  orderId: string,
): Promise<PayoutRecord[]> {
  const payouts = await Promise.all(
    (['artist', 'venue'] as const).map((p) => storedItem<PayoutRecord>(f, keys.payout(orderId, p))),
  );
  return payouts.filter((p): p is PayoutRecord => !!p);
}
