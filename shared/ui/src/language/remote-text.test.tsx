// @vitest-environment jsdom
import { IntlProvider } from 'react-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { remoteText } from './remote-text.tsx';

const sv = {
  'common.retry': 'Försök igen',
  'common.loading': 'Laddar…',
  'sales.error': 'Försäljningen kunde inte laddas.',
  'sales.count': '{count, plural, one {# såld} other {# sålda}}',
};
type Key = keyof typeof sv;
const text = remoteText<Key>(
  { retry: 'common.retry', loading: 'common.loading' },
  { alertClassName: 'area-alert' },
);

const inSwedish = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <IntlProvider locale="sv" messages={sv}>
      {node}
    </IntlProvider>,
  );

describe("remoteText: a remote's texts and load states from its own keys", () => {
  it('useT formats a key with values in the page language', () => {
    function Count() {
      const t = text.useT();
      return <p>{t('sales.count', { count: 2 })}</p>;
    }
    expect(inSwedish(<Count />)).toBe('<p>2 sålda</p>');
  });

  it('LoadError says what failed, the server’s words, and offers a retry in the remote’s words', () => {
    const error = new ApiError(503, 'unavailable', 'Tjänsten är tillfälligt otillgänglig.');
    const html = inSwedish(<text.LoadError what="sales.error" error={error} retry={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('class="kv-card area-alert"');
    expect(html).toContain(
      '<strong>Försäljningen kunde inte laddas.</strong> Tjänsten är tillfälligt otillgänglig.',
    );
    expect(html).toContain('Försök igen</button>');
  });

  it('LoadingLines reads the loading text to screen readers over grey lines', () => {
    const html = inSwedish(<text.LoadingLines lines={2} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Laddar…');
    expect(html.match(/kv-skeleton/g)?.length).toBe(2);
  });
});
