import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { PageLoading, useSession } from '@konstvagg/ui';
import { mfaStatus } from './auth-api.ts';

/** The path of the two-step set-up page (a shell page, route-table.ts). */
const TWO_STEP_PATH = '/account/two-step';
export const mfaStatusKey = (userId: string) => ['auth', 'mfa', userId] as const;

/**
 * Before the admin console opens (issue 41): an admin whose account must have two-step sign-in
 * and has not set it up goes to the set-up page, remembering where they were going. The API refuses
 * the console's calls meanwhile (403 mfa_required); this spares the admin a console of errors.
 * If the status cannot be read, the console opens and the API decides.
 */
export function AdminMfaGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const isAdmin = user?.role === 'admin';
  const status = useQuery({
    queryKey: mfaStatusKey(user?.id ?? ''),
    queryFn: mfaStatus,
    enabled: isAdmin,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!isAdmin) return <>{children}</>;
  // Stale data being refreshed (a set-up just finished) waits for the fresh answer.
  if (status.isPending || (status.isFetching && status.isStale)) return <PageLoading />;
  if (status.data?.required && !status.data.enabled) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={TWO_STEP_PATH} replace state={{ from }} />;
  }
  return <>{children}</>;
}
