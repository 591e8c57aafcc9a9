/**
 * In-memory ports for tests that drive the money machine's callers with DynamoDB Local alone, not
 * the whole stack: payments (Stripe), the scheduler and mail. Install them with the ports' own
 * switches (usePayments, useScheduler, useMail from @konstvagg/lambda-kit); each keeps what it was
 * asked, so a test asserts what Stripe, the scheduler or the mailbox would have seen. They keep
 * Stripe's idempotency: a key asked again answers what it answered the first time.
 */
import { keys, type ArtistRecord, type VenueRecord } from '@konstvagg/domain';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';
import type {
  Dispute,
  PaymentIntent,
  PaymentsPort,
  Refund,
  Transfer,
  TransferReversal,
} from '@konstvagg/lambda-kit/ports/payments';
import type { OneTimeSchedule, SchedulerPort } from '@konstvagg/lambda-kit/ports/scheduler';

/** A gate a test opens: calls wait at it until `release()`; `reached` resolves when the first one waits. */
export interface Gate {
  reached: Promise<void>;
  release(): void;
}

function gate(): Gate & { wait(): Promise<void> } {
  let arrive!: () => void;
  let open!: () => void;
  const reached = new Promise<void>((r) => (arrive = r));
  const opened = new Promise<void>((r) => (open = r));
  return {
    reached,
    release: () => open(),
    wait: () => {
      arrive();
      return opened;
    },
  };
}

export interface FakePayments extends PaymentsPort {
  /** Transfers made, by id, with the cents reversed since. */
  readonly transfers: Map<string, Transfer>;
  readonly refunds: Refund[];
  readonly reversals: TransferReversal[];
  readonly disputes: Map<string, Dispute>;
  /** The next createTransfer calls wait at this gate (after Stripe has the request) until it is released. */
  holdTransfers(): Gate;
  /**
   * The next `n` refunds are refused with a 4xx, as Stripe refuses one on an empty balance; like
   * Stripe, the refusal is replayed to its idempotency key.
   */
  refuseRefunds(n: number): void;
}

const refusal = (message: string, code: string) =>
  Object.assign(new Error(message), {
    type: 'StripeInvalidRequestError',
    statusCode: 400,
    code,
    raw: { code },
  });

export function fakePayments(): FakePayments {
  const byKey = new Map<string, unknown>();
  const intents = new Map<string, PaymentIntent>();
  const transfers = new Map<string, Transfer>();
  const refunds: Refund[] = [];
  const reversals: TransferReversal[] = [];
  const disputes = new Map<string, Dispute>();
  let held: (Gate & { wait(): Promise<void> }) | null = null;
  let refusing = 0;
  const refusedKeys = new Map<string, Error>();
  let n = 0;
  const id = (prefix: string) => `${prefix}_fake${++n}`;
  /** Stripe's idempotency: the first answer to a key is every later answer. */
  const once = async <T>(key: string | undefined, make: () => Promise<T> | T): Promise<T> => {
    if (key && byKey.has(key)) return byKey.get(key) as T;
    const made = await make();
    if (key) byKey.set(key, made);
    return made;
  };
  return {
    transfers,
    refunds,
    reversals,
    disputes,
    holdTransfers() {
      held = gate();
      return held;
    },
    refuseRefunds(count) {
      refusing = count;
    },
    async createPaymentIntent(input) {
      return once(input.idempotencyKey, () => {
        const pi: PaymentIntent = {
          id: id('pi'),
          status: 'requires_payment_method',
          amountCents: input.amountCents,
          currency: input.currency,
          clientSecret: `secret_${n}`,
          transferGroup: input.transferGroup,
          latestChargeId: null,
          metadata: input.metadata ?? {},
        };
        intents.set(pi.id, pi);
        return pi;
      });
    },
    async retrievePaymentIntent(piId) {
      const pi = intents.get(piId);
      if (!pi) throw refusal(`No such payment_intent: '${piId}'`, 'resource_missing');
      return pi;
    },
    async *listPaymentIntents() {
      yield* [...intents.values()].reverse();
    },
    async cancelPaymentIntent(piId) {
      const pi = await this.retrievePaymentIntent(piId);
      pi.status = 'canceled';
      return pi;
    },
    async refund(input) {
      // As Stripe does, a refusal is stored against its key and replayed for that key.
      const replayed = refusedKeys.get(input.idempotencyKey);
      if (replayed) throw replayed;
      if (refusing > 0) {
        refusing -= 1;
        const err = refusal('Insufficient funds in the platform balance.', 'balance_insufficient');
        refusedKeys.set(input.idempotencyKey, err);
        throw err;
      }
      return once(input.idempotencyKey, () => {
        if (refunds.some((r) => r.paymentIntentId === input.paymentIntentId))
          throw refusal('Charge has already been refunded.', 'charge_already_refunded');
        const r: Refund = {
          id: id('re'),
          status: 'succeeded',
          amountCents: input.amountCents ?? 0,
          chargeId: null,
          paymentIntentId: input.paymentIntentId,
        };
        refunds.push(r);
        return r;
      });
    },
    async createTransfer(input) {
      const made = await once(input.idempotencyKey, () => {
        const t: Transfer = {
          id: id('tr'),
          amountCents: input.amountCents,
          currency: input.currency,
          destinationAccountId: input.destinationAccountId,
          sourceTransaction: input.sourceTransaction,
          transferGroup: input.transferGroup,
          reversedCents: 0,
        };
        transfers.set(t.id, t);
        return t;
      });
      // The transfer exists at Stripe; its answer is what waits (a slow network, a busy sweep).
      if (held) await held.wait();
      return made;
    },
    async reverseTransfer(input) {
      return once(input.idempotencyKey, () => {
        const t = transfers.get(input.transferId);
        if (!t) throw refusal(`No such transfer: '${input.transferId}'`, 'resource_missing');
        const amount = input.amountCents ?? t.amountCents - t.reversedCents;
        if (amount <= 0)
          throw refusal('Transfer has already been fully reversed.', 'transfer_already_reversed');
        t.reversedCents += amount;
        const r: TransferReversal = { id: id('trr'), transferId: t.id, amountCents: amount };
        reversals.push(r);
        return r;
      });
    },
    async createExpressAccount(input) {
      return once(input.idempotencyKey, () => ({
        id: id('acct'),
        email: input.email,
        detailsSubmitted: false,
        chargesEnabled: false,
        payoutsEnabled: false,
        currentlyDue: ['external_account'],
        disabledReason: 'requirements.past_due',
      }));
    },
    async createAccountLink(input) {
      return { url: `https://connect.example/${input.accountId}`, expiresAt: new Date(Date.now() + 300_000) };
    },
    async retrieveAccount(accountId) {
      return {
        id: accountId,
        email: null,
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: true,
        currentlyDue: [],
        disabledReason: null,
      };
    },
    async updateDispute(input) {
      const d = disputes.get(input.disputeId) ?? {
        id: input.disputeId,
        status: 'needs_response',
        evidence: {},
        dueBy: null,
        submissionCount: 0,
      };
      if (d.submissionCount > 0)
        throw refusal('This dispute has already been submitted.', 'dispute_already_submitted');
      d.evidence = { ...d.evidence, ...input.evidence };
      if (input.submit) {
        d.submissionCount += 1;
        d.status = 'under_review';
      }
      disputes.set(d.id, d);
      return d;
    },
    async retrieveDispute(disputeId) {
      const d = disputes.get(disputeId);
      if (!d) throw refusal(`No such dispute: '${disputeId}'`, 'resource_missing');
      return d;
    },
    async webhookEvent() {
      throw new Error(
        'fakePayments: webhooks are signed by the stand-in; call the handlers with events directly',
      );
    },
  };
}

