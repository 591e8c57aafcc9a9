import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { defineRoutes, plainText, sidebarItems } from './remote-contract.ts';

const Page = () => null;
const area = (messages: Record<'sv' | 'en', Record<string, unknown>>) =>
  defineRoutes({
    pages: { Sales: Page, Dashboard: Page },
    routes: [
      { path: '/artist/sales', page: 'Sales', sidebar: { label: 'nav.sales', order: 2 } },
      { path: '/artist/dashboard', page: 'Dashboard', sidebar: { label: 'nav.dashboard', order: 1 } },
    ],
    messages: messages as Record<'sv' | 'en', Record<string, string>>,
  });

describe('sidebar labels, read straight from a remote’s messages', () => {
  it('are the texts in the language asked for, in the sidebar’s order', () => {
    const remote = area({
      en: { 'nav.dashboard': 'Dashboard', 'nav.sales': 'Sales' },
      sv: { 'nav.dashboard': 'Översikt', 'nav.sales': 'Försäljning' },
    });
    expect(sidebarItems(remote, 'sv')).toEqual([
      { to: '/artist/dashboard', label: 'Översikt' },
      { to: '/artist/sales', label: 'Försäljning' },
    ]);
  });

  it('are plain text in a production build too, where messages are precompiled ASTs', () => {
    const remote = area({
      en: { 'nav.dashboard': parse('Dashboard'), 'nav.sales': parse('Sales') },
      sv: { 'nav.dashboard': parse('Översikt'), 'nav.sales': parse('Försäljning') },
    });
    expect(sidebarItems(remote, 'en').map((i) => i.label)).toEqual(['Dashboard', 'Sales']);
    expect(sidebarItems(remote, 'sv').map((i) => i.label)).toEqual(['Översikt', 'Försäljning']);
  });

  it('fall back to the key when a message is missing or has placeholders', () => {
    expect(plainText(parse('{count} works'))).toBeUndefined();
    expect(plainText(undefined)).toBeUndefined();
    const remote = area({ en: { 'nav.sales': 'Sales' }, sv: {} });
    expect(sidebarItems(remote, 'sv').map((i) => i.label)).toEqual(['nav.dashboard', 'nav.sales']);
  });
});
