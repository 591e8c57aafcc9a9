import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, type Role } from '@konstvagg/ui';

/**
 * Route guard (spec §5): without a session go to /login, remembering where the person was going
 * (in the location state, `from`); signed in with a role that is not allowed: go to /.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!roles.includes(user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
