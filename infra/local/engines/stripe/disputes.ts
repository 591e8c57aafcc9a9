import { found, invalid, metadataParam, requestOf, str, type ApiCall, type ApiRoute } from './api.ts';
import { emit } from './events.ts';
import type { FormObject } from './form.ts';
import { jsonBody, refuse, send, type StandinRoute } from './responses.ts';
import { newId, type Obj, type Standin } from './state.ts';

/**
 * Disputes, as in Stripe's test mode: a payment with pm_card_createDispute succeeds and is then
 * disputed; evidence whose text is "winning_evidence" or "losing_evidence" closes the dispute as
 * won or lost, and closing it (accepting it) loses it. Test controls dispute a payment later and
 * let the bank decide.
 */

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
const CLOSED_STATUSES = ['won', 'lost', 'warning_closed'];

function emptyEvidence(): Obj {
  return Object.fromEntries(EVIDENCE_FIELDS.map((f) => [f, null]));
}

export function openDispute(s: Standin, charge: Obj, reason: string): Obj {
  const created = s.nowSec();
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
  s.state.disputes[dispute.id as string] = dispute;
  charge.disputed = true;
  emit(s, 'charge.dispute.created', dispute);
  return dispute;
}

const closedMessage = (dispute: Obj) => `This dispute is already closed (status: ${String(dispute.status)}).`;

function refuseClosed(dispute: Obj) {
  if (CLOSED_STATUSES.includes(String(dispute.status)))
    throw invalid(closedMessage(dispute), { code: 'dispute_already_closed' });
}

function closeDispute(s: Standin, dispute: Obj, status: 'won' | 'lost', call: ApiCall | null) {
  const previous = { status: dispute.status };
  dispute.status = status;
  const request = call ? requestOf(call) : undefined;
  emit(s, 'charge.dispute.updated', dispute, request, previous);
  emit(s, 'charge.dispute.closed', dispute, request);
}

/**
 * POST /v1/disputes/{id}: stages the evidence (`submit=false`) or submits it to the bank (`submit`
 * true, Stripe's default): one submission more and the dispute under review, or, with Stripe's
 * test texts in uncategorized_text, won ("winning_evidence") or lost ("losing_evidence"). Evidence
 * already submitted cannot change: a further update is refused.
 */
function updateDispute(s: Standin, id: string, call: ApiCall): Obj {
  const dispute = found(s.state.disputes, 'dispute', id, 'dispute');
  refuseClosed(dispute);
  const details = dispute.evidence_details as Obj;
  const evidenceParam = call.form.evidence;
  if (evidenceParam !== undefined && (typeof evidenceParam !== 'object' || Array.isArray(evidenceParam)))
    throw invalid('Invalid object', { param: 'evidence' });
  const given = (evidenceParam ?? {}) as FormObject;
  const submitParam = str(call.form.submit);
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
    if (text === undefined) throw invalid(`Invalid string: evidence[${key}]`, { param: `evidence[${key}]` });
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
  dispute.metadata = metadataParam(call.form, dispute.metadata as Obj);
  dispute.evidence = evidence;
  details.has_evidence = Object.values(evidence).some((v) => typeof v === 'string' && v !== '');
  if (submit) {
    details.submission_count = Number(details.submission_count) + 1;
    const text = evidence.uncategorized_text;
    if (text === 'winning_evidence') closeDispute(s, dispute, 'won', call);
    else if (text === 'losing_evidence') closeDispute(s, dispute, 'lost', call);
    else {
      dispute.status = 'under_review';
      emit(s, 'charge.dispute.updated', dispute, requestOf(call), previous);
    }
  } else emit(s, 'charge.dispute.updated', dispute, requestOf(call), { evidence: previous.evidence });
  s.save();
  return dispute;
}

/** POST /v1/disputes/{id}/close: the merchant accepts the dispute, which loses it. */
function acceptDispute(s: Standin, id: string, call: ApiCall): Obj {
  const dispute = found(s.state.disputes, 'dispute', id, 'dispute');
  refuseClosed(dispute);
  closeDispute(s, dispute, 'lost', call);
  s.save();
  return dispute;
}

/** Whether a charge's dispute, if it has one, still stands in the way of a refund (open, or lost). */
export function blocksRefund(s: Standin, charge: Obj): boolean {
  const dispute = Object.values(s.state.disputes).find((d) => d.charge === charge.id);
  return !!dispute && !['won', 'warning_closed'].includes(String(dispute.status));
}

export const disputeRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/disputes\/([^/]+)$/,
    handle: (s, _call, [, id]) => found(s.state.disputes, 'dispute', id!, 'dispute'),
  },
  {
    method: 'POST',
    path: /^\/v1\/disputes\/([^/]+)$/,
    handle: (s, call, [, id]) => updateDispute(s, id!, call),
  },
  {
    method: 'POST',
    path: /^\/v1\/disputes\/([^/]+)\/close$/,
    handle: (s, call, [, id]) => acceptDispute(s, id!, call),
  },
];

export const disputeControls: StandinRoute[] = [
  {
    // `POST /_standin/disputes {"payment_intent": "pi_…", "reason": "product_not_received"}`: the
    // buyer's bank disputes a payment that succeeded earlier (in Stripe's test mode only a test card
    // disputes, at once; a real dispute comes days or weeks after the payment, after a pickup even).
    method: 'POST',
    path: /^\/_standin\/disputes$/,
    handle(s, { res, body }) {
      const input = jsonBody(body);
      const pi = s.state.payment_intents[String(input.payment_intent)];
      const charge = pi?.latest_charge ? s.state.charges[String(pi.latest_charge)] : undefined;
      if (!pi || pi.status !== 'succeeded' || !charge) {
        refuse(res, 404, `No succeeded payment_intent: '${String(input.payment_intent)}'`);
        return;
      }
      if (charge.disputed) {
        refuse(res, 400, 'This charge is already disputed.');
        return;
      }
      const dispute = openDispute(s, charge, typeof input.reason === 'string' ? input.reason : 'general');
      s.save();
      send(res, 200, JSON.stringify(dispute));
    },
  },
  {
    // `POST /_standin/disputes/<dp>/close {"status": "won"|"lost"}`: the buyer's bank decides an
    // open dispute (whatever its evidence), as it does in Stripe some weeks after the submission.
    method: 'POST',
    path: /^\/_standin\/disputes\/(dp_[A-Za-z0-9]+)\/close$/,
    handle(s, { res, body, match: [, id] }) {
      const input = jsonBody(body);
      const dispute = s.state.disputes[id!];
      if (!dispute) {
        refuse(res, 404, `No such dispute: '${id}'`);
        return;
      }
      if (input.status !== 'won' && input.status !== 'lost') {
        refuse(res, 400, 'Send {"status": "won"|"lost"}.');
        return;
      }
      if (CLOSED_STATUSES.includes(String(dispute.status))) {
        refuse(res, 400, closedMessage(dispute));
        return;
      }
      closeDispute(s, dispute, input.status, null);
      s.save();
      send(res, 200, JSON.stringify(dispute));
    },
  },
];
