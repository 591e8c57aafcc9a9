import { confirmPaymentIntent } from './payment-intents.ts';
import {
  esc,
  html,
  pageIntent,
  pageParams,
  returnTo,
  type StandinRequest,
  type StandinRoute,
} from './responses.ts';
import { newId, type Standin } from './state.ts';

/**
 * `/_standin/pay/<pi>?client_secret=…&return_url=…`: pays a PaymentIntent with a test card or
 * declines it, then redirects to `return_url` as Stripe does (there is no Stripe.js offline).
 */
function payPage(s: Standin, req: StandinRequest) {
  const { res, method } = req;
  const q = pageParams(req);
  const pi = pageIntent(s, req, q);
  if (!pi) return;
  const returnUrl = q.get('return_url') ?? '';
  if (method === 'POST') {
    const card = q.get('outcome') === 'decline' ? 'pm_card_chargeDeclined' : 'pm_card_visa';
    let redirectStatus: 'succeeded' | 'failed' = 'succeeded';
    try {
      confirmPaymentIntent(s, pi.id as string, {
        form: { payment_method: card },
        requestId: newId('req'),
        idempotencyKey: null,
        publishable: false,
      });
    } catch {
      redirectStatus = 'failed';
    }
    res.writeHead(303, { location: returnTo(s, pi, returnUrl, redirectStatus) }).end();
    return;
  }
  const hidden = `<input type="hidden" name="client_secret" value="${esc(String(pi.client_secret))}"><input type="hidden" name="return_url" value="${esc(returnUrl)}">`;
  html(
    res,
    200,
    `Pay ${(Number(pi.amount) / 100).toFixed(2)} ${String(pi.currency).toUpperCase()}`,
    `<p>${esc(String(pi.description ?? ''))} Status: <strong>${esc(String(pi.status))}</strong></p>
<form method="post">${hidden}<button name="outcome" value="succeed">Pay with test card 4242</button><button name="outcome" value="decline">Decline (test card 0002)</button></form>`,
  );
}

export const payPages: StandinRoute[] = [{ path: /^\/_standin\/pay\/(pi_[A-Za-z0-9]+)$/, handle: payPage }];
