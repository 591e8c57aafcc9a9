import { Suspense, type ComponentType, type ReactNode } from 'react';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../language/LanguageProvider.tsx';
import { routedPages, type RemoteName, type RemoteRoutes } from '../remote-contract.ts';
import { RemotePage } from '../remote-page.tsx';

type Messages = Record<'sv' | 'en', Record<string, string>>;

/**
 * Renders a part of a remote in a test as the shell runs it: under a query client that does not
 * retry (a failed call fails at once), in `language`, with the remote's `messages`, in a router.
 */
export function renderInRemote(
  ui: ReactNode,
  { messages, language = 'en' }: { messages: Record<string, string>; language?: 'sv' | 'en' },
) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LanguageProvider initial={language}>
        <IntlProvider locale={language} messages={messages}>
          <MemoryRouter>{ui}</MemoryRouter>
        </IntlProvider>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

/**
 * The tests every remote's pages must pass: it has exactly the pages its routes module routes, and
 * each shows a heading from its own messages (and an empty state) in both languages.
 * Call from a `*.test.tsx` with `// @vitest-environment jsdom` as its first line.
 */
export function describeRemotePages(remote: RemoteName, routes: RemoteRoutes, messages: Messages) {
  const pages: Record<string, ComponentType> = routes.pages;
  // Lazy pages resolve asynchronously; give a loaded CI machine time.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(cleanup);

  function renderPage(name: string, language: 'sv' | 'en') {
    const Page = pages[name]!;
    // As the shell renders it: inside the remote's messages (RemotePage).
    const element = <RemotePage module={routes} page={Page} />;
    const router = createMemoryRouter([{ path: `/${remote}/x/:id`, element }], {
      initialEntries: [`/${remote}/x/42`],
    });
    // Pages that load data get a client as the shell gives them; with no server, calls fail at once.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <LanguageProvider initial={language}>
          <IntlProvider locale={language} messages={{}}>
            <Suspense fallback="loading">
              <RouterProvider router={router} />
            </Suspense>
          </IntlProvider>
        </LanguageProvider>
      </QueryClientProvider>,
    );
  }

  describe(`${remote} pages`, () => {
    it('exposes every page the contract names, and nothing else', () => {
      expect(Object.keys(pages).sort()).toEqual([...routedPages(routes)].sort());
    });

    for (const name of routedPages(routes)) {
      for (const language of ['sv', 'en'] as const) {
        it(`${name} shows a heading and an empty state in ${language}`, async () => {
          renderPage(name, language);
          const heading = await screen.findByRole('heading', { level: 1 });
          expect(heading.textContent).not.toBe('');
          expect(Object.values(messages[language]).map((m) => m.replace('{id}', '42'))).toContain(
            heading.textContent,
          );
          expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
        });
      }
    }
  });
}

/** A remote's messages: the same keys in Swedish and English, none empty, the same placeholders. */
export function describeMessages(messages: Messages) {
  describe('messages', () => {
    it('have the same keys in Swedish and English', () => {
      expect(Object.keys(messages.sv).sort()).toEqual(Object.keys(messages.en).sort());
    });
    it('have no empty value', () => {
      for (const lang of ['sv', 'en'] as const) {
        for (const [key, value] of Object.entries(messages[lang]))
          expect(value.trim(), `${lang} ${key}`).not.toBe('');
      }
    });
    it('use the same placeholders in both languages', () => {
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [key, value] of Object.entries(messages.en)) {
        expect(placeholders(messages.sv[key] ?? ''), key).toEqual(placeholders(value));
      }
    });
  });
}
export { FakeBucketPost } from './fake-bucket.ts';
