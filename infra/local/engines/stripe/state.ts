import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeJsonAtomic } from '../../local-config.ts';
import type { StripeEvent, WebhookSender } from './events.ts';

/** A Stripe object as the API answers it (JSON). */
export type Obj = Record<string, unknown>;

/** Everything the stand-in keeps in `<data>/stripe.json`: the Stripe account's objects and its waiting webhooks. */
export interface StandinState {
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

export interface UndeliveredEvent {
  event: StripeEvent;
  /** Tries made so far. */
  attempts: number;
  /** Clock ms of the next try. */
  next_at: number;
  /** Clock ms of the first try: Stripe gives up three days after it. */
  first_at: number;
}

/** What tests set through `/_standin/*` to make Stripe misbehave; in memory only, gone on restart. */
export interface TestControls {
  /** `<order_id>:<party>` of the next transfers refused as to a closed account, once each. */
  transferRefusals: Set<string>;
  /** How many of the next refunds are refused (`balance_insufficient`). */
  refundRefusals: number;
  /** Objects (a PaymentIntent, a charge) whose events are never sent. */
  lostWebhooks: Set<string>;
  /** API path prefix -> how late its calls answer, and whether before or after they are carried out. */
  latency: Map<string, { ms: number; when: 'before' | 'after' }>;
}

/** The one shared state every resource module of the stand-in works on. */
export interface Standin {
  readonly state: StandinState;
  readonly controls: TestControls;
  /** The stack's clock, ms: `created` fields and webhook retries. */
  nowMs(): number;
  nowSec(): number;
  /** Writes the state file (when there is one). */
  save(): void;
  log(line: string): void;
  /** The stand-in's own origin, for the page URLs it hands out; set once it listens. */
  baseUrl: string;
  readonly webhooks: WebhookSender;
}

export function emptyState(): StandinState {
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

/** The state a previous run left in `file`, or an empty one. */
export function loadState(file: string | undefined): StandinState {
  return file && existsSync(file)
    ? { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as StandinState) }
    : emptyState();
}

export function saveState(file: string | undefined, state: StandinState): void {
  if (file) writeJsonAtomic(file, state);
}

/** A Stripe-style id: `pi_…`, `ch_…`, `evt_…`. */
export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
