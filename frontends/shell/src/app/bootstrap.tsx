import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { LanguageProvider, onIntlError, useLanguage } from '@konstvagg/ui';
import { installPreloadErrorReload } from '../errors/chunk-reload.ts';
import { shellMessages } from '../i18n/messages.ts';
import { RemoteLoadersContext } from '../remotes/RemoteArea.tsx';
import type { RemoteLoaders } from '../remotes/load-remote.ts';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

function ShellIntl({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      messages={shellMessages[language]}
      onError={onIntlError}
    >
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
      <ShellIntl>
        <QueryClientProvider client={queryClient}>
          <RemoteLoadersContext.Provider value={loaders}>
            <RouterProvider router={router} />
          </RemoteLoadersContext.Provider>
        </QueryClientProvider>
      </ShellIntl>
    </LanguageProvider>
  );
}

/** Starts the shell: providers, the router with the URL table, and the remotes through `loaders`. */
export function bootstrap(container: HTMLElement, loaders: RemoteLoaders) {
  installPreloadErrorReload();
  createRoot(container).render(
    <StrictMode>
      <ShellRoot router={createRouter()} loaders={loaders} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
