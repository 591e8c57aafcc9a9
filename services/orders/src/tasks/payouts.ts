import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  cancelPayout,
  claimPayout,
  disputeHoldsPayouts,
  keys,
  movePayout,
  payOut,
  payoutReversalRefused,
  sellerProtected,
  queries,
  queryInput,
  schedulePayout,
  type ArtistRecord,
  type OrderRecord,
  type PayoutRecord,
  type TransactItem,
  type VenueRecord,
} from '@konstvagg/domain';
import { createLogger, nowIso } from '@konstvagg/lambda-kit';
import { countMetric, METRIC } from '@konstvagg/lambda-kit/metrics';
import { payments } from '@konstvagg/lambda-kit/ports/payments';
import { PAYOUT_SWEEP_SCHEDULE, refundScheduleName, scheduler } from '@konstvagg/lambda-kit/ports/scheduler';
import {
  documentClient,
  isConditionalCheckFailed,
  tableName,
  transactWrite,
} from '@konstvagg/lambda-kit/ports/store';
import { saveDisputeEvidence } from '../disputes/evidence.ts';
import { getItem, getOrder, payoutsOf, runPayoutItems, updatePayout } from '../orders/store.ts';

const log = createLogger('konstvagg-orders');

/** A failed transfer is tried again on each sweep until this many attempts, then waits for an admin. */
export const MAX_TRANSFER_ATTEMPTS = 5;

/**
 * The idempotency key of a payout's transfer reversal, one per order and party: the admin's refund
 * and a late transfer's reversal (reverseLateTransfer) use the same key, so Stripe reverses a
 * transfer once, whichever asks first.
 */
export const reversalKey = (orderId: string, party: PayoutRecord['party']) => `trr:${orderId}:${party}`;

/**
 * Sends one payout: one transfer to the payee's connected account, `source_transaction` = the
 * order's charge, idempotency key `tr:<order>:<party>` (a retry after a lost answer gets the same
 * transfer from Stripe, never a second one; see PayoutRecord.refusals for a refused one). An account that cannot receive payouts yet makes it
 * wait (`waiting_for_account`, with the reason); a refused transfer makes it `failed`, to be tried
 * again by the next sweep. A payment that a dispute holds (disputeHoldsPayouts, with the seller protection of a validated pickup) sends nothing and
 * changes nothing: the payout stays as it is, due, and the sweep after a won dispute sends it.
 * Answers the payout's new status.
 */
export async function sendPayout(
  payout: PayoutRecord,
  order: OrderRecord,
  profileOf: ProfileReader = readProfile,
): Promise<PayoutRecord['status']> {
  const before = payout.status;
  const status = await sendPayoutOnce(payout, order, profileOf);
  // What CloudWatch counts (shared/lambda-kit metrics.ts): a change, not a payout left as it was.
  if (status === 'sent' && before !== 'sent') {
    countMetric('orders', METRIC.PayoutsSent);
    countMetric('orders', METRIC.PaidOutCents, payout.amount_cents);
  } else if (status === 'failed') countMetric('orders', METRIC.PayoutsFailed);
  else if (status === 'waiting_for_account' && before !== 'waiting_for_account')
    countMetric('orders', METRIC.PayoutsWaiting);
  return status;
}

/** A payee's profile (its payout account): read each time, or once per sweep (payoutSweep). */
type ProfileReader = (
  party: PayoutRecord['party'],
  payeeId: string,
) => Promise<ArtistRecord | VenueRecord | undefined>;
const readProfile: ProfileReader = (party, payeeId) =>
  getItem<ArtistRecord | VenueRecord>(party === 'artist' ? keys.artist(payeeId) : keys.venue(payeeId));

