import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createGuardedHistory } from '@konstvagg/ui/leave-guard';
import { initialLanguage, LanguageProvider, onIntlError, useLanguage } from '@konstvagg/ui';
import type { Language } from '@konstvagg/i18n';
import { installPreloadErrorReload } from '../errors/chunk-reload.ts';
import { loadedShellMessages, loadShellMessages } from '../messages/index.ts';
import { RemoteLoadersContext } from '../remotes/RemoteArea.tsx';
import type { RemoteLoaders } from '../remotes/load-remote.ts';
import { markHydrating, readServerState } from './server-state.ts';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';

/**
 * The shell's IntlProvider. Its messages are one chunk per language: bootstrap() (and the server
 * renderer) has the first language's before the first render; on a switch the page keeps the old
 * language until the new table has arrived, like the marketplace's.
 */
function ShellIntl({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const [shown, setShown] = useState(language);
  const ready = loadedShellMessages(language) !== undefined;
  const current = ready ? language : shown;
  useEffect(() => {
    if (ready) {
      setShown(language);
      return;
    }
    let live = true;
    loadShellMessages(language).then(
      () => live && setShown(language),
      (error: unknown) => console.error('[shell] messages could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [language, ready]);
  return (
    <IntlProvider
      locale={current}
      defaultLocale="en"
      messages={loadedShellMessages(current) ?? {}}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * Everything above the router: language, the shell's messages, the query client, the remote
 * loaders. `children` is the router: a declarative one on a guarded browser history in the
 * browser (leave-guard.ts), StaticRouter on the
 * server (src/ssr/render.tsx), so both render the same tree.
 */
export function ShellRoot({
  children,
  loaders,
  queryClient,
  serverLanguage,
}: {
  children: ReactNode;
  loaders: RemoteLoaders;
  queryClient: QueryClient;
  serverLanguage?: Language;
}) {
  return (
    <LanguageProvider serverLanguage={serverLanguage}>
      <ShellIntl>
        <QueryClientProvider client={queryClient}>
          <RemoteLoadersContext.Provider value={loaders}>{children}</RemoteLoadersContext.Provider>
        </QueryClientProvider>
      </ShellIntl>
    </LanguageProvider>
  );
}

/** Counts what hydration had to recover from (a mismatch React fixed by rendering on the client). */
interface HydrationReport {
  mode: 'hydrate' | 'render';
  recoverableErrors: string[];
}

declare global {
  interface Window {
    __kvHydration?: HydrationReport;
  }
}

/**
 * Starts the shell: providers, the router with the URL table, and the remotes through `loaders`.
 * A page the server rendered (it carries the server state) is hydrated: React keeps the server's
 * HTML on screen while the remote and the page's chunks arrive, then attaches to it.
 */
export async function bootstrap(container: HTMLElement, loaders: RemoteLoaders): Promise<void> {
  installPreloadErrorReload();
  const queryClient = createQueryClient();
  const server = container.hasChildNodes() ? readServerState() : null;
  // The first render's messages, so it does not suspend (hydration then starts at once). The page
  // asked for this chunk before any script ran (index.html's language script, the server's head).
  await loadShellMessages(server?.language ?? initialLanguage());
  const report: HydrationReport = { mode: server ? 'hydrate' : 'render', recoverableErrors: [] };
  window.__kvHydration = report;
  if (server) {
    hydrate(queryClient, server.queries);
    markHydrating();
  }
  const app = (
    <StrictMode>
      <ShellRoot loaders={loaders} queryClient={queryClient} serverLanguage={server?.language}>
        <HistoryRouter history={createGuardedHistory()}>
          <AppRoutes />
        </HistoryRouter>
      </ShellRoot>
    </StrictMode>
  );
  if (!server) {
    createRoot(container).render(app);
    return;
  }
  // In a transition, hydration works in slices and lets the browser paint and take input between
  // them, instead of one long task (the server's HTML is on screen meanwhile).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        report.recoverableErrors.push(error instanceof Error ? error.message : String(error));
        console.error('[shell] hydration recovered by rendering on the client:', error);
      },
    });
  });
}
