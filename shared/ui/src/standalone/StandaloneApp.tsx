import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import {
  unstable_HistoryRouter as HistoryRouter,
  Navigate,
  NavLink,
  Outlet,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { createGuardedHistory } from '../forms/leave-guard.ts';
import { Container } from '../components/Layout.tsx';
import { Logo } from '../components/Logo.tsx';
import { PageLoading } from '../components/Spinner.tsx';
import { LanguageProvider, useLanguage } from '../language/LanguageProvider.tsx';
import { onIntlError } from '../language/RemoteIntl.tsx';
import { isRedirect, sidebarItems, type RemoteRoutes } from '../remote-contract.ts';
import { RemotePage } from '../remote-page.tsx';

/**
 * Runs one remote on its own (`npm run dev -w frontends/<name>`): a minimal wrapper giving its pages
 * what the shell normally provides (router, query client, intl, language) and a bar of links to
 * its sidebar (or, without one, every page without a parameter). It reads the same routes module
 * as the shell; roles are not checked here. Not the product's layout: that is the shell's.
 */
export function mountStandalone(options: {
  remote: string;
  routes: RemoteRoutes;
  container?: HTMLElement | null;
}) {
  const { remote, routes } = options;
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false } },
  });
  const pageRoutes = routes.routes.map((r) => {
    if (isRedirect(r)) return { path: r.path, element: <Navigate to={r.redirect} replace /> };
    const Page = routes.pages[r.page];
    return { path: r.path, element: Page ? <RemotePage module={routes} page={Page} /> : null };
  });
  const table: RouteObject[] = [
    {
      element: <StandaloneLayout remote={remote} routes={routes} />,
      children: [...pageRoutes, { path: '*', element: pageRoutes[0]?.element ?? null }],
    },
  ];
  function StandaloneRoutes() {
    return useRoutes(table);
  }
  createRoot(container).render(
    <StrictMode>
      <LanguageProvider>
        <StandaloneIntl>
          <QueryClientProvider client={queryClient}>
            <HistoryRouter
              history={createGuardedHistory()}
              basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}
            >
              <StandaloneRoutes />
            </HistoryRouter>
          </QueryClientProvider>
        </StandaloneIntl>
      </LanguageProvider>
    </StrictMode>,
  );
}

function StandaloneIntl({ children }: { children: React.ReactNode }) {
  const { language } = useLanguage();
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={{}} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

function StandaloneLayout({ remote, routes }: { remote: string; routes: RemoteRoutes }) {
  const { language, setLanguage } = useLanguage();
  const sidebar = sidebarItems(routes, language);
  const links = sidebar.length
    ? sidebar
    : routes.routes
        .filter((r) => !isRedirect(r) && !r.path.includes(':'))
        .map((r) => ({ to: r.path, label: r.path }));
  return (
    <>
      <header style={{ borderBottom: '1px solid var(--kv-border)', background: 'var(--kv-surface)' }}>
        <Container>
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: '1rem',
              paddingBlock: '0.75rem',
            }}
          >
            <Logo />
            <span className="kv-badge">{remote} · standalone</span>
            <nav aria-label={remote} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
              {links.map((link) => (
                <NavLink key={link.to} to={link.to}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <button
              type="button"
              className="kv-button kv-button--secondary kv-button--sm"
              onClick={() => setLanguage(language === 'sv' ? 'en' : 'sv')}
            >
              {language === 'sv' ? 'English' : 'Svenska'}
            </button>
          </div>
        </Container>
      </header>
      <main id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