export interface FakeScheduler extends SchedulerPort {
  /** The schedules that exist, by name. */
  readonly schedules: Map<string, OneTimeSchedule>;
  readonly deleted: string[];
}

export function fakeScheduler(): FakeScheduler {
  const schedules = new Map<string, OneTimeSchedule>();
  const deleted: string[] = [];
  return {
    schedules,
    deleted,
    async scheduleOnce(schedule) {
      if (schedules.has(schedule.name)) return { created: false };
      schedules.set(schedule.name, schedule);
      return { created: true };
    },
    async deleteSchedule(name) {
      deleted.push(name);
      return { deleted: schedules.delete(name) };
    },
  };
}

export interface FakeMail {
  (message: MailMessage): Promise<{ id: string }>;
  /** Every mail sent, oldest first. */
  readonly sent: MailMessage[];
  /** The mails to one address. */
  to(address: string): MailMessage[];
}

export function fakeMail(): FakeMail {
  const sent: MailMessage[] = [];
  const send = async (message: MailMessage) => {
    sent.push(message);
    return { id: `mail-${sent.length}` };
  };
  return Object.assign(send, {
    sent,
    to: (address: string) => sent.filter((m) => m.to === address),
  });
}

/**
 * An artist and a venue with payout accounts that can receive transfers, and no user or list keys:
 * the payees of a test that writes its own sales (a sweep's backlog, a race). Put `items`, and
 * delete `keys` when the test ends (other tests count artists and venues by their lists).
 */
export function barePayees(tag: string, names: { artist: string; venue: string }) {
  const artist = {
    entity: 'artist',
    id: `artist-${tag}`,
    artist_name: names.artist,
    user_id: null,
    stripe_account_id: `acct_${tag}a`,
    can_receive_payouts: true,
  } as unknown as ArtistRecord;
  const venue = {
    entity: 'venue',
    id: `venue-${tag}`,
    venue_name: names.venue,
    user_id: null,
    stripe_account_id: `acct_${tag}v`,
    can_receive_payouts: true,
  } as unknown as VenueRecord;
  return {
    artist,
    venue,
    items: [
      { ...keys.artist(artist.id), ...artist },
      { ...keys.venue(venue.id), ...venue },
    ],
    keys: [keys.artist(artist.id), keys.venue(venue.id)],
  };
}
