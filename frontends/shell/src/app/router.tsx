import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout.tsx';
import type * as AccountPagesModule from '../pages/account-pages.ts';
import { RemoteArea } from '../remotes/RemoteArea.tsx';
import { RequireRole } from '../session/RequireRole.tsx';
import { AppProviders } from './AppProviders.tsx';
import { RootErrorBoundary } from './RootError.tsx';
import { SHELL_ROUTES, type ShellPage, type ShellRoute } from './route-table.ts';

type AccountPages = typeof AccountPagesModule;

/**
 * The shell's own pages and the dashboard layout come in one chunk on first use (RootLayout's
 * Suspense shows the loading state meanwhile): the first visit to a public page never needs them.
 */
function accountPage<K extends keyof AccountPages>(name: K) {
  return lazy<AccountPages[K]>(() =>
    import('../pages/account-pages.ts').then((pages) => ({ default: pages[name] })),
  );
}
const LoginPage = accountPage('LoginPage');
const RegisterPage = accountPage('RegisterPage');
const ForgotPasswordPage = accountPage('ForgotPasswordPage');
const ResetPasswordPage = accountPage('ResetPasswordPage');
const VerifyEmailPage = accountPage('VerifyEmailPage');
const ProfilePage = accountPage('ProfilePage');
const TwoStepPage = accountPage('TwoStepPage');
const OAuthCallback = accountPage('OAuthCallback');

const SHELL_PAGES: Record<ShellPage, () => ReactNode> = {
  Login: () => <LoginPage />,
  Register: () => <RegisterPage />,
  ForgotPassword: () => <ForgotPasswordPage />,
  ResetPassword: () => <ResetPasswordPage />,
  VerifyEmail: () => <VerifyEmailPage />,
  Profile: () => <ProfilePage />,
  TwoStep: () => <TwoStepPage />,
};

function toRoute(entry: ShellRoute): RouteObject {
  const page = SHELL_PAGES[entry.shell]();
  return {
    path: entry.path,
    element: entry.roles ? <RequireRole roles={entry.roles}>{page}</RequireRole> : page,
  };
}

/** /signup -> /register, keeping ?role=. */
function SignupRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/register${search}`} replace />;
}

export function routes(): RouteObject[] {
  return [
    // The OAuth popup's landing page: no layout, posts the answer to the opener and closes.
    {
      path: '/auth/callback',
      element: (
        <RootErrorBoundary>
          <Suspense fallback={null}>
            <OAuthCallback />
          </Suspense>
        </RootErrorBoundary>
      ),
    },
    {
      element: (
        <RootErrorBoundary>
          <AppProviders />
        </RootErrorBoundary>
      ),
      children: [
        {
          element: <RootLayout />,
          children: [
            ...SHELL_ROUTES.map(toRoute),
            { path: '/signup', element: <SignupRedirect /> },
            // Every other path belongs to a remote, by its prefix; the remote's routes module
            // routes it, and sends a path it does not have to /.
            { path: '*', element: <RemoteArea /> },
          ],
        },
      ],
    },
  ];
}

let table: RouteObject[] | undefined;

/**
 * The app's routes under whichever router holds them: BrowserRouter in the browser, StaticRouter
 * on the server (src/ssr/render.tsx). Declarative, not a data router: nothing loads data through
 * the router, and the data router (createBrowserRouter, RouterProvider) weighs about 17 KB gzip
 * more on every first visit (docs/decisions.md "First-visit performance").
 */
export function AppRoutes() {
  table ??= routes();
  return useRoutes(table);
}
