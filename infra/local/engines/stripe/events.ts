import { createHmac } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { missing, throwIt, type ApiRoute } from './api.ts';
import { refuse, send, STRIPE_API_VERSION, jsonBody, type StandinRoute } from './responses.ts';
import { newId, type Obj, type Standin, type UndeliveredEvent } from './state.ts';

/**
 * Events and their webhooks: every state change emits an event, POSTed signed as Stripe signs it
 * (`Stripe-Signature: t=<unix>,v1=<hmac>`) to the webhook URL. An event the endpoint does not
 * answer 2xx stays in the state file and is tried again on the stack's clock with back-off for
 * three days, as Stripe does, and again on the next start: a crash of the local stack loses no
 * webhook (WEBHOOK_RETRY_DELAYS_MS).
 */

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

export type EventRequest = { id: string | null; idempotency_key: string | null };

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
/** How many events the state keeps (GET /v1/events/<id>, redeliver). */
const EVENTS_KEPT = 1000;

export interface WebhookOptions {
  webhookSecret: string;
  webhookUrl?: string;
  /** Deliveries wait until `release()` (see StripeStandinOptions.holdWebhooks). */
  holdWebhooks?: boolean;
}

export interface WebhookSender {
  url: string | undefined;
  /** Sends the event when due (now, unless held), and again until the endpoint takes it. */
  queue(event: StripeEvent): void;
  release(): void;
  /** One more try of an event, outside its schedule. */
  redeliver(eventId: string): Promise<void>;
  deliveries(): WebhookDelivery[];
  flush(): Promise<void>;
  /** Aborts the tries in flight: what they had not delivered stays waiting in the state file. */
  stop(): Promise<void>;
}

/** Records an event about `object` (as it is now) and queues its webhook. */
export function emit(
  s: Standin,
  type: string,
  object: Obj,
  request: EventRequest = { id: null, idempotency_key: null },
  previous?: Obj,
): StripeEvent {
  const event: StripeEvent = {
    id: newId('evt'),
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: s.nowSec(),
    data: previous
      ? { object: structuredClone(object), previous_attributes: previous }
      : { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: s.webhooks.url ? 1 : 0,
    request,
    type,
  };
  s.state.events.push(event);
  if (s.state.events.length > EVENTS_KEPT) s.state.events.splice(0, s.state.events.length - EVENTS_KEPT);
  s.save();
  s.webhooks.queue(event);
  return event;
}

export function startWebhookSender(s: Omit<Standin, 'webhooks'>, opts: WebhookOptions): WebhookSender {
  const { state } = s;
  const deliveries: WebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  // Each delivery in flight listens on it: dozens at once after a burst of events, which is not a
  // leak.
  setMaxListeners(0, stopping.signal);
  let resolveRelease = () => {};
  const released = opts.holdWebhooks
    ? new Promise<void>((resolve) => (resolveRelease = resolve))
    : Promise.resolve();
  let releasedNow = !opts.holdWebhooks;
  void released.then(() => (releasedNow = true));

  const sender: WebhookSender = {
    url: opts.webhookUrl,
    queue,
    release() {
      releasedNow = true;
      resolveRelease();
    },
    async redeliver(eventId) {
      const e = state.events.find((x) => x.id === eventId);
      if (!e) throw new Error(`no such event ${eventId}`);
      await attempt(e, 1);
    },
    deliveries: () => [...deliveries],
    async flush() {
      const dueSoon = () =>
        releasedNow &&
        !!sender.url &&
        state.undelivered.some((u) => u.next_at <= s.nowMs() + FLUSH_HORIZON_MS);
      while (inFlight.size || dueSoon()) {
        if (inFlight.size) await Promise.allSettled([...inFlight]);
        else await sleep(WEBHOOK_POLL_MS);
        sendDue();
      }
    },
    async stop() {
      clearInterval(poll);
      stopping.abort();
      resolveRelease();
      await Promise.allSettled([...inFlight]);
    },
  };

  function sign(payload: string): string {
    const t = Math.floor(Date.now() / 1000); // real time: receivers check it against their own clock
    const v1 = createHmac('sha256', opts.webhookSecret).update(`${t}.${payload}`, 'utf8').digest('hex');
    return `t=${t},v1=${v1}`;
  }

  /** One try; true when the endpoint answered 2xx. */
  async function attempt(event: StripeEvent, attemptNo: number): Promise<boolean> {
    if (!sender.url) return false;
    const payload = JSON.stringify(event, null, 2);
    let status: number | 'network-error';
    try {
      const res = await fetch(sender.url, {
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
    s.log(`webhook ${event.type} ${event.id} -> ${status}`);
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
    const now = s.nowMs();
    if (ok) {
      state.undelivered = state.undelivered.filter((u) => u !== entry);
    } else {
      const delay = WEBHOOK_RETRY_DELAYS_MS[entry.attempts - 1] ?? WEBHOOK_RETRY_DELAYS_MS.at(-1) ?? 60_000;
      if (now + delay - entry.first_at > WEBHOOK_RETRY_FOR_MS) {
        s.log(
          `webhook ${entry.event.type} ${entry.event.id}: given up after ${entry.attempts} tries over 3 days`,
        );
        state.undelivered = state.undelivered.filter((u) => u !== entry);
      } else entry.next_at = now + delay;
    }
    s.save();
  }

  const trying = new Set<UndeliveredEvent>();

  /** Starts a try of every waiting event that is due (and not being tried). */
  function sendDue(): void {
    if (!releasedNow || !sender.url || stopping.signal.aborted) return;
    const now = s.nowMs();
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
    const lost = s.controls.lostWebhooks;
    if (lost.has(String(about.id)) || lost.has(String(about.payment_intent))) {
      s.log(`webhook ${event.type} ${event.id}: never sent (a test asked for it to be lost)`);
      return;
    }
    const now = s.nowMs();
    state.undelivered.push({ event, attempts: 0, next_at: now, first_at: now });
    s.save();
    sendDue();
  }

  // Waiting events (from before a restart too) are sent when due: on a poll and when the clock moves.
  const poll = setInterval(sendDue, WEBHOOK_POLL_MS);
  poll.unref();
  void released.then(() => {
    // Left over from the last run (a crash, a stop): due now, as Stripe resends to an endpoint back up.
    const now = s.nowMs();
    for (const entry of state.undelivered) entry.next_at = Math.min(entry.next_at, now);
    sendDue();
  });

  return sender;
}

export const eventRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/events\/([^/]+)$/,
    handle: (s, _call, [, id]) =>
      (s.state.events.find((e) => e.id === id) as Obj | undefined) ?? throwIt(missing('event', id!)),
  },
];

export const eventControls: StandinRoute[] = [
  {
    // `POST /_standin/lose-webhooks {"object": "pi_…"}`: the events about this object (a
    // PaymentIntent and its charges) are never sent, as when Stripe gave up on an endpoint that was
    // down: the app must find out by asking.
    method: 'POST',
    path: /^\/_standin\/lose-webhooks$/,
    handle(s, { res, body }) {
      const input = jsonBody(body);
      if (typeof input.object !== 'string' || !input.object) {
        refuse(res, 400, 'Send {"object": "pi_…"}.');
        return;
      }
      s.controls.lostWebhooks.add(input.object);
      send(res, 200, JSON.stringify({ lost: [...s.controls.lostWebhooks] }));
    },
  },
];
