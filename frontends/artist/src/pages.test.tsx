// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, configure } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LanguageProvider, REMOTE_PAGES } from '@konstvagg/ui';
import { messages } from './i18n/messages.ts';
import { pages } from './pages.tsx';

// Lazy pages and remotes resolve asynchronously; give a loaded CI machine time.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

function renderPage(name: keyof typeof pages, language: 'sv' | 'en', path = '/artist/x/42') {
  const Page = pages[name];
  const router = createMemoryRouter([{ path: '/artist/x/:id', element: <Page /> }], {
    initialEntries: [path],
  });
  return render(
    <LanguageProvider initial={language}>
      <IntlProvider locale={language} messages={{}}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </IntlProvider>
    </LanguageProvider>,
  );
}

describe('artist pages', () => {
  it('exposes every page the contract names, and nothing else', () => {
    expect(Object.keys(pages).sort()).toEqual([...REMOTE_PAGES.artist].sort());
  });

  for (const name of REMOTE_PAGES.artist) {
    for (const language of ['sv', 'en'] as const) {
      it(`${name} shows a heading and an empty state in ${language}`, async () => {
        renderPage(name, language);
        const heading = await screen.findByRole('heading', { level: 1 });
        expect(heading.textContent).not.toBe('');
        expect(Object.values(messages[language]).map((m) => m.replace('{id}', '42'))).toContain(
          heading.textContent,
        );
        expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
      });
    }
  }
});