async function sendPayoutOnce(
  payout: PayoutRecord,
  order: OrderRecord,
  profileOf: ProfileReader,
): Promise<PayoutRecord['status']> {
  if (payout.status === 'sent' || payout.status === 'reversed' || payout.status === 'cancelled')
    return payout.status;
  // Held by a dispute, unless the pickup was validated with the buyer's code and the evidence is in.
  if (disputeHoldsPayouts(order)) return payout.status;
  const at = nowIso();
  // Another sweep's claim, still young: that sweep is asking Stripe now.
  if (payout.status === 'sending' && payout.updated_at > staleClaimBefore(at)) return payout.status;
  const profile = await profileOf(payout.party, payout.payee_id);
  const account = profile?.stripe_account_id ?? null;
  // A claim taken over (`sending`) asks Stripe again as it was asked: the transfer may exist.
  if ((!account || !profile?.can_receive_payouts) && (payout.status !== 'sending' || !account)) {
    const reason = account ? 'payouts_disabled' : 'no_account';
    if (payout.status === 'sending') {
      await updatePayout(payout, 'failed', at, { failure_reason: reason });
      return 'failed';
    }
    if (payout.status !== 'waiting_for_account' || payout.failure_reason !== reason)
      await updatePayout(payout, 'waiting_for_account', at, { failure_reason: reason });
    return 'waiting_for_account';
  }
  if (!order.stripe_charge_id) {
    await updatePayout(payout, 'failed', at, { failure_reason: 'no_charge', attempts: payout.attempts + 1 });
    return 'failed';
  }
  // Claim the attempt first (the machine's claimPayout: -> sending, conditional on the payout's
  // version and on the order still being paid out at the version read): two sweeps at once cannot
  // both send, and a refund written first stops the transfer before it is asked for.
  const claim = claimPayout(payout, order, { table: tableName(), at });
  if (!(await runPayoutItems(payout, claim, 'sending', at, { attempts: payout.attempts + 1 })))
    return payout.status;
  try {
    const transfer = await payments().createTransfer({
      amountCents: payout.amount_cents,
      currency: payout.currency,
      destinationAccountId: account,
      sourceTransaction: order.stripe_charge_id,
      transferGroup: order.id,
      idempotencyKey: `tr:${order.id}:${payout.party}${payout.refusals ? `:${payout.refusals}` : ''}`,
      metadata: { order_id: order.id, party: payout.party },
    });
    const sent = await updatePayout(payout, 'sent', at, {
      stripe_transfer_id: transfer.id,
      failure_reason: null,
      sent_at: at,
    });
    return sent ? 'sent' : await reverseLateTransfer(payout, transfer.id);
  } catch (err) {
    const code =
      (err as { code?: string; raw?: { code?: string } }).code ??
      (err as { raw?: { code?: string } }).raw?.code ??
      'transfer_failed';
    const status = (err as { statusCode?: number }).statusCode ?? 0;
    // A 4xx other than a conflict or a rate limit: Stripe created nothing, the next try needs a new key.
    const refused = status >= 400 && status < 500 && status !== 409 && status !== 429;
    log.error('Transfer failed; the next sweep tries again', err as Error);
    await updatePayout(payout, 'failed', at, {
      failure_reason: code,
      ...(refused ? { refusals: (payout.refusals ?? 0) + 1 } : {}),
    });
    return 'failed';
  }
}

/** What happened to each payee's part when a sale is undone. */
export type PartyOutcome = 'cancelled' | 'reversed' | 'kept';

/** Stripe's error code of a refused call (or a generic one). */
const stripeCode = (err: unknown) =>
  (err as { code?: string }).code ??
  (err as { raw?: { code?: string } }).raw?.code ??
  (err as { type?: string }).type ??
  'reversal_failed';

/**
 * The payouts' side of a sale undone (an admin's refund, a dispute lost without a validated
 * pickup), for the caller's transaction: a payout not sent yet is cancelled, also one a sweep holds
 * (`sending`: its transfer, if Stripe makes it, is then reversed by that sweep, reverseLateTransfer);
 * a sent one is reversed at Stripe (key reversalKey, so never twice) and marked reversed, or keeps
 * `sent` with the reason Stripe refused. Each item is conditional on the version read: a sweep that
 * changed a payout meanwhile fails the caller's transaction, and the caller goes again.
 */
export async function takeBackPayouts(
  order: OrderRecord,
  payouts: PayoutRecord[],
  at: string,
): Promise<{
  items: TransactItem[];
  outcomes: Partial<Record<'artist' | 'venue', PartyOutcome>>;
  failures: string[];
}> {
  const step = { table: tableName(), at };
  const items: TransactItem[] = [];
  const outcomes: Partial<Record<'artist' | 'venue', PartyOutcome>> = {};
  const failures: string[] = [];
  for (const p of payouts) {
    if (p.status === 'reversed') {
      outcomes[p.party] = 'reversed';
      continue;
    }
    if (p.status === 'cancelled') continue;
    if (p.status !== 'sent') {
      outcomes[p.party] = 'cancelled';
      items.push(cancelPayout(p, step));
      continue;
    }
    try {
      if (!p.stripe_transfer_id) throw Object.assign(new Error('no transfer id'), { code: 'no_transfer' });
      const r = await payments().reverseTransfer({
        transferId: p.stripe_transfer_id,
        idempotencyKey: reversalKey(order.id, p.party),
      });
      outcomes[p.party] = 'reversed';
      items.push(
        movePayout(p, step, 'reversed', {
          stripe_reversal_id: r.id,
          reversed_at: at,
          reversal_failure: null,
        }),
      );
    } catch (err) {
      const failure = stripeCode(err);
      log.error(`Transfer reversal refused for ${order.id} (${p.party}); the refund goes on`, err as Error);
      failures.push(`${p.party}:${failure}`);
      outcomes[p.party] = 'kept';
      items.push(payoutReversalRefused(p, step, failure));
    }
  }
  return { items, outcomes, failures };
}

