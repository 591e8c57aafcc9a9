import { Outlet } from 'react-router';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';

/**
 * Providers that need the router (navigation on logout or session expiry). Language, intl and the
 * query client sit above the router (see bootstrap) so the error screens can use them too.
 */
export function AppProviders() {
  return (
    <ToastProvider>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </ToastProvider>
  );
}
