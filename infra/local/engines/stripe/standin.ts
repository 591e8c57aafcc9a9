import http from 'node:http';
import { listenPreferred } from '../../ports.ts';
import { emit, startWebhookSender, type StripeEvent, type WebhookDelivery } from './events.ts';
import { createRouter } from './router.ts';
import { loadState, saveState, type Obj, type Standin } from './state.ts';

export { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_RETRY_FOR_MS } from './events.ts';
export type { StripeEvent, WebhookDelivery } from './events.ts';
export { automaticPaymentMethodTypes, REDIRECT_METHOD_TYPES } from './payment-methods.ts';
export { STRIPE_API_VERSION } from './responses.ts';

/**
 * A local stand-in for the part of Stripe's REST API the orders service calls, so the real
 * `stripe` SDK (pointed here with host/port/protocol) works offline. One module a resource, over
 * one shared state (state.ts), behind one router (router.ts):
 *
 * - payment-intents.ts: PaymentIntents (create, list, retrieve, update, confirm, cancel) and
 *   Stripe's test cards; charges.ts: the charges they make;
 * - payment-methods.ts, redirect-methods.ts: PaymentMethods, and Swish, Klarna and PayPal as in
 *   Stripe's test mode (the intent waits on the buyer; the page `/_standin/authorize/<pi>` plays
 *   the app or the redirect);
 * - refunds.ts, transfers.ts (and their reversals), disputes.ts;
 * - accounts.ts: Express accounts, AccountLinks and the onboarding page;
 * - events.ts: events and their signed webhooks, retried on the stack's clock for three days;
 * - pay-page.ts: `/_standin/pay/<pi>`, a card payment page (there is no Stripe.js offline);
 * - form.ts: Stripe's form encoding of request params.
 *
 * Requests are form-encoded, answers are Stripe-shaped JSON (errors as
 * `{ error: { type, code, message, param } }`), POSTs honour Idempotency-Key.
 *
 * Test controls (in memory only), each described where it lives:
 * `POST /_standin/latency` (router.ts), `/_standin/lose-webhooks` (events.ts),
 * `/_standin/refuse-refunds` (refunds.ts), `/_standin/refuse-transfers` (transfers.ts),
 * `/_standin/disputes` and `/_standin/disputes/<dp>/close` (disputes.ts),
 * `/_standin/payment_intents/<pi>/authorize|fail` (redirect-methods.ts); `GET /_standin/state`
 * dumps everything.
 */

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

export async function startStripeStandin(opts: StripeStandinOptions): Promise<StripeStandin> {
  const nowMs = opts.now ?? Date.now;
  const state = loadState(opts.stateFile);
  const core: Omit<Standin, 'webhooks'> = {
    state,
    controls: { transferRefusals: new Set(), refundRefusals: 0, lostWebhooks: new Set(), latency: new Map() },
    nowMs,
    nowSec: () => Math.floor(nowMs() / 1000),
    save: () => saveState(opts.stateFile, state),
    log: opts.log ?? (() => {}),
    baseUrl: '',
  };
  const s: Standin = Object.assign(core, { webhooks: startWebhookSender(core, opts) });

  const server = http.createServer(createRouter(s, opts));
  server.keepAliveTimeout = 5000;
  const port = await listenPreferred(server, opts.preferredPort);
  s.baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: s.baseUrl,
    host: '127.0.0.1',
    port,
    setWebhookUrl: (u) => {
      s.webhooks.url = u;
    },
    releaseWebhooks: () => s.webhooks.release(),
    emit: (type, object, requestInfo) => emit(s, type, object, requestInfo),
    redeliver: (eventId) => s.webhooks.redeliver(eventId),
    events: () => [...state.events],
    deliveries: () => s.webhooks.deliveries(),
    undelivered: () =>
      state.undelivered.map((u) => ({
        eventId: u.event.id,
        type: u.event.type,
        attempts: u.attempts,
        nextAt: u.next_at,
      })),
    flush: () => s.webhooks.flush(),
    async stop() {
      await s.webhooks.stop();
      s.save();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