/**
 * A transfer Stripe made for a payout that is no longer to be paid: an admin refunded the order
 * between the sweep's claim of the payout and the transfer, and cancelled the payout (a payout not
 * sent yet is cancelled, not reversed). The buyer has the money back, so the payee must not keep
 * it: the transfer is reversed, with the admin refund's own key (reversalKey, so it is
 * never reversed twice, whoever gets here first: the sweep when its "sent" write fails, or the
 * transfer.created event), and the payout marked reversed. Answers the payout's status.
 */
export async function reverseLateTransfer(
  claimed: PayoutRecord,
  transferId: string,
): Promise<PayoutRecord['status']> {
  const payout = await getItem<PayoutRecord>(keys.payout(claimed.order_id, claimed.party));
  if (payout?.status !== 'cancelled') {
    if (payout?.status !== 'reversed')
      log.error('Transfer sent, but its payout changed meanwhile and is not cancelled', {
        order: claimed.order_id,
        party: claimed.party,
        transfer: transferId,
        status: payout?.status ?? null,
      });
    return payout?.status ?? claimed.status;
  }
  log.warn('Transfer made after its order was refunded; reversing it', {
    order: claimed.order_id,
    party: claimed.party,
    transfer: transferId,
  });
  const reversal = await payments().reverseTransfer({
    transferId,
    idempotencyKey: reversalKey(claimed.order_id, claimed.party),
  });
  const at = nowIso();
  await updatePayout(payout, 'reversed', at, {
    stripe_transfer_id: transferId,
    stripe_reversal_id: reversal.id,
    reversed_at: at,
  });
  return 'reversed';
}

/**
 * After a payout: the order moves collected -> payout_scheduled when its first transfer is under way,
 * and -> paid_out when every payout is sent. The refund schedule, if still there, is deleted.
 */
export async function settleOrder(orderId: string): Promise<void> {
  let order = await getOrder(orderId);
  if (!order) return;
  const payouts = await payoutsOf(orderId);
  const step = { table: tableName(), at: nowIso() };
  if (order.status === 'collected') {
    try {
      await transactWrite(schedulePayout(order, step));
      order = { ...order, status: 'payout_scheduled', version: order.version + 1, updated_at: step.at };
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
      order = await getOrder(orderId);
      if (!order) return;
    }
  }
  if (order.status === 'payout_scheduled' && payouts.length && payouts.every((p) => p.status === 'sent')) {
    await transactWrite(payOut(order, step)).catch((err: unknown) => {
      if (!isConditionalCheckFailed(err)) throw err;
      log.warn('Order already settled', { order: orderId });
    });
  }
  // The pickup made the refund schedule pointless; it would do nothing, but need not fire at all.
  await scheduler()
    .deleteSchedule(refundScheduleName(orderId))
    .catch((err: unknown) => log.warn('Refund schedule not deleted', { order: orderId, err: String(err) }));
}

/** Sends every payout of one order that is due (or waiting, or failed with attempts left), then settles it. */
export async function payOrder(orderId: string, profileOf: ProfileReader = readProfile): Promise<void> {
  let order = await getOrder(orderId);
  if (!order || !['collected', 'payout_scheduled'].includes(order.status)) return;
  // A protected sale whose dispute's evidence has no pickup in it yet (the dispute came first): the
  // evidence goes in again now, pickup included, and then its payouts may go.
  if (disputeHoldsPayouts(order) && sellerProtected(order) && !order.dispute_evidence_submitted_at) {
    await saveDisputeEvidence(orderId, { submit: false }).catch((err: unknown) =>
      log.error(`Dispute evidence of ${orderId} not saved; its payouts wait`, err as Error),
    );
    order = await getOrder(orderId);
    if (!order) return;
  }
  const now = nowIso();
  for (const payout of await payoutsOf(orderId)) {
    if (payout.scheduled_for > now) continue;
    if (payout.status === 'sending' && payout.updated_at > staleClaimBefore(now)) continue;
    if (payout.status === 'failed' && payout.attempts >= MAX_TRANSFER_ATTEMPTS) continue;
    await sendPayout(payout, order, profileOf);
  }
  await settleOrder(orderId);
}

/** Whether the payee's account can receive payouts now (a payout waits until it can). */
async function payeeCanReceive(party: PayoutRecord['party'], payeeId: string): Promise<boolean> {
  const profile = await getItem<ArtistRecord | VenueRecord>(
    party === 'artist' ? keys.artist(payeeId) : keys.venue(payeeId),
  );
  return !!profile?.stripe_account_id && !!profile.can_receive_payouts;
}

