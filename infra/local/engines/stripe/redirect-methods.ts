import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { found, invalid, requestOf, str, StripeApiError, type ApiCall } from './api.ts';
import { paymentSucceeded, recordCharge } from './charges.ts';
import { emit } from './events.ts';
import { isRedirectType, METHOD_CURRENCIES, methodType, type RedirectMethodType } from './payment-methods.ts';
import {
  esc,
  html,
  pageIntent,
  pageParams,
  returnTo,
  send,
  type StandinRequest,
  type StandinRoute,
} from './responses.ts';
import { newId, type Obj, type Standin } from './state.ts';

/**
 * Swish, Klarna and PayPal as in Stripe's test mode: the buyer's step happens outside the page (an
 * app, a redirect). Confirmed with one of them, an intent waits `requires_action` with the
 * next_action Stripe gives for the type: Swish's `swish_handle_redirect_or_display_qr_code`
 * (hosted_instructions_url, mobile_auth_url, qr_code {data, expires_at, image_url_png,
 * image_url_svg}), Klarna's and PayPal's `redirect_to_url` {url, return_url}. Every one of those
 * URLs is the stand-in's authorize page `/_standin/authorize/<pi>?client_secret=…`, which plays the
 * Swish app, Klarna and PayPal: Authorize pays (a charge, `payment_intent.succeeded`), Fail leaves
 * the intent `requires_payment_method` with `last_payment_error` (`payment_intent.payment_failed`);
 * both redirect to the return_url with `payment_intent`, `payment_intent_client_secret` and
 * `redirect_status` (succeeded | failed), as Stripe does. An attempt never authorized stays
 * `requires_action`: another confirm (another method, a card) or a cancel ends it.
 * Test controls `POST /_standin/payment_intents/<pi>/authorize` and `/fail` do the same without a
 * browser and answer the intent as JSON.
 */

/** How long a Swish QR code is valid (Stripe's qr_code.expires_at; the Swish request lasts minutes). */
const SWISH_QR_TTL_S = 5 * 60;
/** Stripe's last_payment_error of a redirect or app payment the buyer failed or cancelled. */
const ATTEMPT_FAILED_MESSAGE =
  'The latest payment attempt of this PaymentIntent has failed or been canceled, and the attached payment method has been removed. You can try confirming again with a new payment method.';
const METHOD_NAMES: Record<string, string> = { swish: 'Swish', klarna: 'Klarna', paypal: 'PayPal' };

/** The stand-in's page that plays the Swish app, Klarna and PayPal for an intent. */
function authorizeUrl(s: Standin, pi: Obj, via?: string): string {
  const q = new URLSearchParams({ client_secret: String(pi.client_secret) });
  if (via) q.set('via', via);
  return `${s.baseUrl}/_standin/authorize/${String(pi.id)}?${q}`;
}

/**
 * Confirming with Swish, Klarna or PayPal: the intent waits on the buyer (`requires_action`) with
 * the next_action Stripe gives for the type. Refused as Stripe refuses a type the intent does not
 * offer (Swish on a non-SEK intent) and a redirect method without a return_url.
 */
export function awaitBuyer(s: Standin, pi: Obj, pm: string, type: RedirectMethodType, call: ApiCall): Obj {
  const id = String(pi.id);
  const offered = (pi.payment_method_types as string[] | undefined) ?? ['card'];
  const only = METHOD_CURRENCIES[type];
  if (!offered.includes(type) || (only && !only.includes(String(pi.currency)))) {
    throw invalid(
      `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${offered.join(', ')}. Alternatively, update the allowed payment_method_types for this PaymentIntent to include "${type}".`,
      { code: 'payment_intent_invalid_parameter', param: 'payment_method', payment_intent: pi },
    );
  }
  const returnUrl = str(call.form.return_url) ?? '';
  if (!returnUrl) {
    throw invalid(
      pi.automatic_payment_methods
        ? 'A return_url must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.'
        : `You must provide a return_url when confirming a PaymentIntent with the payment method type ${type}.`,
      { code: 'parameter_missing', param: 'return_url' },
    );
  }
  pi.payment_method = pm;
  const receipt = str(call.form.receipt_email);
  if (receipt) pi.receipt_email = receipt;
  pi.status = 'requires_action';
  pi.last_payment_error = null;
  s.state.return_urls[id] = returnUrl;
  if (type === 'swish') {
    pi.next_action = {
      type: 'swish_handle_redirect_or_display_qr_code',
      swish_handle_redirect_or_display_qr_code: {
        hosted_instructions_url: authorizeUrl(s, pi),
        mobile_auth_url: authorizeUrl(s, pi, 'app'),
        qr_code: {
          data: authorizeUrl(s, pi, 'qr'),
          expires_at: s.nowSec() + SWISH_QR_TTL_S,
          image_url_png: `${s.baseUrl}/_standin/qr/${id}.png`,
          image_url_svg: `${s.baseUrl}/_standin/qr/${id}.svg`,
        },
      },
    };
  } else {
    pi.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: authorizeUrl(s, pi), return_url: returnUrl },
    };
  }
  emit(s, 'payment_intent.requires_action', pi, requestOf(call));
  s.save();
  return pi;
}

