import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout.tsx';
import type * as AccountPagesModule from '../pages/account-pages.ts';
import { RemotePage } from '../remotes/RemotePage.tsx';
import { RequireRole } from '../session/RequireRole.tsx';
import { AppProviders } from './AppProviders.tsx';
import { RootError } from './RootError.tsx';
import {
  AREA_ROLE,
  AREA_ROUTES,
  BUYER_ROUTES,
  PUBLIC_ROUTES,
  type Area,
  type RouteEntry,
  type ShellPage,
} from './route-table.ts';

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
const DashboardLayout = accountPage('DashboardLayout');
const OAuthCallback = accountPage('OAuthCallback');

const SHELL_PAGES: Record<ShellPage, () => ReactNode> = {
  Login: () => <LoginPage />,
  Register: () => <RegisterPage />,
  ForgotPassword: () => <ForgotPasswordPage />,
  ResetPassword: () => <ResetPasswordPage />,
  VerifyEmail: () => <VerifyEmailPage />,
  Profile: () => <ProfilePage />,
};

function element(entry: RouteEntry): ReactNode {
  const page =
    'shell' in entry ? SHELL_PAGES[entry.shell]() : <RemotePage remote={entry.remote} page={entry.page} />;
  const roles = 'roles' in entry ? entry.roles : undefined;
  return roles ? <RequireRole roles={roles}>{page}</RequireRole> : page;
}

const toRoute = (entry: RouteEntry): RouteObject => ({ path: entry.path, element: element(entry) });

/** /signup -> /register, keeping ?role= (spec §2). */
function SignupRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/register${search}`} replace />;
}

function areaRoute(area: Area): RouteObject {
  return {
    element: (
      <RequireRole roles={[AREA_ROLE[area]]}>
        <DashboardLayout area={area} />
      </RequireRole>
    ),
    children: [
      { path: `/${area}`, element: <Navigate to={`/${area}/dashboard`} replace /> },
      ...AREA_ROUTES[area].map(toRoute),
    ],
  };
}

export function routes(): RouteObject[] {
  return [
    // The OAuth popup's landing page: no layout, posts the answer to the opener and closes.
    {
      path: '/auth/callback',
      element: (
        <Suspense fallback={null}>
          <OAuthCallback />
        </Suspense>
      ),
      errorElement: <RootError />,
    },
    {
      element: <AppProviders />,
      errorElement: <RootError />,
      children: [
        {
          element: <RootLayout />,
          children: [
            ...PUBLIC_ROUTES.map(toRoute),
            { path: '/signup', element: <SignupRedirect /> },
            ...BUYER_ROUTES.map(toRoute),
            { path: '/buyer', element: <Navigate to="/buyer/purchases" replace /> },
            areaRoute('artist'),
            areaRoute('venue'),
            areaRoute('admin'),
            // Spec §2: any unknown path redirects to /.
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(routes());
}
