import type Stripe from 'stripe';
import { config } from '../config.ts';
import { addSpan } from '../spans.ts';

/**
 * The payments port: what the orders service asks of Stripe (separate charges and transfers, Connect
 * Express), in cents and our words. The adapter is the real `stripe` SDK; with `apiBase` set
 * (STRIPE_API_BASE locally) it talks to the Stripe stand-in in infra/local/engines.
 *
 * Every call that moves money or creates something takes an idempotency key, fixed per order and
 * step (`pi:<order>`, `tr:<order>:artist`, `re:<order>`): Stripe keeps keys about 24 h and answers a
 * repeat with the first result, so a retried step never charges, pays or refunds twice.
 */

export type PaymentIntentStatus = Stripe.PaymentIntent.Status;

export interface PaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  /** For the browser's payment form (Stripe.js, or the local stand-in form). */
  clientSecret: string | null;
  transferGroup: string | null;
  /** The charge a payout's transfers name as `source_transaction`. */
  latestChargeId: string | null;
  metadata: Record<string, string>;
}

export interface Refund {
  id: string;
  status: string;
  amountCents: number;
  chargeId: string | null;
  paymentIntentId: string | null;
}

export interface Transfer {
  id: string;
  amountCents: number;
  currency: string;
  destinationAccountId: string;
  sourceTransaction: string | null;
  transferGroup: string | null;
  reversedCents: number;
}

export interface TransferReversal {
  id: string;
  transferId: string;
  amountCents: number;
}

export interface ConnectedAccount {
  id: string;
  email: string | null;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  /** Transfers to it go out only when this is true (a waiting payout waits for `account.updated`). */
  payoutsEnabled: boolean;
  /** What Stripe still needs from the account holder now (`requirements.currently_due`). */
  currentlyDue: string[];
  /** Why charges or payouts are off, when they are (`requirements.disabled_reason`). */
  disabledReason: string | null;
}

export interface AccountLink {
  /** Single use, expires in minutes: mint a new one when the user comes back on refresh_url. */
  url: string;
  expiresAt: Date;
}

/** A dispute's evidence as Stripe holds it: its text fields, staged or submitted. */
export interface Dispute {
  id: string;
  /** Stripe's status: needs_response, under_review, won, lost, warning_needs_response, … */
  status: string;
  /** Stripe's evidence fields (text, or a file's id); null where nothing was given. */
  evidence: Record<string, string | null>;
  /** The deadline for the evidence (evidence_details.due_by), ISO. */
  dueBy: string | null;
  /** How many times evidence was submitted to the bank (0: at most staged). */
  submissionCount: number;
}

/** A verified webhook event: Stripe's own shape, so handlers read `data.object` as Stripe documents it. */
export type PaymentEvent = Stripe.Event;

