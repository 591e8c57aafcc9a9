import type { AdminTransactionDetailResponse } from '@konstvagg/contracts/vocabulary';
import { api } from '@konstvagg/ui';

export const REFUND_REASON_MIN = 5;
export const REFUND_REASON_MAX = 1000;

const base = (id: string) => `/admin/transactions/${encodeURIComponent(id)}`;

export const refundTransaction = (id: string, reason: string) =>
  api.post<AdminTransactionDetailResponse>(`${base(id)}/refund`, { reason: reason.trim() });
export const retryPayout = (id: string) =>
  api.post<AdminTransactionDetailResponse>(`${base(id)}/retry-payout`, {});
