import type { AdminTransactionDetailResponse } from '@konstvagg/contracts/vocabulary';
import { api } from '@konstvagg/ui';

export const REFUND_REASON_MIN = 5;
export const REFUND_REASON_MAX = 1000;

const base = (id: string) => `/admin/transactions/${encodeURIComponent(id)}`;

export const refundTransaction = (id: string, reason: string) =>
  api.post<AdminTransactionDetailResponse>(`${base(id)}/refund`, { reason: reason.trim() });
export const retryPayout = (id: string) =>
  api.post<AdminTransactionDetailResponse>(`${base(id)}/retry-payout`, {});

/** The longest note an admin may add to a dispute's evidence (the API's limit). */
export const DISPUTE_NOTE_MAX = 2000;

/** Adds a note to the dispute's evidence at Stripe; `submit` sends it to the bank now. */
export const saveDisputeEvidence = (id: string, note: string, submit: boolean) =>
  api.post<AdminTransactionDetailResponse>(`${base(id)}/dispute-evidence`, { note: note.trim(), submit });