/** The signature header did not match the raw body (or is too old): answer 400, process nothing. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentsPort {
  /** One PaymentIntent on the platform for an order, automatic payment methods, `transfer_group` = the order id. */
  createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    transferGroup: string;
    idempotencyKey: string;
    description?: string;
    receiptEmail?: string;
    metadata?: Record<string, string>;
  }): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  /**
   * The PaymentIntents created in a time window (unix seconds, both ends included), newest first,
   * every page: the orphan sweep finds the ones whose order never learnt their id.
   */
  listPaymentIntents(input: { createdFrom: number; createdTo: number }): AsyncIterable<PaymentIntent>;
  /** Releases an unpaid intent (an expired reservation). */
  cancelPaymentIntent(
    id: string,
    input: { idempotencyKey: string; reason?: 'abandoned' | 'duplicate' | 'requested_by_customer' },
  ): Promise<PaymentIntent>;
  /** Refunds a paid intent, in full unless an amount is given. */
  refund(input: {
    paymentIntentId: string;
    idempotencyKey: string;
    amountCents?: number;
    reason?: 'duplicate' | 'fraudulent' | 'requested_by_customer';
    metadata?: Record<string, string>;
  }): Promise<Refund>;
  /**
   * Pays a connected account its part of a sale. `sourceTransaction` (the charge) lets the transfer
   * go out while the charge's funds are still pending, instead of failing on the balance.
   */
  createTransfer(input: {
    amountCents: number;
    currency: string;
    destinationAccountId: string;
    sourceTransaction: string;
    transferGroup: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<Transfer>;
  /** Takes a transfer back (a refund after the payout), in full unless an amount is given. */
  reverseTransfer(input: {
    transferId: string;
    idempotencyKey: string;
    amountCents?: number;
  }): Promise<TransferReversal>;
  createExpressAccount(input: {
    email: string;
    country: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<ConnectedAccount>;
  createAccountLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<AccountLink>;
  /** Read again after `return_url`: reaching it does not mean onboarding is complete. */
  retrieveAccount(id: string): Promise<ConnectedAccount>;
  /**
   * Saves evidence on a dispute (only the fields given change): `submit` false stages it, true sends
   * it to the buyer's bank, once (Stripe refuses any update after that, a 400).
   */
  updateDispute(input: {
    disputeId: string;
    evidence: Record<string, string>;
    submit: boolean;
    idempotencyKey?: string;
  }): Promise<Dispute>;
  retrieveDispute(id: string): Promise<Dispute>;
  /** Verifies the `Stripe-Signature` header against the raw body (300 s tolerance); throws WebhookSignatureError. */
  webhookEvent(rawBody: string | Buffer, signature: string): Promise<PaymentEvent>;
}

export interface StripePaymentsOptions {
  secretKey: string;
  /** Another API origin (the local stand-in); Stripe's own when unset. */
  apiBase?: string;
  webhookSecret?: string;
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;

const toPaymentIntent = (pi: Stripe.PaymentIntent): PaymentIntent => ({
  id: pi.id,
  status: pi.status,
  amountCents: pi.amount,
  currency: pi.currency,
  clientSecret: pi.client_secret,
  transferGroup: pi.transfer_group ?? null,
  latestChargeId: idOf(pi.latest_charge),
  metadata: { ...pi.metadata },
});

const toTransfer = (t: Stripe.Transfer): Transfer => ({
  id: t.id,
  amountCents: t.amount,
  currency: t.currency,
  destinationAccountId: idOf(t.destination) ?? '',
  sourceTransaction: idOf(t.source_transaction),
  transferGroup: t.transfer_group ?? null,
  reversedCents: t.amount_reversed,
});

const toAccount = (a: Stripe.Account): ConnectedAccount => ({
  id: a.id,
  email: a.email ?? null,
  detailsSubmitted: a.details_submitted ?? false,
  chargesEnabled: a.charges_enabled ?? false,
  payoutsEnabled: a.payouts_enabled ?? false,
  currentlyDue: [...(a.requirements?.currently_due ?? [])],
  disabledReason: a.requirements?.disabled_reason ?? null,
});

const toDispute = (d: Stripe.Dispute): Dispute => ({
  id: d.id,
  status: d.status,
  evidence: Object.fromEntries(
    Object.entries(d.evidence ?? {}).flatMap(([k, v]): [string, string | null][] =>
      v == null
        ? [[k, null]]
        : typeof v === 'string'
          ? [[k, v]]
          : typeof v === 'object' && 'id' in v
            ? [[k, String(v.id)]]
            : [],
    ),
  ),
  dueBy: d.evidence_details?.due_by ? new Date(d.evidence_details.due_by * 1000).toISOString() : null,
  submissionCount: d.evidence_details?.submission_count ?? 0,
});

let sdk: Promise<typeof Stripe> | undefined;
/**
 * The `stripe` SDK, loaded when a request first needs it: about half a megabyte that a cold start
 * of the orders function would otherwise read and run for every route, the order lists and
 * statements included (issue 43; the bundle puts it in a chunk of its own).
 */
const stripeSdk = () => (sdk ??= import('stripe').then((module) => module.default));

/** The `stripe` SDK client for a secret key, at Stripe's own API or at `apiBase` (the local stand-in). */
export async function stripeClient(
  options: Pick<StripePaymentsOptions, 'secretKey' | 'apiBase'>,
): Promise<Stripe> {
  const StripeSdk = await stripeSdk();
  const target = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new StripeSdk(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  // Each call a span of the invocation that made it, where a benchmark asks (spans.ts).
  stripe.on('response', (event: { method: string; path: string; elapsed: number }) =>
    addSpan('stripe', `${event.method} ${event.path}`, event.elapsed),
  );
  return stripe;
}

/** The Stripe adapter of the payments port. */
export function stripePayments(options: StripePaymentsOptions): PaymentsPort {
  let client: Promise<Stripe> | undefined;
  const sdkClient = () => {
    if (!client) {
      client = stripeClient(options);
      // A failed load is tried again by the next call, not remembered.
      client.catch(() => (client = undefined));
    }
    return client;
  };

  return {
    async createPaymentIntent(input) {
      const stripe = await sdkClient();
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          transfer_group: input.transferGroup,
          ...(input.description ? { description: input.description } : {}),
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPaymentIntent(pi);
    },
    async retrievePaymentIntent(id) {
      const stripe = await sdkClient();
      return toPaymentIntent(await stripe.paymentIntents.retrieve(id));
    },
    async *listPaymentIntents(input) {
      const stripe = await sdkClient();
      const list = stripe.paymentIntents.list({
        created: { gte: input.createdFrom, lte: input.createdTo },
        limit: 100,
      });
      for await (const pi of list) yield toPaymentIntent(pi);
    },
    async cancelPaymentIntent(id, input) {
      const stripe = await sdkClient();
      const pi = await stripe.paymentIntents.cancel(
        id,
        input.reason ? { cancellation_reason: input.reason } : {},
        { idempotencyKey: input.idempotencyKey },
      );
      return toPaymentIntent(pi);
    },
    async refund(input) {
      const stripe = await sdkClient();
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
          ...(input.reason ? { reason: input.reason } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: refund.id,
        status: refund.status ?? 'pending',
        amountCents: refund.amount,
        chargeId: idOf(refund.charge),
        paymentIntentId: idOf(refund.payment_intent),
      };
    },
    async createTransfer(input) {
      const stripe = await sdkClient();
      const transfer = await stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          destination: input.destinationAccountId,
          source_transaction: input.sourceTransaction,
          transfer_group: input.transferGroup,
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toTransfer(transfer);
    },
    async reverseTransfer(input) {
      const stripe = await sdkClient();
      const reversal = await stripe.transfers.createReversal(
        input.transferId,
        input.amountCents !== undefined ? { amount: input.amountCents } : {},
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: reversal.id,
        transferId: idOf(reversal.transfer) ?? input.transferId,
        amountCents: reversal.amount,
      };
    },
    async createExpressAccount(input) {
      const stripe = await sdkClient();
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: input.country,
          email: input.email,
          capabilities: { transfers: { requested: true } },
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toAccount(account);
    },
    async createAccountLink(input) {
      const stripe = await sdkClient();
      const link = await stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },
    async retrieveAccount(id) {
      const stripe = await sdkClient();
      return toAccount(await stripe.accounts.retrieve(id));
    },
    async updateDispute(input) {
      const stripe = await sdkClient();
      const dispute = await stripe.disputes.update(
        input.disputeId,
        { evidence: input.evidence, submit: input.submit },
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {},
      );
      return toDispute(dispute);
    },
    async retrieveDispute(id) {
      const stripe = await sdkClient();
      return toDispute(await stripe.disputes.retrieve(id));
    },
    async webhookEvent(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('Missing configuration: STRIPE_WEBHOOK_SECRET');
      const stripe = await sdkClient();
      const StripeSdk = await stripeSdk();
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, 300);
      } catch (err) {
        if (err instanceof StripeSdk.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(err.message);
        throw err;
      }
    },
  };
}

let port: PaymentsPort | null = null;

/**
 * Swaps the payments port (tests that drive a module with DynamoDB Local and an in-memory Stripe,
 * e.g. the payout sweep's backlog test); null goes back to the environment's.
 */
export function usePayments(p: PaymentsPort | null): void {
  port = p;
}

/** The payments port from the environment (STRIPE_SECRET_KEY, STRIPE_API_BASE, STRIPE_WEBHOOK_SECRET). */
export function payments(): PaymentsPort {
  port ??= stripePayments(config.stripe);
  return port;
}

/** The publishable key the browser's payment form uses (not a secret; STRIPE_PUBLISHABLE_KEY). */
export function publishableKey(): string {
  const key = process.env.STRIPE_PUBLISHABLE_KEY;
  if (!key) throw new Error('Missing configuration: STRIPE_PUBLISHABLE_KEY');
  return key;
}
