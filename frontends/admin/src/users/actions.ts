import type { AdminUserResponse } from '@konstvagg/contracts/vocabulary';
import { api } from '@konstvagg/ui';

export const SUSPEND_REASON_MIN = 5;
export const SUSPEND_REASON_MAX = 1000;

const base = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export const suspendUser = (id: string, reason: string) =>
  api.post<AdminUserResponse>(`${base(id)}/suspend`, { reason: reason.trim() });
export const reactivateUser = (id: string, note: string) =>
  api.post<AdminUserResponse>(`${base(id)}/reactivate`, note.trim() ? { reason: note.trim() } : {});
export const setVerified = (id: string, verified: boolean) =>
  api.post<AdminUserResponse>(`${base(id)}/verify`, { verified });
