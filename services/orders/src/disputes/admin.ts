import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { adminDisputeEvidenceBodySchema, adminTransactionDetailResponseSchema } from '@konstvagg/contracts';
import type { OrderRecord } from '@konstvagg/domain';
import { AppError, conflict, defineOperation, notFound, nowIso } from '@konstvagg/lambda-kit';
import { auditPut } from '@konstvagg/lambda-kit/audit';
import { documentClient } from '@konstvagg/lambda-kit/ports/store';
import { getOrder } from '../orders/store.ts';
import { detailOf, readTransaction, transactionIdParams } from '../admin/transactions.ts';
import { saveDisputeEvidence } from './evidence.ts';

const noOpenDispute = () => new AppError(409, 'no_open_dispute', 'error.no_open_dispute');
const alreadySubmitted = () =>
  new AppError(409, 'evidence_already_submitted', 'error.evidence_already_submitted');
const pastDue = () => new AppError(409, 'evidence_past_due', 'error.evidence_past_due');

/** Why an admin may not add to the order's evidence now, if they may not. */
function refusal(order: OrderRecord, now: string): AppError | null {
  if (!order.disputed_at || order.dispute_closed_at) return noOpenDispute();
  if (order.dispute_evidence_submitted_at) return alreadySubmitted();
  if (order.dispute_due_by && order.dispute_due_by <= now) return pastDue();
  return null;
}

/**
 * POST /admin/transactions/{id}/dispute-evidence {note, submit?} (admins): the note is added to the
 * dispute's evidence at Stripe (it ends the statement, after the earlier notes), and with `submit`
 * the evidence goes to the buyer's bank now rather than a day before it is due. Answers the
 * transaction's detail, as the refund does. 409 no_open_dispute (never disputed, or closed),
 * evidence_already_submitted, evidence_past_due. The audit log keeps the note.
 */
export const disputeEvidence = defineOperation({
  errors: ['no_open_dispute', 'evidence_already_submitted', 'evidence_past_due', 'payments_unavailable'],
  params: transactionIdParams,
  body: adminDisputeEvidenceBodySchema,
  response: adminTransactionDetailResponseSchema,
  async run({ params, body, caller, lang }) {
    const order = await getOrder(params.id);
    if (!order) throw notFound('error.order_not_found');
    const refused = refusal(order, nowIso());
    if (refused) throw refused;
    const by = { by: caller?.userId ?? 'admin', by_role: 'admin' as const };
    const result = await saveDisputeEvidence(order.id, { note: body.note, submit: !!body.submit, by });
    if (result === 'unchanged') {
      // Something moved first (the schedule submitted it, Stripe closed the dispute).
      const now = await getOrder(order.id);
      throw (now && refusal(now, nowIso())) ?? conflict();
    }
    const at = nowIso();
    const audit = (await auditPut(
      caller,
      'order.dispute_evidence',
      { kind: 'order', id: order.id },
      body.note,
      at,
      { submitted: result === 'submitted', dispute_id: order.dispute_id ?? null },
    )) as { Put: ConstructorParameters<typeof PutCommand>[0] };
    await documentClient().send(new PutCommand(audit.Put));
    const t = await readTransaction(order.id);
    return { body: await detailOf(t!, lang) };
  },
});
