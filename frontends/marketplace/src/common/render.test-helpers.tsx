import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LanguageProvider } from '@konstvagg/ui';
import { en } from '../messages/en.ts';
import { en as homeEn } from '../messages/home/en.ts';
import { sv as homeSv } from '../messages/home/sv.ts';
import { sv } from '../messages/sv.ts';

/** Renders one component with what the marketplace gives it: language, messages, router, queries (test code only). */
export function renderWith(
  ui: ReactNode,
  { lang = 'en', path = '/' }: { lang?: 'sv' | 'en'; path?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <LanguageProvider initial={lang}>
      <IntlProvider locale={lang} messages={lang === 'sv' ? { ...sv, ...homeSv } : { ...en, ...homeEn }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </IntlProvider>
    </LanguageProvider>,
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (url: string, init?: RequestInit) => Response;

/**
 * For every test of the file (call it at its top level): a clean localStorage and a stubbed fetch
 * that answers with `answerWith`'s function (a 500 until one is given); after each test the
 * rendered tree, the stubbed globals and fake timers are undone. `posted()` lists the POSTs sent.
 */
export function stubFetch() {
  let answer: Answer = () => json({}, 500);
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init)),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return {
    answerWith: (next: Answer) => {
      answer = next;
    },
    posted: () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([, init]) => init?.method === 'POST')
        .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) })),
  };
}
