import { createHash, createHmac, randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { writeJsonAtomic } from '../local-config.ts';
import { listenPreferred } from '../ports.ts';
import { parseStripeForm, type FormObject, type FormValue } from './stripe-form.ts';

/**
 * A local stand-in for the part of Stripe's REST API the orders service calls, so the real
 * `stripe` SDK (pointed here with host/port/protocol) works offline:
 * PaymentIntents (create, retrieve, update, confirm, cancel), Refunds, Transfers and their
 * reversals, Express
 * Accounts, AccountLinks and Events. Requests are form-encoded, answers are Stripe-shaped JSON
 * (errors as `{ error: { type, code, message, param } }`), POSTs honour Idempotency-Key, and
 * every state change emits an event that is POSTed, signed like Stripe signs it
 * (`Stripe-Signature: t=<unix>,v1=<hmac>`), to the configured webhook URL. An event the endpoint
 * does not answer 2xx is kept in the state file and retried on the stack's clock with back-off for
 * three days, as Stripe does, and sent again on the next start: a crash of the local stack loses
 * no webhook (WEBHOOK_RETRY_DELAYS_MS).
 *
 * Test payment methods follow Stripe's names: `pm_card_visa` (and any other pm_*) succeeds;
 * `pm_card_chargeDeclined`, `pm_card_visa_chargeDeclined` and
 * `pm_card_chargeDeclinedInsufficientFunds` are declined.
 *
 * Swish, Klarna and PayPal as in Stripe's test mode: an intent with automatic payment methods
 * offers the methods Stripe offers for its currency (`sek`: card, klarna, paypal, swish; others:
 * card, klarna, paypal; Swish presents only in SEK). Confirming with `payment_method_data[type]`
 * swish (or a PaymentMethod of that type, POST /v1/payment_methods) leaves the intent
 * `requires_action` with `next_action.swish_handle_redirect_or_display_qr_code`
 * (hosted_instructions_url, mobile_auth_url, qr_code {data, expires_at, image_url_png,
 * image_url_svg}); klarna and paypal with `redirect_to_url` {url, return_url}. Every one of those
 * URLs is the stand-in's authorize page `/_standin/authorize/<pi>?client_secret=…`, which plays the
 * Swish app, Klarna and PayPal: Authorize pays (a charge, `payment_intent.succeeded`), Fail leaves
 * the intent `requires_payment_method` with `last_payment_error` (`payment_intent.payment_failed`);
 * both redirect to the return_url with `payment_intent`, `payment_intent_client_secret` and
 * `redirect_status` (succeeded | failed), as Stripe does. An attempt never authorized stays
 * `requires_action`: another confirm (another method, a card) or a cancel ends it.
 * Test controls `POST /_standin/payment_intents/<pi>/authorize` and `/fail` do the same without a
 * browser and answer the intent as JSON.
 *
 * Browser pages (there is no Stripe.js offline): `/_standin/pay/<pi>` pays or declines a
 * PaymentIntent and redirects to `return_url` as Stripe does; `/_standin/onboarding/<acct>`
 * completes an Express onboarding (or leaves it incomplete), posts `account.updated` and redirects
 * to the link's return_url. Account links are single use and expire, as Stripe's do: a used or
 * expired one sends the browser to its refresh_url.
 *
 * Test control: `POST /_standin/latency {"path": "/v1/accounts/acct_…", "ms": 1500}` slows the API
 * calls under a path (ms 0 ends it), so a test can hold a webhook "in progress" deterministically;
 * with `"when": "after"` the call is carried out at once and only its answer is late (a refund made
 * whose caller is killed before it hears so).
 * `POST /_standin/lose-webhooks {"object": "pi_…"}` never sends the events about that object (a
 * webhook that never comes), so a test can show the app finding a payment out by itself.
 * `POST /_standin/refuse-refunds {"times": 3}` refuses the next refunds (`balance_insufficient`).
 * `POST /_standin/refuse-transfers {"order_id": "ord_…", "party": "venue"}` makes the next transfer
 * with that metadata fail as Stripe does for a closed account, once, so a browser test can
 * show a failed payout and its retry.
 * `POST /_standin/disputes {"payment_intent": "pi_…", "reason": "…"}` disputes a payment that
 * succeeded earlier (charge.dispute.created), as a bank does days later.
 * `POST /_standin/disputes/<dp>/close {"status": "won"|"lost"}` closes an open dispute as the buyer's
 * bank decides it (charge.dispute.updated and charge.dispute.closed, signed, as evidence does).
 */

type Obj = Record<string, unknown>;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Obj; previous_attributes?: Obj };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  attempt: number;
  status: number | 'network-error';
  at: number;
}

interface State {
  payment_intents: Record<string, Obj>;
  charges: Record<string, Obj>;
  refunds: Record<string, Obj>;
  transfers: Record<string, Obj>;
  disputes: Record<string, Obj>;
  /** PaymentMethods made by the API or from `payment_method_data` (swish, klarna, paypal, card). */
  payment_methods: Record<string, Obj>;
  /** The return_url of each intent waiting on a redirect or app method (its authorize page's target). */
  return_urls: Record<string, string>;
  accounts: Record<string, Obj>;
  /** Account links by id: single use. */
  account_links: Record<string, { account: string; used: boolean }>;
  events: StripeEvent[];
  idempotency: Record<string, { at: number; fingerprint: string; status: number; body: string }>;
  /**
   * Events not yet answered 2xx by the endpoint, with their next try on the stack's clock. Kept in
   * the state file, so a restart (or a crash) sends them again, as Stripe keeps retrying for days.
   */
  undelivered: UndeliveredEvent[];
}

interface UndeliveredEvent {
  event: StripeEvent;
  /** Tries made so far. */
  attempts: number;
  /** Clock ms of the next try. */
  next_at: number;
  /** Clock ms of the first try: Stripe gives up three days after it. */
  first_at: number;
}

export interface StripeStandinOptions {
  /** Where to persist state (`<dataDir>/stripe.json`); in memory only when omitted. */
  stateFile?: string;
  /** The secret key the SDK must send (any `sk_test_` key when omitted). */
  secretKey?: string;
  publishableKey?: string;
  webhookSecret: string;
  webhookUrl?: string;
  /**
   * Deliveries wait until `releaseWebhooks()`: the local stack's seed pays its demo orders before the
   * gateway that receives the webhooks listens. Stripe keeps retrying an endpoint that is down for
   * days; the stand-in's few quick retries would run out first.
   */
  holdWebhooks?: boolean;
  /** Clock for `created` fields (the stack's controllable clock). Signatures always use real time. */
  now?: () => number;
  preferredPort?: number;
  log?: (line: string) => void;
}

export interface StripeStandin {
  url: string;
  host: string;
  port: number;
  setWebhookUrl(url: string | undefined): void;
  /** Sends the deliveries `holdWebhooks` kept waiting, and every later one at once. */
  releaseWebhooks(): void;
  /** Emits an event of any type (e.g. to replay one in a test). */
  emit(
    type: string,
    object: Obj,
    requestInfo?: { id: string | null; idempotency_key: string | null },
  ): StripeEvent;
  /** Re-sends an event that was already delivered (Stripe does this; receivers must be idempotent). */
  redeliver(eventId: string): Promise<void>;
  events(): StripeEvent[];
  deliveries(): WebhookDelivery[];
  /** Events the endpoint has not taken yet, with their tries and next try (clock ms). */
  undelivered(): { eventId: string; type: string; attempts: number; nextAt: number }[];
  /** Resolves when every delivery in flight, and every retry due within a few seconds, has run. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export const STRIPE_API_VERSION = '2026-10-28.endive';
const DECLINING_METHODS: Record<string, { decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_visa_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};
/** Stripe's test payment methods whose payment succeeds and is then disputed, with the reason. */
const DISPUTING_METHODS: Record<string, string> = {
  pm_card_createDispute: 'fraudulent',
  pm_card_createDisputeProductNotReceived: 'product_not_received',
};
/**
 * Stripe's test payment method whose card asks for 3-D Secure: the confirm leaves the intent
 * `requires_action` (the buyer's step) with no charge; confirming it again with another method pays.
 */
const AUTHENTICATING_METHODS = new Set(['pm_card_authenticationRequired']);
/**
 * The payment methods that wait on the buyer outside the page (an app, a redirect), as Stripe's
 * test mode plays them: confirmed, they leave the intent `requires_action` until authorized or failed.
 */
export const REDIRECT_METHOD_TYPES = ['swish', 'klarna', 'paypal'] as const;
type RedirectMethodType = (typeof REDIRECT_METHOD_TYPES)[number];
const isRedirectType = (t: string): t is RedirectMethodType =>
  (REDIRECT_METHOD_TYPES as readonly string[]).includes(t);
/**
 * What Stripe offers an intent with `automatic_payment_methods[enabled]=true`, by currency (the
 * account's enabled methods being card, Klarna, PayPal and Swish): Swish only in SEK.
 */
export function automaticPaymentMethodTypes(currency: string): string[] {
  return currency === 'sek' ? ['card', 'klarna', 'paypal', 'swish'] : ['card', 'klarna', 'paypal'];
}
/** The currencies a payment method type presents in, where it is restricted (Stripe: Swish only in `sek`). */
const METHOD_CURRENCIES: Record<string, string[]> = { swish: ['sek'] };
/** How long a Swish QR code is valid (Stripe's qr_code.expires_at; the Swish request lasts minutes). */
const SWISH_QR_TTL_S = 5 * 60;
/** Stripe's last_payment_error of a redirect or app payment the buyer failed or cancelled. */
const ATTEMPT_FAILED_MESSAGE =
  'The latest payment attempt of this PaymentIntent has failed or been canceled, and the attached payment method has been removed. You can try confirming again with a new payment method.';
const MIN_CHARGE_CENTS = 50;
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/**
 * The wait before each retry of a webhook the endpoint did not take, on the stack's clock: three
 * quick ones (a gateway busy for a moment), then Stripe's exponential back-off, the last one
 * repeated until three days after the first try, when Stripe stops trying.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  200,
  1000,
  3000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];
export const WEBHOOK_RETRY_FOR_MS = 3 * 24 * 3_600_000;
/** How often the stand-in looks for webhooks due again (real time). */
const WEBHOOK_POLL_MS = 100;
/** flush() waits for retries due within this many ms of the stack's clock. */
const FLUSH_HORIZON_MS = 5000;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, extra: Obj = {}) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

