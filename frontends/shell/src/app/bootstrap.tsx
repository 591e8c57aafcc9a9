import { StrictMode, Suspense, use, useDeferredValue, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { LanguageProvider, onIntlError, useLanguage } from '@konstvagg/ui';
import { installPreloadErrorReload } from '../errors/chunk-reload.ts';
import { loadedShellMessages, loadShellMessages } from '../i18n/messages.ts';
import { RemoteLoadersContext } from '../remotes/RemoteArea.tsx';
import type { RemoteLoaders } from '../remotes/load-remote.ts';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

/**
 * The shell's IntlProvider with the active language's messages (one chunk per language). On a
 * switch the page keeps the old language until the new table has arrived (the deferred value).
 */
function ShellIntl({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const shown = useDeferredValue(language);
  const messages = loadedShellMessages(shown) ?? use(loadShellMessages(shown));
  return (
    <IntlProvider locale={shown} defaultLocale="en" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

/** Everything above the router: language, the shell's messages, the query client, the remote loaders. */
export function ShellRoot({
  router,
  loaders,
  queryClient,
}: {
  router: Parameters<typeof RouterProvider>[0]['router'];
  loaders: RemoteLoaders;
  queryClient: QueryClient;
}) {
  return (
    <LanguageProvider>
      {/* Nothing to show before the shell's messages are there (preloaded with the entry chunk). */}
      <Suspense fallback={null}>
        <ShellIntl>
          <QueryClientProvider client={queryClient}>
            <RemoteLoadersContext.Provider value={loaders}>
              <RouterProvider router={router} />
            </RemoteLoadersContext.Provider>
          </QueryClientProvider>
        </ShellIntl>
      </Suspense>
    </LanguageProvider>
  );
}

/** Starts the shell: providers, the router with the URL table, and the remotes through `loaders`. */
export function bootstrap(container: HTMLElement, loaders: RemoteLoaders) {
  installPreloadErrorReload();
  // The inline script in index.html has set <html lang> to the language the page will show.
  void loadShellMessages(document.documentElement.lang === 'sv' ? 'sv' : 'en').catch(() => {});
  createRoot(container).render(
    <StrictMode>
      <ShellRoot router={createRouter()} loaders={loaders} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
