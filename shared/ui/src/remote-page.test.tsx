// @vitest-environment jsdom
import { FormattedMessage } from 'react-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from './language/LanguageProvider.tsx';
import { defineRoutes } from './remote-contract.ts';
import { RemotePage } from './remote-page.tsx';

const Title = () => (
  <h1>
    <FormattedMessage id="page.title" />
  </h1>
);
const module = defineRoutes({
  pages: { Title },
  routes: [{ path: '/venue/x', page: 'Title' }],
  messages: { en: { 'page.title': 'Sales', 'only.en': 'x' }, sv: { 'page.title': 'Försäljning' } },
  head: () => <link rel="manifest" href="/venue.webmanifest" />,
});

const shown = (language: 'sv' | 'en', routes = module) =>
  renderToStaticMarkup(
    <LanguageProvider initial={language}>
      <RemotePage module={routes} page={Title} />
    </LanguageProvider>,
  );

describe('RemotePage: a remote page as the shell renders it', () => {
  it("puts the page inside the remote's own messages, in the shell's language", () => {
    expect(shown('sv')).toContain('<h1>Försäljning</h1>');
    expect(shown('en')).toContain('<h1>Sales</h1>');
  });

  it("renders the remote's head beside the page", () => {
    expect(shown('sv')).toContain('<link rel="manifest" href="/venue.webmanifest"/>');
  });

  it('leaves a remote without messages (the marketplace) to bring its own provider', () => {
    const bare = defineRoutes({ pages: { Title: () => <h1>plain</h1> }, routes: [] });
    expect(
      renderToStaticMarkup(
        <LanguageProvider initial="sv">
          <RemotePage module={bare} page={bare.pages.Title} />
        </LanguageProvider>,
      ),
    ).toBe('<h1>plain</h1>');
  });
});
