import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import {
  Button,
  Container,
  EmptyState,
  isRedirect,
  PageLoading,
  RemotePage,
  sidebarItems,
  useLanguage,
  type RemoteName,
  type RemoteRoutes,
} from '@konstvagg/ui';
import { remoteForPath, type Area } from '../app/route-table.ts';
import { RemoteErrorBoundary } from '../errors/RemoteErrorBoundary.tsx';
import { RequireRole } from '../session/RequireRole.tsx';
import { AdminMfaGate } from '../auth/AdminMfaGate.tsx';
import { loadRemote, type RemoteLoaders } from './load-remote.ts';

/** The loaders the app was created with (Module Federation in the real shell, plain imports in the size check). */
export const RemoteLoadersContext = createContext<RemoteLoaders | null>(null);

// The dashboard layout is in the account pages' chunk: a first visit to a public page never needs it.
const loadAccountPages = () => import('../pages/account-pages.ts');
const DashboardLayout = lazy(() => loadAccountPages().then((m) => ({ default: m.DashboardLayout })));

// Each failed attempt bumps the remote's generation so "Try Again" makes a fresh lazy component.
const generations = new Map<RemoteName, number>();
const listeners = new Set<() => void>();
function retry(remote: RemoteName) {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One lazy component per loaders, remote and attempt (stable across renders, as React needs).
const lazies = new WeakMap<RemoteLoaders, Map<string, LazyExoticComponent<ComponentType>>>();

function lazyArea(loaders: RemoteLoaders, remote: RemoteName, generation: number) {
  const key = `${remote}/${generation}`;
  let forLoaders = lazies.get(loaders);
  if (!forLoaders) lazies.set(loaders, (forLoaders = new Map()));
  let component = forLoaders.get(key);
  if (!component) {
    // loadRemote never rejects, so this lazy() never rejects either (docs/architecture.md §10).
    component = lazy(async () => {
      // A role area also needs the dashboard layout: fetch it beside the routes, not after them.
      if (remote !== 'marketplace') void loadAccountPages().catch(() => {});
      const result = await loadRemote(loaders, remote);
      if (result.ok) {
        const routes = result.routes;
        return { default: () => <RemoteRoutesView remote={remote} module={routes} /> };
      }
      return { default: () => <RemoteUnavailable remote={remote} /> };
    });
    forLoaders.set(key, component);
  }
  return component;
}

function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  return (
    <Container>
      <div className="shell-unavailable">
        <EmptyState
          headingLevel={1}
          title={<FormattedMessage id="remote.unavailable.title" />}
          action={
            <Button onClick={() => retry(remote)}>
              <FormattedMessage id="error.retry" />
            </Button>
          }
        >
          <FormattedMessage id="remote.unavailable.text" />
        </EmptyState>
      </div>
    </Container>
  );
}

/**
 * A remote's routes as react-router routes: each page behind its roles' guard (inside the area's
 * layout with the sidebar for a role area); a path the remote does not claim redirects to /. A
 * remote claims only paths under its own prefix, so it cannot shadow another's.
 */
function remoteRouteObjects(
  remote: RemoteName,
  module: RemoteRoutes,
  sidebar: { to: string; label: string }[],
): RouteObject[] {
  const own = module.routes.filter((entry) => remoteForPath(entry.path) === remote);
  const inLayout = (page: ReactNode) =>
    remote === 'marketplace' ? (
      page
    ) : (
      <DashboardLayout area={remote as Area} sidebar={sidebar}>
        {page}
      </DashboardLayout>
    );
  return [
    ...own.map((entry): RouteObject => {
      if (isRedirect(entry)) return { path: entry.path, element: <Navigate to={entry.redirect} replace /> };
      const Page = module.pages[entry.page] ?? (() => <RemoteUnavailable remote={remote} />);
      const element = inLayout(
        <PageBoundary remote={remote}>
          <RemotePage module={module} page={Page} />
        </PageBoundary>,
      );
      return {
        path: entry.path,
        element: entry.roles ? <RequireRole roles={entry.roles}>{element}</RequireRole> : element,
      };
    }),
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

/** An error in a page shows the fallback in the content area; the navigation and sidebar stay. */
function PageBoundary({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const location = useLocation();
  return (
    <RemoteErrorBoundary remote={remote} resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteRoutesView({ remote, module }: { remote: RemoteName; module: RemoteRoutes }) {
  const { language } = useLanguage();
  const routes = useMemo(
    () => remoteRouteObjects(remote, module, sidebarItems(module, language)),
    [remote, module, language],
  );
  return useRoutes(routes);
}

/** Every path outside the shell's own pages: the remote its prefix names, routed by that remote's routes module. */
export function RemoteArea() {
  const loaders = useContext(RemoteLoadersContext);
  const location = useLocation();
  const remote = remoteForPath(location.pathname);
  const generation = useSyncExternalStore(
    subscribe,
    () => generations.get(remote) ?? 0,
    () => 0, // a server render (the QR landing page) is always the first attempt
  );
  if (!loaders) throw new Error('RemoteArea needs RemoteLoadersContext');
  const Area = lazyArea(loaders, remote, generation);
  const area = (
    <RemoteErrorBoundary remote={remote} resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Area />
      </Suspense>
    </RemoteErrorBoundary>
  );
  // The admin console opens only once two-step sign-in is set up where it is required (issue 41).
  return remote === 'admin' ? <AdminMfaGate>{area}</AdminMfaGate> : area;
}