function str(v: FormValue | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function intParam(form: FormObject, name: string, required: boolean): number | undefined {
  const raw = str(form[name]);
  if (raw === undefined || raw === '') {
    if (required)
      throw invalid(`Missing required param: ${name}.`, { code: 'parameter_missing', param: name });
    return undefined;
  }
  if (!/^-?\d+$/.test(raw))
    throw invalid(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param: name });
  return Number(raw);
}

function metadataParam(form: FormObject, current: Obj = {}): Obj {
  const m = form.metadata;
  if (m === undefined) return current;
  if (m === '') return {};
  if (typeof m !== 'object' || Array.isArray(m))
    throw invalid('Invalid metadata: must be an object', { param: 'metadata' });
  const out: Obj = { ...current };
  for (const [k, v] of Object.entries(m)) {
    if (v === '') delete out[k];
    else out[k] = String(v);
  }
  return out;
}

function currencyParam(form: FormObject): string {
  const c = str(form.currency)?.toLowerCase();
  if (!c)
    throw invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
  if (!/^[a-z]{3}$/.test(c))
    throw invalid(`Invalid currency: ${c}.`, { code: 'parameter_invalid_string', param: 'currency' });
  return c;
}

function emptyState(): State {
  return {
    payment_intents: {},
    charges: {},
    refunds: {},
    transfers: {},
    disputes: {},
    payment_methods: {},
    return_urls: {},
    accounts: {},
    account_links: {},
    events: [],
    idempotency: {},
    undelivered: [],
  };
}

