// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '../language/LanguageProvider.tsx';
import { renderInRemote } from './remote-tests.tsx';

afterEach(cleanup);

function Part() {
  const intl = useIntl();
  const { language } = useLanguage();
  const retry = useQueryClient().getDefaultOptions().queries?.retry;
  return (
    <p>
      <Link to="/artist/sales">{intl.formatMessage({ id: 'sales.title' })}</Link>
      <span data-testid="facts">{`${language} ${intl.locale} retry=${String(retry)}`}</span>
    </p>
  );
}

describe('renderInRemote', () => {
  it('gives a part the remote’s messages, the language, a router and a client that does not retry', () => {
    renderInRemote(<Part />, { messages: { 'sales.title': 'Försäljning' }, language: 'sv' });
    expect(screen.getByRole('link', { name: 'Försäljning' }).getAttribute('href')).toBe('/artist/sales');
    expect(screen.getByTestId('facts').textContent).toBe('sv sv retry=false');
  });

  it('is in English unless told otherwise', () => {
    renderInRemote(<Part />, { messages: { 'sales.title': 'Sales' } });
    expect(screen.getByTestId('facts').textContent).toBe('en en retry=false');
  });
});
