import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading, useSession, type Role } from '@konstvagg/ui';
import { useSessionStatus } from './SessionProvider.tsx';

/**
 * Receipts mailed before issue 38 link to /buyer/purchases/{id}?key=; the order's key opens its
 * public page (/orders/{id}?key=) for anyone, so a guest (who has no account) is sent there.
 */
const MAILED_RECEIPT = /^\/buyer\/purchases\/([^/]+)\/?$/;

/**
 * Route guard: without a session go to /login, remembering where the person was going
 * (in the location state, `from`); signed in with a role that is not allowed: go to /. While a new
 * tab asks the open tabs for a session-only login (a few hundred ms), it waits.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  const { resolving } = useSessionStatus();
  const location = useLocation();
  if (!user && resolving) return <PageLoading />;
  if (!user) {
    const receipt = MAILED_RECEIPT.exec(location.pathname);
    const key = new URLSearchParams(location.search).get('key');
    if (receipt && key)
      return <Navigate to={`/orders/${receipt[1]}?key=${encodeURIComponent(key)}`} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
