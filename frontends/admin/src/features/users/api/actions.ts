import {
  reactivateUser as reactivate,
  suspendUser as suspend,
  verifyProfile,
} from '@konstvagg/contracts/endpoints';
import { call } from '@konstvagg/ui';

export const SUSPEND_REASON_MIN = 5;
export const SUSPEND_REASON_MAX = 1000;

export const suspendUser = (id: string, reason: string) =>
  call(suspend, { params: { id }, body: { reason: reason.trim() } });
export const reactivateUser = (id: string, note: string) =>
  call(reactivate, { params: { id }, body: note.trim() ? { reason: note.trim() } : {} });
export const setVerified = (id: string, verified: boolean) =>
  call(verifyProfile, { params: { id }, body: { verified } });
