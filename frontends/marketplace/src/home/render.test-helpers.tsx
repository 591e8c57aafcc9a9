import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LanguageProvider } from '@konstvagg/ui';
import { en } from '../messages/en.ts';
import { en as homeEn } from '../messages/home/en.ts';
import { sv as homeSv } from '../messages/home/sv.ts';
import { sv } from '../messages/sv.ts';

/** Renders one home component with what the marketplace gives it: language, messages, router, queries (test code only). */
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