/**
 * The payout sweep (PAYOUT_SWEEP_SCHEDULE, every quarter of an hour): every payout scheduled for
 * now or earlier goes out, every failed one is tried again, and every one that waited for its
 * payee's account goes out once the account can receive payouts (account.updated releases them at
 * once; the sweep catches an event that was lost or came before the profile knew its account).
 * Duplicate or overlapping runs are safe: each attempt is claimed by a conditional write, and the
 * transfer's idempotency key is fixed. Bounded: with `budgetMs` it starts no order after that long
 * and answers `payouts_left` (a backlog is worked off over a few runs, none near its timeout).
 */
export async function payoutSweep(
  options: { budgetMs?: number } = {},
): Promise<{ orders: number; payouts_left: boolean }> {
  const started = Date.now();
  const outOfTime = () => options.budgetMs !== undefined && Date.now() - started >= options.budgetMs;
  const now = nowIso();
  const seen = new Set<string>();
  // One read of each payee's profile per run (a backlog is mostly a few payees' many sales).
  const profiles = new Map<string, ReturnType<ProfileReader>>();
  const profileOf: ProfileReader = (party, payeeId) => {
    const key = `${party}#${payeeId}`;
    if (!profiles.has(key)) profiles.set(key, readProfile(party, payeeId));
    return profiles.get(key)!;
  };
  const ready = new Map<string, Promise<boolean>>();
  const canReceive = (p: PayoutRecord) => {
    const key = `${p.party}#${p.payee_id}`;
    if (!ready.has(key)) ready.set(key, payeeCanReceive(p.party, p.payee_id));
    return ready.get(key)!;
  };
  // A payout that failed before the last sweep and is failed still: the alarm's figure, every run.
  const oneSweepAgo = new Date(Date.parse(now) - PAYOUT_SWEEP_SCHEDULE.everyMs).toISOString();
  let stillFailed = 0;
  let left = false;
  // A page of due payouts at a time, their orders paid PAYOUT_CONCURRENCY at once, until the
  // budget is spent: what is left waits for the next run (15 minutes), never for a timeout.
  // `sending`: claims whose sweep died between its claim and Stripe's answer (payOrder skips the
  // young ones); the transfer's key is unchanged, so Stripe answers the transfer it made, if any.
  for (const status of ['scheduled', 'failed', 'waiting_for_account', 'sending'] as const) {
    let start: Record<string, unknown> | undefined;
    do {
      if (outOfTime()) {
        left = true;
        break;
      }
      const page = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          ...queryInput(queries.payoutsDueBy(status, now)),
          ExclusiveStartKey: start,
          Limit: PAYOUT_PAGE,
        }),
      );
      const due: string[] = [];
      for (const p of (page.Items ?? []) as PayoutRecord[]) {
        if (status === 'failed' && p.updated_at <= oneSweepAgo) stillFailed += 1;
        if (seen.has(p.order_id)) continue;
        if (status !== 'waiting_for_account' || (await canReceive(p))) {
          seen.add(p.order_id);
          due.push(p.order_id);
        }
      }
      await inTurns(due, PAYOUT_CONCURRENCY, async (id) => {
        if (outOfTime()) {
          seen.delete(id);
          left = true;
          return;
        }
        try {
          await payOrder(id, profileOf);
        } catch (err) {
          log.error(`Payout of order ${id} failed; the next sweep tries again`, err as Error);
        }
      });
      start = page.LastEvaluatedKey;
    } while (start);
    if (left) break;
  }
  countMetric('orders', METRIC.PayoutsStillFailed, stillFailed);
  if (left) log.warn('Payout sweep stopped at its time budget; the next run goes on', { orders: seen.size });
  return { orders: seen.size, payouts_left: left };
}

/**
 * A claim older than this is one whose sweep died (a sweep asks Stripe within seconds of its
 * claim, and a run lasts under the function's 60 s): the next sweep takes it over.
 */
export const SENDING_STALE_MINUTES = 5;
const staleClaimBefore = (at: string) =>
  new Date(Date.parse(at) - SENDING_STALE_MINUTES * 60_000).toISOString();

/** How many due payouts the sweep reads at a time. */
const PAYOUT_PAGE = 100;
/** How many orders the sweep pays at once (Stripe's rate limit is far above it). */
export const PAYOUT_CONCURRENCY = 8;

/** Runs `work` on each item, at most `limit` at a time. */
async function inTurns<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** account.updated with payouts enabled: the payouts that waited for this payee go out now. */
export async function releaseWaitingPayouts(party: 'artist' | 'venue', payeeId: string): Promise<number> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.payoutsOfPayee(party, payeeId), {
        filter: '#st IN (:waiting, :failed)',
        names: { '#st': 'status' },
        values: { ':waiting': 'waiting_for_account', ':failed': 'failed' },
      }),
    }),
  );
  const ids = new Set(((Items ?? []) as PayoutRecord[]).map((p) => p.order_id));
  for (const id of ids) await payOrder(id);
  return ids.size;
}