/**
 * The buyer authorizes (the intent succeeds with a charge, as a card payment does) or fails (the
 * method is detached, the intent `requires_payment_method` with last_payment_error) the Swish,
 * Klarna or PayPal payment an intent waits on. Answers the intent and where its page goes next.
 */
function settleBuyerStep(
  s: Standin,
  id: string,
  outcome: 'authorize' | 'fail',
): { pi: Obj; returnUrl: string } {
  const pi = found(s.state.payment_intents, 'payment_intent', id);
  const pm = String(pi.payment_method ?? '');
  const type = methodType(s, pm);
  if (pi.status !== 'requires_action' || !isRedirectType(type)) {
    throw invalid(
      `This PaymentIntent is not waiting for a Swish, Klarna or PayPal authorization; its status is ${String(pi.status)}.`,
      { code: 'payment_intent_unexpected_state', payment_intent: pi },
    );
  }
  const returnUrl = s.state.return_urls[id] ?? '';
  delete s.state.return_urls[id];
  pi.next_action = null;
  const request = { id: newId('req'), idempotency_key: null };
  if (outcome === 'fail') {
    pi.status = 'requires_payment_method';
    pi.payment_method = null;
    pi.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_payment_attempt_failed',
      message: ATTEMPT_FAILED_MESSAGE,
      payment_method: structuredClone(s.state.payment_methods[pm]),
    };
    emit(s, 'payment_intent.payment_failed', pi, request);
    s.save();
    return { pi, returnUrl };
  }
  const charge = recordCharge(s, pi, pm, { details: { type, [type]: {} } });
  paymentSucceeded(s, pi, charge, request);
  s.save();
  return { pi, returnUrl };
}

/** The QR code of a waiting Swish payment (its qr_code.data) as SVG or PNG, as image_url_* serve it. */
function swishQr(s: Standin, { res, match: [, id, format] }: StandinRequest) {
  const action = s.state.payment_intents[id!]?.next_action as
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
function controlBuyerStep(s: Standin, { res, match: [, id, outcome] }: StandinRequest) {
  try {
    const { pi } = settleBuyerStep(s, id!, outcome as 'authorize' | 'fail');
    send(res, 200, JSON.stringify(pi, null, 2));
  } catch (err) {
    if (!(err instanceof StripeApiError)) throw err;
    send(res, err.status, JSON.stringify({ error: err.body }));
  }
}

/** `/_standin/authorize/<pi>`: the page that plays the Swish app, Klarna or PayPal. */
function authorizePage(s: Standin, req: StandinRequest) {
  const { res, method } = req;
  const q = pageParams(req);
  const pi = pageIntent(s, req, q);
  if (!pi) return;
  const type = methodType(s, String(pi.payment_method ?? ''));
  const waiting = pi.status === 'requires_action' && isRedirectType(type);
  if (method === 'POST' && waiting) {
    const outcome = q.get('outcome') === 'fail' ? 'fail' : 'authorize';
    const settled = settleBuyerStep(s, String(pi.id), outcome);
    res
      .writeHead(303, {
        location: returnTo(s, settled.pi, settled.returnUrl, outcome === 'fail' ? 'failed' : 'succeeded'),
      })
      .end();
    return;
  }
  const name = METHOD_NAMES[type] ?? type;
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
      method === 'POST' ? 409 : 200,
      `${name} (test)`,
      `${style}<p class="amount">${esc(amount)}</p><p role="status">This payment is not waiting for an answer; its status is <strong>${esc(String(pi.status))}</strong>. · Betalningen väntar inte på något svar; dess status är <strong>${esc(String(pi.status))}</strong>.</p>`,
    );
    return;
  }
  const hidden = `<input type="hidden" name="client_secret" value="${esc(String(pi.client_secret))}">`;
  html(
    res,
    200,
    `${name} (test)`,
    `${style}${via}<p>Amount · Belopp</p><p class="amount">${esc(amount)} <small>(${esc(String(pi.currency).toUpperCase())})</small></p>
<form method="post">${hidden}<div class="actions"><button class="ok" type="submit" name="outcome" value="authorize">Authorize · Godkänn</button><button class="no" type="submit" name="outcome" value="fail">Fail · Avböj</button></div></form>`,
  );
}

export const redirectMethodControls: StandinRoute[] = [
  {
    method: 'POST',
    path: /^\/_standin\/payment_intents\/(pi_[A-Za-z0-9]+)\/(authorize|fail)$/,
    handle: controlBuyerStep,
  },
  { method: 'GET', path: /^\/_standin\/qr\/(pi_[A-Za-z0-9]+)\.(svg|png)$/, handle: swishQr },
];

export const redirectMethodPages: StandinRoute[] = [
  { path: /^\/_standin\/authorize\/(pi_[A-Za-z0-9]+)$/, handle: authorizePage },
];
