import { centsToEuros } from '@konstvagg/rules';
import { sellerProtected, type OrderRecord } from '@konstvagg/domain';
import type { AdminDispute, Language } from '@konstvagg/contracts';
import { apiMessage } from '@konstvagg/i18n';

/** The evidence fields in the order the admin reads them (what a bank weighs first). */
const FIELD_ORDER = [
  'product_description',
  'customer_name',
  'customer_email_address',
  'service_date',
  'refund_policy_disclosure',
  'access_activity_log',
  'uncategorized_text',
];

const rank = (field: string) => {
  const i = FIELD_ORDER.indexOf(field);
  return i < 0 ? FIELD_ORDER.length : i;
};

/** Whether an admin may add to the evidence at `now`: open, not submitted, before its due date. */
function canAddEvidence(o: OrderRecord, now: string): boolean {
  return (
    !!o.disputed_at &&
    !o.dispute_closed_at &&
    !o.dispute_evidence_submitted_at &&
    !(o.dispute_due_by && o.dispute_due_by <= now)
  );
}

/** The dispute on the admin's transaction page: where it stands and the evidence as sent. */
export function adminDisputeOf(o: OrderRecord, lang: Language, now: string): AdminDispute | null {
  if (!o.disputed_at) return null;
  const evidence = Object.entries(o.dispute_evidence ?? {})
    .filter(([, text]) => typeof text === 'string' && text !== '')
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([field, text]) => {
      const key = `dispute.evidence.${field}`;
      const label = apiMessage(lang, key);
      return { field, label: label === key ? field.replaceAll('_', ' ') : label, text };
    });
  return {
    status: o.dispute_outcome ?? 'open',
    reason: o.dispute_reason ?? null,
    due_by: o.dispute_due_by ?? null,
    // From the pickup itself: a dispute may have opened before the work was collected.
    protected: sellerProtected(o),
    evidence,
    evidence_saved_at: o.dispute_evidence_saved_at ?? null,
    evidence_submitted_at: o.dispute_evidence_submitted_at ?? null,
    platform_loss: o.platform_loss_cents == null ? null : centsToEuros(o.platform_loss_cents),
    can_add_evidence: canAddEvidence(o, now),
  };
}