export async function startStripeStandin(opts: StripeStandinOptions): Promise<StripeStandin> {
  const nowMs = opts.now ?? Date.now;
  const nowSec = () => Math.floor(nowMs() / 1000);
  const log = opts.log ?? (() => {});
  let webhookUrl = opts.webhookUrl;
  const state: State =
    opts.stateFile && existsSync(opts.stateFile)
      ? { ...emptyState(), ...(JSON.parse(readFileSync(opts.stateFile, 'utf8')) as State) }
      : emptyState();
  const deliveries: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  let baseUrl = '';
  // Stopping aborts deliveries in flight; what they had not delivered stays waiting in the state file.
  const stopping = new AbortController();
  // Each delivery in flight listens on it: dozens at once after a burst of events, which is not a
  // leak.
  setMaxListeners(0, stopping.signal);
  let releaseWebhooks = () => {};
  const released = opts.holdWebhooks
    ? new Promise<void>((resolve) => (releaseWebhooks = resolve))
    : Promise.resolve();

  const save = () => {
    if (opts.stateFile) writeJsonAtomic(opts.stateFile, state);
  };

  // ---- webhooks -------------------------------------------------------------------------------

  function sign(payload: string): string {
    const t = Math.floor(Date.now() / 1000); // real time: receivers check it against their own clock
    const v1 = createHmac('sha256', opts.webhookSecret).update(`${t}.${payload}`, 'utf8').digest('hex');
    return `t=${t},v1=${v1}`;
  }

  /** One try; true when the endpoint answered 2xx. */
  async function attempt(event: StripeEvent, attemptNo: number): Promise<boolean> {
    if (!webhookUrl) return false;
    const payload = JSON.stringify(event, null, 2);
    let status: number | 'network-error';
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': sign(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.any([AbortSignal.timeout(10_000), stopping.signal]),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      status = 'network-error';
    }
    if (stopping.signal.aborted && status === 'network-error') return false; // not a real answer
    deliveries.push({ eventId: event.id, type: event.type, attempt: attemptNo, status, at: Date.now() });
    log(`webhook ${event.type} ${event.id} -> ${status}`);
    return typeof status === 'number' && status >= 200 && status < 300;
  }

  /** Tries one waiting event; on success it leaves the list, else its next try is set (or it is given up). */
  async function tryDelivery(entry: UndeliveredEvent): Promise<void> {
    entry.attempts += 1;
    const ok = await attempt(entry.event, entry.attempts);
    if (stopping.signal.aborted && !ok) {
      entry.attempts -= 1; // the stop cut it short: the next start tries again
      return;
    }
    const now = nowMs();
    if (ok) {
      state.undelivered = state.undelivered.filter((u) => u !== entry);
    } else {
      const delay = WEBHOOK_RETRY_DELAYS_MS[entry.attempts - 1] ?? WEBHOOK_RETRY_DELAYS_MS.at(-1) ?? 60_000;
      if (now + delay - entry.first_at > WEBHOOK_RETRY_FOR_MS) {
        log(
          `webhook ${entry.event.type} ${entry.event.id}: given up after ${entry.attempts} tries over 3 days`,
        );
        state.undelivered = state.undelivered.filter((u) => u !== entry);
      } else entry.next_at = now + delay;
    }
    save();
  }

  const trying = new Set<UndeliveredEvent>();
  let releasedNow = !opts.holdWebhooks;
  void released.then(() => (releasedNow = true));

  /** Starts a try of every waiting event that is due (and not being tried). */
  function sendDue(): void {
    if (!releasedNow || !webhookUrl || stopping.signal.aborted) return;
    const now = nowMs();
    for (const entry of state.undelivered) {
      if (entry.next_at > now || trying.has(entry)) continue;
      trying.add(entry);
      const p = tryDelivery(entry).finally(() => {
        trying.delete(entry);
        inFlight.delete(p);
      });
      inFlight.add(p);
    }
  }

  function queue(event: StripeEvent) {
    const about = event.data.object as { id?: unknown; payment_intent?: unknown };
    if (lostWebhooks.has(String(about.id)) || lostWebhooks.has(String(about.payment_intent))) {
      log(`webhook ${event.type} ${event.id}: never sent (a test asked for it to be lost)`);
      return;
    }
    const now = nowMs();
    state.undelivered.push({ event, attempts: 0, next_at: now, first_at: now });
    save();
    sendDue();
  }

  // Waiting events (from before a restart too) are sent when due: on a poll and when the clock moves.
  const poll = setInterval(sendDue, WEBHOOK_POLL_MS);
  poll.unref();
  void released.then(() => {
    // Left over from the last run (a crash, a stop): due now, as Stripe resends to an endpoint back up.
    const now = nowMs();
    for (const entry of state.undelivered) entry.next_at = Math.min(entry.next_at, now);
    sendDue();
  });

  function emit(
    type: string,
    object: Obj,
    request: { id: string | null; idempotency_key: string | null } = { id: null, idempotency_key: null },
    previous?: Obj,
  ): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: nowSec(),
      data: previous
        ? { object: structuredClone(object), previous_attributes: previous }
        : { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request,
      type,
    };
    state.events.push(event);
    if (state.events.length > 1000) state.events.splice(0, state.events.length - 1000);
    save();
    queue(event);
    return event;
  }

  // ---- resources ------------------------------------------------------------------------------

  interface Ctx {
    form: FormObject;
    requestId: string;
    idempotencyKey: string | null;
    publishable: boolean;
  }
  const req = (c: Ctx) => ({ id: c.requestId, idempotency_key: c.idempotencyKey });

  function getPi(id: string): Obj {
    const pi = state.payment_intents[id];
    if (!pi) throw missing('payment_intent', id);
    return pi;
  }

  function createPaymentIntent(c: Ctx): Obj {
    const amount = intParam(c.form, 'amount', true)!;
    const currency = currencyParam(c.form);
    if (amount < MIN_CHARGE_CENTS) {
      throw invalid(`Amount must be at least €0.50 ${currency}`, {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    const id = newId('pi');
    const apm = c.form.automatic_payment_methods;
    const automatic = typeof apm === 'object' && !Array.isArray(apm) && apm.enabled === 'true';
    // The list the caller allows: allowed_payment_method_types (this API version), or the older
    // payment_method_types.
    const given = Array.isArray(c.form.allowed_payment_method_types)
      ? (c.form.allowed_payment_method_types as string[])
      : Array.isArray(c.form.payment_method_types)
        ? (c.form.payment_method_types as string[])
        : null;
    const types = given ?? ['card'];
    if (!automatic) {
      for (const t of types) {
        const only = METHOD_CURRENCIES[t];
        if (only && !only.includes(currency))
          throw invalid(
            `The currency provided (${currency}) is invalid. Payment method ${t} only supports the following currencies: ${only.join(', ')}.`,
            {
              code: 'payment_intent_invalid_parameter',
              param: Array.isArray(c.form.allowed_payment_method_types)
                ? 'allowed_payment_method_types'
                : 'payment_method_types',
            },
          );
      }
    }
    const pi: Obj = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      allowed_payment_method_types: given,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: automatic ? { allow_redirects: 'always', enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: str(c.form.capture_method) ?? 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: nowSec(),
      currency,
      customer: str(c.form.customer) ?? null,
      description: str(c.form.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadataParam(c.form),
      next_action: null,
      on_behalf_of: null,
      payment_method: str(c.form.payment_method) ?? null,
      payment_method_types: automatic ? automaticPaymentMethodTypes(currency) : types,
      receipt_email: str(c.form.receipt_email) ?? null,
      setup_future_usage: null,
      shipping: null,
      statement_descriptor: str(c.form.statement_descriptor) ?? null,
      statement_descriptor_suffix: null,
      status: str(c.form.payment_method) ? 'requires_confirmation' : 'requires_payment_method',
      transfer_data: null,
      transfer_group: str(c.form.transfer_group) ?? null,
    };
    state.payment_intents[id] = pi;
    emit('payment_intent.created', pi, req(c));
    if (c.form.confirm === 'true') return confirmPaymentIntent(id, c);
    save();
    return pi;
  }

  /**
   * GET /v1/payment_intents: newest first, `created[gte|gt|lte|lt]`, `limit` (1-100, default 10),
   * `starting_after`, as Stripe pages a list.
   */
  function listPaymentIntents(c: Ctx): Obj {
    const created = (c.form.created ?? {}) as FormObject;
    const bound = (name: string) => {
      const v = str(created[name]);
      return v === undefined ? undefined : Number(v);
    };
    const [gte, gt, lte, lt] = [bound('gte'), bound('gt'), bound('lte'), bound('lt')];
    const limit = intParam(c.form, 'limit', false) ?? 10;
    if (limit < 1 || limit > 100)
      throw invalid('This value must be greater than or equal to 1 and less than or equal to 100.', {
        param: 'limit',
      });
    let all = Object.values(state.payment_intents)
      .filter((pi) => {
        const t = Number(pi.created);
        return (
          (gte === undefined || t >= gte) &&
          (gt === undefined || t > gt) &&
          (lte === undefined || t <= lte) &&
          (lt === undefined || t < lt)
        );
      })
      .sort((a, b) => Number(b.created) - Number(a.created) || String(b.id).localeCompare(String(a.id)));
    const after = str(c.form.starting_after);
    if (after) all = all.slice(all.findIndex((pi) => pi.id === after) + 1);
    return {
      object: 'list',
      url: '/v1/payment_intents',
      has_more: all.length > limit,
      data: all.slice(0, limit),
    };
  }

  function updatePaymentIntent(id: string, c: Ctx): Obj {
    const pi = getPi(id);
    if (['succeeded', 'canceled', 'processing'].includes(String(pi.status))) {
      throw invalid(
        `This PaymentIntent's amount could not be updated because it has a status of ${String(pi.status)}.`,
        {
          code: 'payment_intent_unexpected_state',
          payment_intent: pi,
        },
      );
    }
    const amount = intParam(c.form, 'amount', false);
    if (amount !== undefined) {
      if (amount < MIN_CHARGE_CENTS)
        throw invalid('Amount must be at least €0.50 eur', { code: 'amount_too_small', param: 'amount' });
      pi.amount = amount;
    }
    for (const k of ['description', 'receipt_email', 'transfer_group', 'statement_descriptor'] as const) {
      const v = str(c.form[k]);
      if (v !== undefined) pi[k] = v === '' ? null : v;
    }
    const pm = str(c.form.payment_method);
    if (pm) {
      pi.payment_method = pm;
      pi.status = 'requires_confirmation';
    }
    pi.metadata = metadataParam(c.form, pi.metadata as Obj);
    save();
    return pi;
  }

  function confirmPaymentIntent(id: string, c: Ctx): Obj {
    const pi = getPi(id);
    if (c.publishable && str(c.form.client_secret) !== pi.client_secret) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${id}'`,
        param: 'intent',
      });
    }
    if (pi.status === 'succeeded') {
      throw invalid(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        {
          code: 'payment_intent_unexpected_state',
          payment_intent: pi,
        },
      );
    }
    if (pi.status === 'canceled') {
      throw invalid('You cannot confirm this PaymentIntent because it has a status of canceled.', {
        code: 'payment_intent_unexpected_state',
        payment_intent: pi,
      });
    }
    const data = c.form.payment_method_data;
    const dataType =
      typeof data === 'object' && !Array.isArray(data) ? str((data as FormObject).type) : undefined;
    const pm = dataType
      ? String(makePaymentMethod(dataType).id)
      : (str(c.form.payment_method) ?? (pi.payment_method as string | null));
    if (!pm) {
      throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: 'payment_intent_unexpected_state',
        param: 'payment_method',
        payment_intent: pi,
      });
    }
    const type = methodType(pm);
    if (isRedirectType(type)) return awaitBuyer(pi, pm, type, c);
    delete state.return_urls[id];
    pi.payment_method = pm;
    const receipt = str(c.form.receipt_email);
    if (receipt) pi.receipt_email = receipt;
    if (AUTHENTICATING_METHODS.has(pm)) {
      pi.status = 'requires_action';
      pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      emit('payment_intent.requires_action', pi, req(c));
      save();
      return pi;
    }
    pi.next_action = null;
    const chargeId = newId('ch');
    const decline = DECLINING_METHODS[pm];
    const charge: Obj = {
      id: chargeId,
      object: 'charge',
      amount: pi.amount,
      amount_captured: decline ? 0 : pi.amount,
      amount_refunded: 0,
      balance_transaction: decline ? null : newId('txn'),
      captured: !decline,
      created: nowSec(),
      currency: pi.currency,
      metadata: pi.metadata,
      paid: !decline,
      payment_intent: id,
      payment_method: pm,
      refunded: false,
      status: decline ? 'failed' : 'succeeded',
      failure_code: decline ? 'card_declined' : null,
      failure_message: decline ? decline.message : null,
      transfer_group: pi.transfer_group,
    };
    state.charges[chargeId] = charge;
    pi.latest_charge = chargeId;
    if (decline) {
      pi.status = 'requires_payment_method';
      pi.payment_method = null;
      pi.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline.decline_code,
        message: decline.message,
        charge: chargeId,
        payment_method: { id: pm, object: 'payment_method', type: 'card' },
      };
      emit('charge.failed', charge, req(c));
      emit('payment_intent.payment_failed', pi, req(c));
      save();
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline.decline_code,
        message: decline.message,
        charge: chargeId,
        payment_intent: structuredClone(pi),
      });
    }
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.last_payment_error = null;
    emit('charge.succeeded', charge, req(c));
    emit('payment_intent.succeeded', pi, req(c));
    if (pm in DISPUTING_METHODS) openDispute(charge, DISPUTING_METHODS[pm]!);
    save();
    return pi;
  }

  // ---- Swish, Klarna, PayPal: the buyer's step outside the page --------------------------------

  /** A PaymentMethod of a type (what `payment_method_data` or POST /v1/payment_methods makes). */
  function makePaymentMethod(type: string): Obj {
    if (!/^[a-z_]+$/.test(type))
      throw invalid(`Invalid payment_method_data[type]: ${type}`, {
        code: 'parameter_invalid_string',
        param: 'payment_method_data[type]',
      });
    const id = newId('pm');
    const pm: Obj = {
      id,
      object: 'payment_method',
      billing_details: { address: null, email: null, name: null, phone: null },
      created: nowSec(),
      customer: null,
      livemode: false,
      metadata: {},
      type,
      [type]: {},
    };
    state.payment_methods[id] = pm;
    return pm;
  }

  /** A payment method's type: a stored PaymentMethod's, else a card (Stripe's pm_card_* test names). */
  function methodType(pm: string): string {
    const stored = state.payment_methods[pm];
    return stored ? String(stored.type) : 'card';
  }

  /** The stand-in's page that plays the Swish app, Klarna and PayPal for an intent. */
  function authorizeUrl(pi: Obj, via?: string): string {
    const q = new URLSearchParams({ client_secret: String(pi.client_secret) });
    if (via) q.set('via', via);
    return `${baseUrl}/_standin/authorize/${String(pi.id)}?${q}`;
  }

  /**
   * Confirming with Swish, Klarna or PayPal: the intent waits on the buyer (`requires_action`) with
   * the next_action Stripe gives for the type. Refused as Stripe refuses a type the intent does not
   * offer (Swish on a non-SEK intent) and a redirect method without a return_url.
   */
  function awaitBuyer(pi: Obj, pm: string, type: RedirectMethodType, c: Ctx): Obj {
    const id = String(pi.id);
    const offered = (pi.payment_method_types as string[] | undefined) ?? ['card'];
    const only = METHOD_CURRENCIES[type];
    if (!offered.includes(type) || (only && !only.includes(String(pi.currency)))) {
      throw invalid(
        `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${offered.join(', ')}. Alternatively, update the allowed payment_method_types for this PaymentIntent to include "${type}".`,
        { code: 'payment_intent_invalid_parameter', param: 'payment_method', payment_intent: pi },
      );
    }
    const returnUrl = str(c.form.return_url) ?? '';
    if (!returnUrl) {
      throw invalid(
        pi.automatic_payment_methods
          ? 'A return_url must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.'
          : `You must provide a return_url when confirming a PaymentIntent with the payment method type ${type}.`,
        { code: 'parameter_missing', param: 'return_url' },
      );
    }
    pi.payment_method = pm;
    const receipt = str(c.form.receipt_email);
    if (receipt) pi.receipt_email = receipt;
    pi.status = 'requires_action';
    pi.last_payment_error = null;
    state.return_urls[id] = returnUrl;
    if (type === 'swish') {
      pi.next_action = {
        type: 'swish_handle_redirect_or_display_qr_code',
        swish_handle_redirect_or_display_qr_code: {
          hosted_instructions_url: authorizeUrl(pi),
          mobile_auth_url: authorizeUrl(pi, 'app'),
          qr_code: {
            data: authorizeUrl(pi, 'qr'),
            expires_at: nowSec() + SWISH_QR_TTL_S,
            image_url_png: `${baseUrl}/_standin/qr/${id}.png`,
            image_url_svg: `${baseUrl}/_standin/qr/${id}.svg`,
          },
        },
      };
    } else {
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: authorizeUrl(pi), return_url: returnUrl },
      };
    }
    emit('payment_intent.requires_action', pi, req(c));
    save();
    return pi;
  }

  /**
   * The buyer authorizes (the intent succeeds with a charge, as a card payment does) or fails (the
   * method is detached, the intent `requires_payment_method` with last_payment_error) the Swish,
   * Klarna or PayPal payment an intent waits on. Answers the intent and where its page goes next.
   */
  function settleBuyerStep(id: string, outcome: 'authorize' | 'fail'): { pi: Obj; returnUrl: string } {
    const pi = getPi(id);
    const pm = String(pi.payment_method ?? '');
    const type = methodType(pm);
    if (pi.status !== 'requires_action' || !isRedirectType(type)) {
      throw invalid(
        `This PaymentIntent is not waiting for a Swish, Klarna or PayPal authorization; its status is ${String(pi.status)}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: pi },
      );
    }
    const returnUrl = state.return_urls[id] ?? '';
    delete state.return_urls[id];
    pi.next_action = null;
    const request = { id: newId('req'), idempotency_key: null };
    if (outcome === 'fail') {
      pi.status = 'requires_payment_method';
      pi.payment_method = null;
      pi.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_failed',
        message: ATTEMPT_FAILED_MESSAGE,
        payment_method: structuredClone(state.payment_methods[pm]),
      };
      emit('payment_intent.payment_failed', pi, request);
      save();
      return { pi, returnUrl };
    }
    const chargeId = newId('ch');
    const charge: Obj = {
      id: chargeId,
      object: 'charge',
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      balance_transaction: newId('txn'),
      captured: true,
      created: nowSec(),
      currency: pi.currency,
      metadata: pi.metadata,
      paid: true,
      payment_intent: id,
      payment_method: pm,
      payment_method_details: { type, [type]: {} },
      refunded: false,
      status: 'succeeded',
      failure_code: null,
      failure_message: null,
      transfer_group: pi.transfer_group,
    };
    state.charges[chargeId] = charge;
    pi.latest_charge = chargeId;
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.last_payment_error = null;
    emit('charge.succeeded', charge, request);
    emit('payment_intent.succeeded', pi, request);
    save();
    return { pi, returnUrl };
  }

  /** Stripe's return to the merchant: the return_url with the intent and how the redirect ended. */
  function returnTo(pi: Obj, returnUrl: string, status: 'succeeded' | 'failed'): string {
    const target = new URL(returnUrl || `${baseUrl}/`);
    target.searchParams.set('payment_intent', String(pi.id));
    target.searchParams.set('payment_intent_client_secret', String(pi.client_secret));
    target.searchParams.set('redirect_status', status);
    return target.toString();
  }

  /** The QR code of a waiting Swish payment (its qr_code.data) as SVG or PNG, as image_url_* serve it. */
  function swishQr(res: http.ServerResponse, id: string, format: 'svg' | 'png') {
    const action = state.payment_intents[id]?.next_action as
      { swish_handle_redirect_or_display_qr_code?: { qr_code: { data: string } } } | null | undefined;
    const data = action?.swish_handle_redirect_or_display_qr_code?.qr_code.data;
    if (!data) {
      html(res, 404, 'No Swish payment waiting', '');
      return;
    }
    const qr = QRCode.create(data, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const quiet = 4;
    const size = n + 2 * quiet;
    if (format === 'svg') {
      let d = '';
      for (let row = 0; row < n; row++)
        for (let col = 0; col < n; col++)
          if (qr.modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
      res.end(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`,
      );
      return;
    }
    const scale = 8;
    const png = new PNG({ width: size * scale, height: size * scale });
    for (let y = 0; y < size * scale; y++) {
      for (let x = 0; x < size * scale; x++) {
        const row = Math.floor(y / scale) - quiet;
        const col = Math.floor(x / scale) - quiet;
        const dark = row >= 0 && col >= 0 && row < n && col < n && qr.modules.get(row, col);
        const i = (y * size * scale + x) * 4;
        png.data[i] = png.data[i + 1] = png.data[i + 2] = dark ? 0 : 255;
        png.data[i + 3] = 255;
      }
    }
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    res.end(PNG.sync.write(png));
  }

  /** Test control: POST /_standin/payment_intents/<pi>/authorize | /fail, the buyer's answer. */
  function controlBuyerStep(res: http.ServerResponse, id: string, outcome: 'authorize' | 'fail') {
    try {
      const { pi } = settleBuyerStep(id, outcome);
      send(res, 200, JSON.stringify(pi, null, 2));
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      send(res, err.status, JSON.stringify({ error: err.body }));
    }
  }

  // ---- disputes -------------------------------------------------------------------------------
  // As in Stripe's test mode: a payment with pm_card_createDispute succeeds and is then disputed;
  // evidence whose text is "winning_evidence" or "losing_evidence" closes the dispute as won or
  // lost, and closing it (accepting it) loses it.

  function openDispute(charge: Obj, reason: string): Obj {
    const created = nowSec();
    const dispute: Obj = {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount,
      balance_transactions: [],
      charge: charge.id,
      created,
      currency: charge.currency,
      evidence: emptyEvidence(),
      evidence_details: {
        due_by: created + 7 * 86400,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason,
      status: 'needs_response',
    };
    state.disputes[dispute.id as string] = dispute;
    charge.disputed = true;
    emit('charge.dispute.created', dispute);
    return dispute;
  }

  /**
   * `POST /_standin/disputes {"payment_intent": "pi_…", "reason": "product_not_received"}`: the
   * buyer's bank disputes a payment that succeeded earlier (in Stripe's test mode only a test card
   * disputes, at once; a real dispute comes days or weeks after the payment, after a pickup even).
   */
  function disputePayment(res: http.ServerResponse, body: string) {
    let input: { payment_intent?: unknown; reason?: unknown };
    try {
      input = JSON.parse(body || '{}') as typeof input;
    } catch {
      input = {};
    }
    const pi = state.payment_intents[String(input.payment_intent)];
    const charge = pi?.latest_charge ? state.charges[String(pi.latest_charge)] : undefined;
    if (!pi || pi.status !== 'succeeded' || !charge) {
      send(
        res,
        404,
        JSON.stringify({
          error: { message: `No succeeded payment_intent: '${String(input.payment_intent)}'` },
        }),
      );
      return;
    }
    if (charge.disputed) {
      send(res, 400, JSON.stringify({ error: { message: 'This charge is already disputed.' } }));
      return;
    }
    const dispute = openDispute(charge, typeof input.reason === 'string' ? input.reason : 'general');
    save();
    send(res, 200, JSON.stringify(dispute));
  }

  function getDispute(id: string): Obj {
    const dispute = state.disputes[id];
    if (!dispute) throw missing('dispute', id, 'dispute');
    return dispute;
  }

  function refuseClosed(dispute: Obj) {
    if (['won', 'lost', 'warning_closed'].includes(String(dispute.status)))
      throw invalid(`This dispute is already closed (status: ${String(dispute.status)}).`, {
        code: 'dispute_already_closed',
      });
  }

  function closeDispute(dispute: Obj, status: 'won' | 'lost', c: Ctx | null) {
    const previous = { status: dispute.status };
    dispute.status = status;
    const request = c ? req(c) : undefined;
    emit('charge.dispute.updated', dispute, request, previous);
    emit('charge.dispute.closed', dispute, request);
  }

  /**
   * `POST /_standin/disputes/<dp>/close {"status": "won"|"lost"}`: the buyer's bank decides an open
   * dispute (whatever its evidence), as it does in Stripe some weeks after the submission.
   */
  function decideDispute(res: http.ServerResponse, id: string, body: string) {
    let input: { status?: unknown };
    try {
      input = JSON.parse(body || '{}') as typeof input;
    } catch {
      input = {};
    }
    const dispute = state.disputes[id];
    if (!dispute) {
      send(res, 404, JSON.stringify({ error: { message: `No such dispute: '${id}'` } }));
      return;
    }
    if (input.status !== 'won' && input.status !== 'lost') {
      send(res, 400, JSON.stringify({ error: { message: 'Send {"status": "won"|"lost"}.' } }));
      return;
    }
    if (['won', 'lost', 'warning_closed'].includes(String(dispute.status))) {
      send(
        res,
        400,
        JSON.stringify({
          error: { message: `This dispute is already closed (status: ${String(dispute.status)}).` },
        }),
      );
      return;
    }
    closeDispute(dispute, input.status, null);
    save();
    send(res, 200, JSON.stringify(dispute));
  }

  /**
   * The text fields of `evidence[...]` that Stripe documents (the file ones take a file id, also a
   * string): each is stored as given. Unknown keys are refused as Stripe refuses them.
   */
  const EVIDENCE_FIELDS = [
    'access_activity_log',
    'billing_address',
    'cancellation_policy',
    'cancellation_policy_disclosure',
    'cancellation_rebuttal',
    'customer_communication',
    'customer_email_address',
    'customer_name',
    'customer_purchase_ip',
    'customer_signature',
    'duplicate_charge_documentation',
    'duplicate_charge_explanation',
    'duplicate_charge_id',
    'product_description',
    'receipt',
    'refund_policy',
    'refund_policy_disclosure',
    'refund_refusal_explanation',
    'service_date',
    'service_documentation',
    'shipping_address',
    'shipping_carrier',
    'shipping_date',
    'shipping_documentation',
    'shipping_tracking_number',
    'uncategorized_file',
    'uncategorized_text',
  ] as const;
  /** Stripe's limit on all the evidence's text together. */
  const EVIDENCE_MAX_CHARS = 150_000;

  function emptyEvidence(): Obj {
    return Object.fromEntries(EVIDENCE_FIELDS.map((f) => [f, null]));
  }

  /**
   * POST /v1/disputes/{id}: stages the evidence (`submit=false`) or submits it to the bank (`submit`
   * true, Stripe's default): one submission more and the dispute under review, or, with Stripe's
   * test texts in uncategorized_text, won ("winning_evidence") or lost ("losing_evidence"). Evidence
   * already submitted cannot change: a further update is refused.
   */
  function updateDispute(id: string, c: Ctx): Obj {
    const dispute = getDispute(id);
    refuseClosed(dispute);
    const details = dispute.evidence_details as Obj;
    const evidenceParam = c.form.evidence;
    if (evidenceParam !== undefined && (typeof evidenceParam !== 'object' || Array.isArray(evidenceParam)))
      throw invalid('Invalid object', { param: 'evidence' });
    const given = (evidenceParam ?? {}) as FormObject;
    const submitParam = str(c.form.submit);
    if (submitParam !== undefined && submitParam !== 'true' && submitParam !== 'false')
      throw invalid('Invalid boolean: ' + submitParam, { param: 'submit' });
    // Evidence, or an explicit submit, is an answer to the dispute; metadata alone is not.
    const answers = Object.keys(given).length > 0 || submitParam === 'true';
    const submit = answers && submitParam !== 'false';
    if (answers && (Number(details.submission_count) > 0 || dispute.status === 'under_review'))
      throw invalid(
        'This dispute has already been submitted: its evidence can no longer be updated or submitted again.',
        { code: 'dispute_already_submitted' },
      );
    const texts: Obj = {};
    for (const [key, value] of Object.entries(given)) {
      if (!(EVIDENCE_FIELDS as readonly string[]).includes(key))
        throw invalid(`Received unknown parameter: evidence[${key}]`, { param: `evidence[${key}]` });
      const text = str(value);
      if (text === undefined)
        throw invalid(`Invalid string: evidence[${key}]`, { param: `evidence[${key}]` });
      texts[key] = text === '' ? null : text;
    }
    const evidence: Obj = { ...emptyEvidence(), ...(dispute.evidence as Obj), ...texts };
    const total = Object.values(evidence).reduce<number>(
      (n, v) => n + (typeof v === 'string' ? v.length : 0),
      0,
    );
    if (total > EVIDENCE_MAX_CHARS)
      throw invalid(
        `The combined character count of all evidence fields is limited to ${EVIDENCE_MAX_CHARS}.`,
        {
          param: 'evidence',
        },
      );
    const previous = { evidence: structuredClone(dispute.evidence), status: dispute.status };
    dispute.metadata = metadataParam(c.form, dispute.metadata as Obj);
    dispute.evidence = evidence;
    details.has_evidence = Object.values(evidence).some((v) => typeof v === 'string' && v !== '');
    if (submit) {
      details.submission_count = Number(details.submission_count) + 1;
      const text = evidence.uncategorized_text;
      if (text === 'winning_evidence') closeDispute(dispute, 'won', c);
      else if (text === 'losing_evidence') closeDispute(dispute, 'lost', c);
      else {
        dispute.status = 'under_review';
        emit('charge.dispute.updated', dispute, req(c), previous);
      }
    } else emit('charge.dispute.updated', dispute, req(c), { evidence: previous.evidence });
    save();
    return dispute;
  }

  function acceptDispute(id: string, c: Ctx): Obj {
    const dispute = getDispute(id);
    refuseClosed(dispute);
    closeDispute(dispute, 'lost', c);
    save();
    return dispute;
  }

  function cancelPaymentIntent(id: string, c: Ctx): Obj {
    const pi = getPi(id);
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        {
          code: 'payment_intent_unexpected_state',
          payment_intent: pi,
        },
      );
    }
    const reason = str(c.form.cancellation_reason) ?? null;
    const allowed = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
    if (reason && !allowed.includes(reason))
      throw invalid(`Invalid cancellation_reason: must be one of ${allowed.join(', ')}`, {
        param: 'cancellation_reason',
      });
    pi.status = 'canceled';
    pi.next_action = null;
    delete state.return_urls[id];
    pi.canceled_at = nowSec();
    pi.cancellation_reason = reason;
    emit('payment_intent.canceled', pi, req(c));
    save();
    return pi;
  }

  function createRefund(c: Ctx): Obj {
    if (refundRefusals > 0) {
      refundRefusals -= 1;
      throw invalid('Your Stripe balance is insufficient to make this refund.', {
        code: 'balance_insufficient',
      });
    }
    const piId = str(c.form.payment_intent);
    const chargeIdParam = str(c.form.charge);
    let charge: Obj | undefined;
    if (piId) {
      const pi = state.payment_intents[piId];
      if (!pi) throw missing('payment_intent', piId, 'payment_intent');
      if (pi.status !== 'succeeded') {
        throw invalid(`This PaymentIntent does not have a successful charge to refund.`, {
          code: 'charge_not_refundable',
          param: 'payment_intent',
        });
      }
      charge = state.charges[String(pi.latest_charge)];
    } else if (chargeIdParam) {
      charge = state.charges[chargeIdParam];
      if (!charge) throw missing('charge', chargeIdParam, 'charge');
    } else {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        { code: 'parameter_missing' },
      );
    }
    if (!charge || charge.status !== 'succeeded')
      throw invalid('This charge cannot be refunded.', { code: 'charge_not_refundable' });
    // As Stripe: no refund while the charge's dispute is open, nor after it was lost.
    const dispute = Object.values(state.disputes).find((d) => d.charge === charge.id);
    if (dispute && !['won', 'warning_closed'].includes(String(dispute.status)))
      throw invalid(`Charge ${String(charge.id)} has been charged back; cannot issue a refund.`, {
        code: 'charge_disputed',
      });
    const remaining = Number(charge.amount) - Number(charge.amount_refunded);
    if (remaining <= 0)
      throw invalid(`Charge ${String(charge.id)} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = intParam(c.form, 'amount', false) ?? remaining;
    if (amount <= 0)
      throw invalid('Refund amount must be positive.', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    if (amount > remaining) {
      throw invalid(
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(remaining / 100).toFixed(2)})`,
        {
          code: 'amount_too_large',
          param: 'amount',
        },
      );
    }
    const reason = str(c.form.reason) ?? null;
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', {
        param: 'reason',
      });
    }
    const refund: Obj = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: charge.id,
      created: nowSec(),
      currency: charge.currency,
      metadata: metadataParam(c.form),
      payment_intent: charge.payment_intent,
      reason,
      status: 'succeeded',
    };
    state.refunds[String(refund.id)] = refund;
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    emit('refund.created', refund, req(c));
    emit('charge.refunded', charge, req(c));
    save();
    return refund;
  }

  function createTransfer(c: Ctx): Obj {
    const amount = intParam(c.form, 'amount', true)!;
    if (amount <= 0)
      throw invalid('This value must be greater than or equal to 1.', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    const currency = currencyParam(c.form);
    const destination = str(c.form.destination);
    if (!destination)
      throw invalid('Missing required param: destination.', {
        code: 'parameter_missing',
        param: 'destination',
      });
    const account = state.accounts[destination];
    if (!account) throw missing('destination', destination, 'destination');
    if ((account.capabilities as Obj | undefined)?.transfers !== 'active') {
      throw invalid(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
      );
    }
    const meta = metadataParam(c.form);
    const refusal = `${String(meta.order_id)}:${String(meta.party)}`;
    if (refusals.delete(refusal))
      throw invalid('The destination account is closed and cannot receive transfers.', {
        code: 'account_invalid',
        param: 'destination',
      });
    const sourceTx = str(c.form.source_transaction) ?? null;
    if (sourceTx && !state.charges[sourceTx]) throw missing('charge', sourceTx, 'source_transaction');
    const id = newId('tr');
    const transfer: Obj = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: newId('txn'),
      created: nowSec(),
      currency,
      description: str(c.form.description) ?? null,
      destination,
      destination_payment: newId('py'),
      livemode: false,
      metadata: metadataParam(c.form),
      reversals: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/transfers/${id}/reversals`,
      },
      reversed: false,
      source_transaction: sourceTx,
      source_type: 'card',
      transfer_group: str(c.form.transfer_group) ?? null,
    };
    state.transfers[id] = transfer;
    emit('transfer.created', transfer, req(c));
    save();
    return transfer;
  }

  /** Takes money back from a connected account (a refund after the payout went out). */
  function createTransferReversal(transferId: string, c: Ctx): Obj {
    const transfer = state.transfers[transferId];
    if (!transfer) throw missing('transfer', transferId);
    const remaining = Number(transfer.amount) - Number(transfer.amount_reversed);
    const amount = intParam(c.form, 'amount', false) ?? remaining;
    if (amount <= 0 || amount > remaining) {
      throw invalid(
        remaining <= 0
          ? `Transfer ${transferId} has already been fully reversed.`
          : `Reversal amount (${amount}) is greater than the amount not yet reversed (${remaining}).`,
        { code: remaining <= 0 ? 'transfer_already_reversed' : 'amount_too_large', param: 'amount' },
      );
    }
    const reversal: Obj = {
      id: newId('trr'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: newId('txn'),
      created: nowSec(),
      currency: transfer.currency,
      destination_payment_refund: newId('pyr'),
      metadata: metadataParam(c.form),
      source_refund: null,
      transfer: transferId,
    };
    transfer.amount_reversed = Number(transfer.amount_reversed) + amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    const list = transfer.reversals as { data: Obj[]; total_count: number };
    list.data.unshift(reversal);
    list.total_count = list.data.length;
    emit('transfer.reversed', transfer, req(c));
    save();
    return reversal;
  }

  function createAccount(c: Ctx): Obj {
    const type = str(c.form.type) ?? (c.form.controller ? 'none' : 'standard');
    if (type !== 'express' && type !== 'none')
      throw invalid(
        `The local Stripe stand-in only creates Express accounts (type=express), not '${type}'.`,
        { param: 'type' },
      );
    const country = (str(c.form.country) ?? 'SE').toUpperCase();
    const requested =
      typeof c.form.capabilities === 'object' && !Array.isArray(c.form.capabilities)
        ? Object.keys(c.form.capabilities)
        : ['transfers'];
    const id = `acct_${randomBytes(8).toString('hex').toUpperCase()}`;
    const account: Obj = {
      id,
      object: 'account',
      type: 'express',
      business_profile: { name: null, url: null, mcc: null, product_description: null },
      business_type: str(c.form.business_type) ?? null,
      capabilities: Object.fromEntries(requested.map((k) => [k, 'inactive'])),
      charges_enabled: false,
      country,
      created: nowSec(),
      default_currency: country === 'SE' ? 'sek' : 'eur',
      details_submitted: false,
      email: str(c.form.email) ?? null,
      metadata: metadataParam(c.form),
      payouts_enabled: false,
      requirements: {
        currently_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        disabled_reason: 'requirements.past_due',
        eventually_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        past_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        pending_verification: [],
        errors: [],
      },
      settings: { payouts: { schedule: { interval: 'daily', delay_days: 7 } } },
    };
    state.accounts[id] = account;
    save();
    return account;
  }

  function completeOnboarding(accountId: string): Obj {
    const account = state.accounts[accountId];
    if (!account) throw missing('account', accountId);
    const previous = {
      charges_enabled: account.charges_enabled,
      payouts_enabled: account.payouts_enabled,
      details_submitted: account.details_submitted,
    };
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = Object.fromEntries(
      Object.keys(account.capabilities as Obj).map((k) => [k, 'active']),
    );
    account.requirements = {
      currently_due: [],
      disabled_reason: null,
      eventually_due: [],
      past_due: [],
      pending_verification: [],
      errors: [],
    };
    emit('account.updated', account, undefined, previous);
    save();
    return account;
  }

  /** "Leave incomplete": some details given, the rest still due; Stripe still sends the user to return_url. */
  function leaveOnboardingIncomplete(accountId: string): Obj {
    const account = state.accounts[accountId];
    if (!account) throw missing('account', accountId);
    const requirements = account.requirements as Obj & { currently_due: string[] };
    const previous = { requirements: structuredClone(requirements), business_type: account.business_type };
    account.business_type ??= 'individual';
    const due = (list: unknown) => (list as string[]).filter((r) => r !== 'business_type');
    account.requirements = {
      ...requirements,
      currently_due: due(requirements.currently_due),
      eventually_due: due(requirements.eventually_due),
      past_due: due(requirements.past_due),
    };
    emit('account.updated', account, undefined, previous);
    save();
    return account;
  }

  function createAccountLink(c: Ctx): Obj {
    const accountId = str(c.form.account);
    if (!accountId)
      throw invalid('Missing required param: account.', { code: 'parameter_missing', param: 'account' });
    if (!state.accounts[accountId]) throw missing('account', accountId, 'account');
    const type = str(c.form.type);
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalid('Invalid type: must be one of account_onboarding or account_update', {
        code: type ? 'parameter_invalid_string' : 'parameter_missing',
        param: 'type',
      });
    }
    const returnUrl = str(c.form.return_url);
    const refreshUrl = str(c.form.refresh_url);
    if (!returnUrl)
      throw invalid('Missing required param: return_url.', {
        code: 'parameter_missing',
        param: 'return_url',
      });
    if (!refreshUrl)
      throw invalid('Missing required param: refresh_url.', {
        code: 'parameter_missing',
        param: 'refresh_url',
      });
    const created = nowSec();
    const linkId = newId('link');
    state.account_links[linkId] = { account: accountId, used: false };
    save();
    const q = new URLSearchParams({
      link: linkId,
      return_url: returnUrl,
      refresh_url: refreshUrl,
      expires_at: String(created + 300),
    });
    return {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `${baseUrl}/_standin/onboarding/${accountId}?${q}`,
    };
  }

  // ---- HTTP -----------------------------------------------------------------------------------

  type Handler = (m: RegExpMatchArray, c: Ctx) => Obj;
  const routes: [string, RegExp, Handler, { publishable?: boolean }?][] = [
    ['POST', /^\/v1\/payment_intents$/, (_m, c) => createPaymentIntent(c)],
    ['GET', /^\/v1\/payment_intents$/, (_m, c) => listPaymentIntents(c)],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (m, c) => {
        const pi = getPi(m[1]!);
        if (c.publishable && str(c.form.client_secret) !== pi.client_secret)
          throw missing('payment_intent', m[1]!);
        return pi;
      },
      { publishable: true },
    ],
    ['POST', /^\/v1\/payment_intents\/([^/]+)$/, (m, c) => updatePaymentIntent(m[1]!, c)],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (m, c) => confirmPaymentIntent(m[1]!, c),
      { publishable: true },
    ],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (m, c) => cancelPaymentIntent(m[1]!, c)],
    [
      'POST',
      /^\/v1\/payment_methods$/,
      (_m, c) =>
        makePaymentMethod(
          str(c.form.type) ??
            throwIt(invalid('Missing required param: type.', { code: 'parameter_missing', param: 'type' })),
        ),
      { publishable: true },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (m) => state.payment_methods[m[1]!] ?? throwIt(missing('payment_method', m[1]!)),
    ],
    ['POST', /^\/v1\/refunds$/, (_m, c) => createRefund(c)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (m) => state.refunds[m[1]!] ?? throwIt(missing('refund', m[1]!))],
    ['GET', /^\/v1\/charges\/([^/]+)$/, (m) => state.charges[m[1]!] ?? throwIt(missing('charge', m[1]!))],
    ['GET', /^\/v1\/disputes\/([^/]+)$/, (m) => getDispute(m[1]!)],
    ['POST', /^\/v1\/disputes\/([^/]+)$/, (m, c) => updateDispute(m[1]!, c)],
    ['POST', /^\/v1\/disputes\/([^/]+)\/close$/, (m, c) => acceptDispute(m[1]!, c)],
    ['POST', /^\/v1\/transfers$/, (_m, c) => createTransfer(c)],
    [
      'GET',
      /^\/v1\/transfers\/([^/]+)$/,
      (m) => state.transfers[m[1]!] ?? throwIt(missing('transfer', m[1]!)),
    ],
    ['POST', /^\/v1\/transfers\/([^/]+)\/reversals$/, (m, c) => createTransferReversal(m[1]!, c)],
    ['POST', /^\/v1\/accounts$/, (_m, c) => createAccount(c)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (m) => state.accounts[m[1]!] ?? throwIt(missing('account', m[1]!))],
    ['POST', /^\/v1\/account_links$/, (_m, c) => createAccountLink(c)],
    [
      'GET',
      /^\/v1\/events\/([^/]+)$/,
      (m) => (state.events.find((e) => e.id === m[1]) as Obj | undefined) ?? throwIt(missing('event', m[1]!)),
    ],
  ];

  function throwIt(e: Error): never {
    throw e;
  }

  function send(
    res: http.ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'stripe-version': STRIPE_API_VERSION,
      ...headers,
    });
    res.end(body);
  }

  function authorize(
    header: string | undefined,
    route: { publishable?: boolean } | undefined,
  ): { publishable: boolean } {
    let key = '';
    if (header?.startsWith('Bearer ')) key = header.slice(7).trim();
    else if (header?.startsWith('Basic '))
      key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0] ?? '';
    const masked = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
    const reject = () =>
      new StripeApiError(401, {
        type: 'invalid_request_error',
        message: key
          ? `Invalid API Key provided: ${masked}`
          : 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      });
    if (!key) throw reject();
    if (key.startsWith('pk_')) {
      if (!route?.publishable || (opts.publishableKey && key !== opts.publishableKey)) throw reject();
      return { publishable: true };
    }
    if (opts.secretKey ? key !== opts.secretKey : !key.startsWith('sk_test_')) throw reject();
    return { publishable: false };
  }

  async function handleApi(r: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const requestId = `req_${randomBytes(7).toString('hex')}`;
    const method = r.method ?? 'GET';
    const match = routes
      .map((rt) => ({ rt, m: rt[0] === method ? url.pathname.match(rt[1]) : null }))
      .find((x) => x.m);
    if (!match?.m) {
      send(
        res,
        404,
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe stand-in implements only the calls Konstvägg makes.`,
          },
        }),
        { 'request-id': requestId },
      );
      return;
    }
    const idempotencyKey =
      method === 'POST' ? ((r.headers['idempotency-key'] as string | undefined) ?? null) : null;
    try {
      const auth = authorize(r.headers.authorization, match.rt[3]);
      const form = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
      const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
      const idemKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
      if (idemKey) {
        const prior = state.idempotency[idemKey];
        if (prior && Date.now() - prior.at < IDEMPOTENCY_TTL_MS) {
          if (prior.fingerprint !== fingerprint) {
            throw new StripeApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          send(res, prior.status, prior.body, {
            'request-id': requestId,
            'idempotency-key': idempotencyKey!,
            'idempotent-replayed': 'true',
          });
          return;
        }
      }
      let status = 200;
      let out: string;
      try {
        out = JSON.stringify(
          match.rt[2](match.m, { form, requestId, idempotencyKey, publishable: auth.publishable }),
          null,
          2,
        );
      } catch (err) {
        if (!(err instanceof StripeApiError)) throw err;
        status = err.status;
        out = JSON.stringify(
          { error: { ...err.body, request_log_url: `${baseUrl}/_standin/logs/${requestId}` } },
          null,
          2,
        );
      }
      // Stripe stores the first answer, errors included (except 5xx), and replays it.
      if (idemKey) {
        state.idempotency[idemKey] = { at: Date.now(), fingerprint, status, body: out };
        for (const [k, v] of Object.entries(state.idempotency))
          if (Date.now() - v.at > IDEMPOTENCY_TTL_MS) delete state.idempotency[k];
        save();
      }
      send(res, status, out, {
        'request-id': requestId,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      });
    } catch (err) {
      if (err instanceof StripeApiError) {
        send(res, err.status, JSON.stringify({ error: err.body }), { 'request-id': requestId });
        return;
      }
      log(`stripe stand-in error: ${(err as Error).stack ?? String(err)}`);
      send(
        res,
        500,
        JSON.stringify({
          error: { type: 'api_error', message: 'An unknown error occurred in the local Stripe stand-in.' },
        }),
        { 'request-id': requestId },
      );
    }
  }

  /** Test control: the next transfer for `<order_id>:<party>` is refused (in memory only). */
  const refusals = new Set<string>();
  function refuseTransfers(res: http.ServerResponse, body: string) {
    let input: { order_id?: unknown; party?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      input = {};
    }
    if (typeof input.order_id !== 'string' || (input.party !== 'artist' && input.party !== 'venue')) {
      send(
        res,
        400,
        JSON.stringify({ error: { message: 'Send {"order_id": "ord_…", "party": "artist"|"venue"}.' } }),
      );
      return;
    }
    refusals.add(`${input.order_id}:${input.party}`);
    send(res, 200, JSON.stringify({ refusals: [...refusals] }));
  }

  /**
   * Test control: the next `times` refunds are refused as Stripe refuses one it cannot fund
   * (`balance_insufficient`), so a test can follow a refund that fails every try (in memory only).
   */
  let refundRefusals = 0;
  function refuseRefunds(res: http.ServerResponse, body: string) {
    let input: { times?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      input = {};
    }
    if (typeof input.times !== 'number' || !Number.isInteger(input.times) || input.times < 0) {
      send(res, 400, JSON.stringify({ error: { message: 'Send {"times": <whole number, 0 ends it>}.' } }));
      return;
    }
    refundRefusals = input.times;
    send(res, 200, JSON.stringify({ refusing: refundRefusals }));
  }

  /**
   * Test control: the events about these objects (a PaymentIntent and its charges) are never sent,
   * as when Stripe gave up on an endpoint that was down: the app must find out by asking (in memory).
   */
  const lostWebhooks = new Set<string>();
  function loseWebhooks(res: http.ServerResponse, body: string) {
    let input: { object?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      input = {};
    }
    if (typeof input.object !== 'string' || !input.object) {
      send(res, 400, JSON.stringify({ error: { message: 'Send {"object": "pi_…"}.' } }));
      return;
    }
    lostWebhooks.add(input.object);
    send(res, 200, JSON.stringify({ lost: [...lostWebhooks] }));
  }

  /**
   * Test control: API calls under a path answer this many ms late (in memory only): `before` they
   * are carried out (the call has not reached Stripe yet), or `after` (Stripe did it, and the answer
   * is slow to come back: a process killed meanwhile never learns it).
   */
  const latency = new Map<string, { ms: number; when: 'before' | 'after' }>();
  function setLatency(res: http.ServerResponse, body: string) {
    let input: { path?: unknown; ms?: unknown; when?: unknown };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      input = {};
    }
    const { path, ms } = input;
    const when = input.when ?? 'before';
    if (
      typeof path !== 'string' ||
      !path.startsWith('/v1/') ||
      typeof ms !== 'number' ||
      ms < 0 ||
      ms > 30_000 ||
      (when !== 'before' && when !== 'after')
    ) {
      send(
        res,
        400,
        JSON.stringify({
          error: { message: 'Send {"path": "/v1/...", "ms": 0..30000, "when": "before"|"after"}.' },
        }),
      );
      return;
    }
    if (ms === 0) latency.delete(path);
    else latency.set(path, { ms, when });
    send(res, 200, JSON.stringify({ latency: Object.fromEntries(latency) }));
  }

  /** Holds a response's head and body back for `ms` after the call was carried out. */
  function answerLate(res: http.ServerResponse, ms: number) {
    const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
    const end = res.end.bind(res) as (...a: unknown[]) => http.ServerResponse;
    let head: unknown[] = [];
    res.writeHead = ((...a: unknown[]) => {
      head = a;
      return res;
    }) as typeof res.writeHead;
    res.end = ((...a: unknown[]) => {
      setTimeout(() => {
        if (res.destroyed) return;
        if (head.length) writeHead(...head);
        end(...a);
      }, ms);
      return res;
    }) as typeof res.end;
  }

  // Browser pages standing in for Stripe-hosted screens.
  function html(res: http.ServerResponse, status: number, title: string, inner: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font-size:1rem;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0}.note{background:#fff4d6;padding:.5rem .75rem;border-radius:4px}</style>
<p class="note">Local Stripe stand-in (development only, no real money moves). · Lokal ersättare för Stripe (endast utveckling, inga riktiga pengar).</p><h1>${esc(title)}</h1>${inner}</html>`);
  }

  function handlePage(r: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string): boolean {
    const onboarding = url.pathname.match(/^\/_standin\/onboarding\/(acct_[A-Za-z0-9]+)$/);
    if (onboarding) {
      const acct = state.accounts[onboarding[1]!];
      const q = r.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
      const returnUrl = q.get('return_url') ?? '';
      const refreshUrl = q.get('refresh_url') ?? '';
      if (!acct) {
        html(res, 404, 'Unknown account', `<p>No such account: ${esc(onboarding[1]!)}</p>`);
        return true;
      }
      const linkId = q.get('link');
      const link = linkId ? state.account_links[linkId] : undefined;
      // A used, unknown or expired link sends the user to refresh_url, as Stripe does.
      const stale =
        (linkId !== null && (!link || link.used || link.account !== acct.id)) ||
        (Number(q.get('expires_at') ?? 0) < nowSec() && r.method !== 'POST');
      if (stale && refreshUrl) {
        res.writeHead(303, { location: refreshUrl }).end();
        return true;
      }
      if (r.method === 'POST') {
        if (link) link.used = true;
        if (q.get('outcome') === 'incomplete') leaveOnboardingIncomplete(acct.id as string);
        else completeOnboarding(acct.id as string);
        res.writeHead(303, { location: returnUrl || '/' }).end();
        return true;
      }
      const hidden = [
        ['link', linkId ?? ''],
        ['return_url', returnUrl],
        ['refresh_url', refreshUrl],
      ]
        .map(([n, v]) => `<input type="hidden" name="${n}" value="${esc(v!)}">`)
        .join('');
      const due = (acct.requirements as { currently_due?: string[] } | undefined)?.currently_due ?? [];
      html(
        res,
        200,
        'Express onboarding · Utbetalningskonto',
        `<p>Account / Konto <code>${esc(String(acct.id))}</code> (${esc(String(acct.email ?? 'no email'))}).</p>
<p>Still due / Saknas: ${due.length ? due.map((d) => `<code>${esc(d)}</code>`).join(', ') : 'nothing / inget'}</p>
<form method="post">${hidden}<button type="submit" name="outcome" value="complete">Complete onboarding · Slutför (test data)</button><button type="submit" name="outcome" value="incomplete">Leave incomplete · Lämna ofullständig</button></form>
<p><a href="${esc(refreshUrl)}">Start over with a new link · Börja om med en ny länk</a></p>`,
      );
      return true;
    }
    const authorizePage = url.pathname.match(/^\/_standin\/authorize\/(pi_[A-Za-z0-9]+)$/);
    if (authorizePage) {
      const pi = state.payment_intents[authorizePage[1]!];
      const q = r.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
      if (!pi || q.get('client_secret') !== pi.client_secret) {
        html(res, 404, 'Unknown payment', '<p>No such payment, or the client secret does not match.</p>');
        return true;
      }
      const type = methodType(String(pi.payment_method ?? ''));
      const waiting = pi.status === 'requires_action' && isRedirectType(type);
      if (r.method === 'POST' && waiting) {
        const outcome = q.get('outcome') === 'fail' ? 'fail' : 'authorize';
        const settled = settleBuyerStep(String(pi.id), outcome);
        res
          .writeHead(303, {
            location: returnTo(settled.pi, settled.returnUrl, outcome === 'fail' ? 'failed' : 'succeeded'),
          })
          .end();
        return true;
      }
      const names: Record<string, string> = {
        swish: 'Swish',
        klarna: 'Klarna',
        paypal: 'PayPal',
      };
      const name = names[type] ?? type;
      const amount = new Intl.NumberFormat('sv-SE', {
        style: 'currency',
        currency: String(pi.currency).toUpperCase(),
      }).format(Number(pi.amount) / 100);
      const via =
        type === 'swish'
          ? q.get('via') === 'app'
            ? '<p>This page plays the Swish app, opened from the phone. · Den här sidan spelar Swish-appen, öppnad från telefonen.</p>'
            : '<p>This page plays the Swish app after scanning the QR code. · Den här sidan spelar Swish-appen efter att QR-koden skannats.</p>'
          : `<p>This page plays ${esc(name)}. · Den här sidan spelar ${esc(name)}.</p>`;
      const style =
        '<style>.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}.actions{display:flex;flex-wrap:wrap;gap:.75rem}.actions button{flex:1 1 12rem;margin:0;padding:.9rem 1rem;font-size:1.05rem;border-radius:8px;border:2px solid #222;cursor:pointer}.actions .ok{background:#1a7f37;border-color:#1a7f37;color:#fff}.actions .no{background:#fff;color:#b42318;border-color:#b42318}button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}</style>';
      if (!waiting) {
        html(
          res,
          r.method === 'POST' ? 409 : 200,
          `${name} (test)`,
          `${style}<p class="amount">${esc(amount)}</p><p role="status">This payment is not waiting for an answer; its status is <strong>${esc(String(pi.status))}</strong>. · Betalningen väntar inte på något svar; dess status är <strong>${esc(String(pi.status))}</strong>.</p>`,
        );
        return true;
      }
      const hidden = `<input type="hidden" name="client_secret" value="${esc(String(pi.client_secret))}">`;
      html(
        res,
        200,
        `${name} (test)`,
        `${style}${via}<p>Amount · Belopp</p><p class="amount">${esc(amount)} <small>(${esc(String(pi.currency).toUpperCase())})</small></p>
<form method="post">${hidden}<div class="actions"><button class="ok" type="submit" name="outcome" value="authorize">Authorize · Godkänn</button><button class="no" type="submit" name="outcome" value="fail">Fail · Avböj</button></div></form>`,
      );
      return true;
    }
    const pay = url.pathname.match(/^\/_standin\/pay\/(pi_[A-Za-z0-9]+)$/);
    if (pay) {
      const pi = state.payment_intents[pay[1]!];
      const q = r.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
      if (!pi || q.get('client_secret') !== pi.client_secret) {
        html(res, 404, 'Unknown payment', '<p>No such payment, or the client secret does not match.</p>');
        return true;
      }
      const returnUrl = q.get('return_url') ?? '';
      if (r.method === 'POST') {
        const method = q.get('outcome') === 'decline' ? 'pm_card_chargeDeclined' : 'pm_card_visa';
        let redirectStatus = 'succeeded';
        try {
          confirmPaymentIntent(pi.id as string, {
            form: { payment_method: method },
            requestId: newId('req'),
            idempotencyKey: null,
            publishable: false,
          });
        } catch {
          redirectStatus = 'failed';
        }
        const target = new URL(returnUrl || `${baseUrl}/`);
        target.searchParams.set('payment_intent', String(pi.id));
        target.searchParams.set('payment_intent_client_secret', String(pi.client_secret));
        target.searchParams.set('redirect_status', redirectStatus);
        res.writeHead(303, { location: target.toString() }).end();
        return true;
      }
      const hidden = `<input type="hidden" name="client_secret" value="${esc(String(pi.client_secret))}"><input type="hidden" name="return_url" value="${esc(returnUrl)}">`;
      html(
        res,
        200,
        `Pay ${(Number(pi.amount) / 100).toFixed(2)} ${String(pi.currency).toUpperCase()}`,
        `<p>${esc(String(pi.description ?? ''))} Status: <strong>${esc(String(pi.status))}</strong></p>
<form method="post">${hidden}<button name="outcome" value="succeed">Pay with test card 4242</button><button name="outcome" value="decline">Decline (test card 0002)</button></form>`,
      );
      return true;
    }
    return false;
  }

  const server = http.createServer((r, res) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(r.url ?? '/', 'http://localhost');
      if (r.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'authorization, content-type, stripe-version, idempotency-key',
          'access-control-allow-methods': 'GET, POST',
        });
        res.end();
        return;
      }
      if (url.pathname.startsWith('/_standin/')) {
        if (url.pathname === '/_standin/state' && r.method === 'GET') {
          send(res, 200, JSON.stringify({ ...state, idempotency: undefined, deliveries }, null, 2));
          return;
        }
        if (url.pathname === '/_standin/latency' && r.method === 'POST') {
          setLatency(res, body);
          return;
        }
        if (url.pathname === '/_standin/lose-webhooks' && r.method === 'POST') {
          loseWebhooks(res, body);
          return;
        }
        if (url.pathname === '/_standin/refuse-refunds' && r.method === 'POST') {
          refuseRefunds(res, body);
          return;
        }
        if (url.pathname === '/_standin/refuse-transfers' && r.method === 'POST') {
          refuseTransfers(res, body);
          return;
        }
        if (url.pathname === '/_standin/disputes' && r.method === 'POST') {
          disputePayment(res, body);
          return;
        }
        const buyer = url.pathname.match(
          /^\/_standin\/payment_intents\/(pi_[A-Za-z0-9]+)\/(authorize|fail)$/,
        );
        if (buyer && r.method === 'POST') {
          controlBuyerStep(res, buyer[1]!, buyer[2] as 'authorize' | 'fail');
          return;
        }
        const qr = url.pathname.match(/^\/_standin\/qr\/(pi_[A-Za-z0-9]+)\.(svg|png)$/);
        if (qr && r.method === 'GET') {
          swishQr(res, qr[1]!, qr[2] as 'svg' | 'png');
          return;
        }
        const decide = url.pathname.match(/^\/_standin\/disputes\/(dp_[A-Za-z0-9]+)\/close$/);
        if (decide && r.method === 'POST') {
          decideDispute(res, decide[1]!, body);
          return;
        }
        try {
          if (handlePage(r, res, url, body)) return;
        } catch (err) {
          html(res, 500, 'Error', `<p>${esc((err as Error).message)}</p>`);
          return;
        }
        html(res, 404, 'Not found', '');
        return;
      }
      const slow = [...latency].find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
      if (slow?.when === 'after') answerLate(res, slow.ms);
      if (slow?.when === 'before') setTimeout(() => void handleApi(r, res, url, body), slow.ms);
      else void handleApi(r, res, url, body);
    });
  });
  server.keepAliveTimeout = 5000;

  const port = await listenPreferred(server, opts.preferredPort);
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    host: '127.0.0.1',
    port,
    setWebhookUrl: (u) => {
      webhookUrl = u;
    },
    releaseWebhooks: () => {
      releasedNow = true;
      releaseWebhooks();
    },
    emit: (type, object, requestInfo) => emit(type, object, requestInfo),
    async redeliver(eventId) {
      const e = state.events.find((x) => x.id === eventId);
      if (!e) throw new Error(`no such event ${eventId}`);
      await attempt(e, 1);
    },
    events: () => [...state.events],
    deliveries: () => [...deliveries],
    undelivered: () =>
      state.undelivered.map((u) => ({
        eventId: u.event.id,
        type: u.event.type,
        attempts: u.attempts,
        nextAt: u.next_at,
      })),
    async flush() {
      const dueSoon = () =>
        releasedNow && !!webhookUrl && state.undelivered.some((u) => u.next_at <= nowMs() + FLUSH_HORIZON_MS);
      while (inFlight.size || dueSoon()) {
        if (inFlight.size) await Promise.allSettled([...inFlight]);
        else await sleep(WEBHOOK_POLL_MS);
        sendDue();
      }
    },
    async stop() {
      clearInterval(poll);
      stopping.abort();
      releaseWebhooks();
      await Promise.allSettled([...inFlight]);
      save();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
