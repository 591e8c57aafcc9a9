// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { ContactMessage } from '@konstvagg/contracts/vocabulary';
import { messages } from '../../../messages/index.ts';
import { json, stubApi } from '../../../common/testing/api-stub.test-helpers.ts';
import InboxPage from './InboxPage.tsx';

configure({ asyncUtilTimeout: 4_000 });
// The first render loads the page's modules: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const api = stubApi();
const page = (list: ContactMessage[], unread: number) =>
  json({
    messages: list,
    unread,
    pagination: { limit: 20, total: list.length, hasMore: false, nextCursor: null },
  });
const question: ContactMessage = {
  id: 'm1',
  name: 'Anna Berg',
  email: 'anna@example.se',
  subject: 'Frakt till Umeå?',
  message: 'Skickar ni verk norrut?',
  language: 'sv',
  status: 'new',
  created_at: '2026-12-01T09:00:00Z',
  handled_at: null,
  handled_by: null,
};

function show(path: string, language: 'sv' | 'en' = 'en') {
  render(
    <IntlProvider locale={language} messages={messages[language]}>
      <MemoryRouter initialEntries={[path]}>
        <InboxPage />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the contact inbox', () => {
  it('an empty inbox says so once: no "no unread messages" line above "no messages here"', async () => {
    api.answer = () => page([], 0);
    show('/admin/inbox');
    expect(await screen.findByText('No messages here')).toBeTruthy();
    expect(screen.getByText('Messages sent through the contact form appear here.')).toBeTruthy();
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(screen.queryByText('No unread messages')).toBeNull();
  });

  it('with nothing handled yet, still says how many wait unread, in Swedish too', async () => {
    api.answer = () => page([], 3);
    show('/admin/inbox?status=handled', 'sv');
    expect(await screen.findByText('Inga meddelanden här')).toBeTruthy();
    expect(screen.getByTestId('unread-count').textContent).toBe('3 olästa meddelanden');
    expect(api.paths).toContain('/admin/contact-messages?status=handled');
  });

  it('lists the new messages under their count', async () => {
    api.answer = () => page([question], 1);
    show('/admin/inbox');
    expect(await screen.findByText('Frakt till Umeå?')).toBeTruthy();
    expect(screen.getByTestId('unread-count').textContent).toBe('1 unread message');
    expect(screen.queryByText('No messages here')).toBeNull();
  });
});
