// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import {
  alternateHref,
  applyLanguageToDocument,
  initialLanguage,
  LanguageProvider,
  useLanguage,
} from './LanguageProvider.tsx';
import { RemoteIntl } from './RemoteIntl.tsx';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/artworks');
});
afterEach(cleanup);

describe('language', () => {
  it('prefers ?lang=, then the stored choice, then the browser language', () => {
    localStorage.setItem('language', 'sv');
    expect(initialLanguage()).toBe('sv');
    window.history.replaceState(null, '', '/artworks?lang=en');
    expect(initialLanguage()).toBe('en');
    window.history.replaceState(null, '', '/artworks?lang=de');
    expect(initialLanguage()).toBe('sv');
  });

  it('points the hreflang alternates at this page in each language', () => {
    const loc = { origin: 'https://konstvagg.se', pathname: '/artworks', search: '?style=pop&lang=en' };
    expect(alternateHref('sv', loc)).toBe('https://konstvagg.se/artworks?style=pop&lang=sv');
    expect(alternateHref('x-default', loc)).toBe('https://konstvagg.se/artworks?style=pop');
    applyLanguageToDocument('sv');
    expect(document.documentElement.lang).toBe('sv');
    expect(document.head.querySelector('link[hreflang="en"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/artworks?lang=en',
    );
  });

  it('stores a change, ignores invalid values, and remotes read it through RemoteIntl', () => {
    const messages = { en: { hello: 'Hello' }, sv: { hello: 'Hej' } };
    let setter: (l: 'sv' | 'en') => void = () => {};
    function Probe() {
      setter = useLanguage().setLanguage;
      return (
        <RemoteIntl messages={messages}>
          <FormattedMessage id="hello" />
        </RemoteIntl>
      );
    }
    render(
      <LanguageProvider initial="en">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    act(() => setter('sv'));
    expect(screen.getByText('Hej')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    act(() => setter('de' as 'sv'));
    expect(screen.getByText('Hej')).toBeTruthy();
  });
});
