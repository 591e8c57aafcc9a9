import {
  disputeEvidence,
  refundTransaction as refund,
  retryPayout as retry,
} from '@konstvagg/contracts/endpoints';
import { call } from '@konstvagg/ui';

export const REFUND_REASON_MIN = 5;
export const REFUND_REASON_MAX = 1000;

export const refundTransaction = (id: string, reason: string) =>
  call(refund, { params: { id }, body: { reason: reason.trim() } });
export const retryPayout = (id: string) => call(retry, { params: { id } });

/** The longest note an admin may add to a dispute's evidence (the API's limit). */
export const DISPUTE_NOTE_MAX = 2000;

/** Adds a note to the dispute's evidence at Stripe; `submit` sends it to the bank now. */
export const saveDisputeEvidence = (id: string, note: string, submit: boolean) =>
  call(disputeEvidence, { params: { id }, body: { note: note.trim(), submit } });
