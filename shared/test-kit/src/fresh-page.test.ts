// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { freshPage } from './fresh-page.ts';

describe('freshPage (the ui project: one jsdom window for many files)', () => {
  it('leaves nothing of the page before: elements, attributes, title, storage, cookies, address', () => {
    freshPage(); // remembers the first address
    const first = window.location.href;
    document.documentElement.lang = 'sv';
    document.documentElement.dataset.pageReady = '';
    document.body.className = 'modal-open';
    document.head.append(document.createElement('meta'));
    document.body.append(document.createElement('dialog'));
    document.title = 'Konstvägg';
    localStorage.setItem('language', 'sv');
    sessionStorage.setItem('e2e-signed-in', '1');
    document.cookie = 'kv_session=1; path=/';
    window.history.pushState(null, '', '/artworks?city=stockholm');

    freshPage();

    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect(document.body.getAttributeNames()).toEqual([]);
    expect(document.head.childElementCount + document.body.childElementCount).toBe(0);
    expect(document.title).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(window.location.href).toBe(first);
  });
});
