// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { testArtwork } from '../../../../../../shared/ui/src/artwork/fixtures.test-helpers.ts';
import { messages } from '../../../messages/index.ts';
import Artworks from './QueuePage.tsx';
import type { QueuedArtwork } from '../api/queue.ts';

configure({ asyncUtilTimeout: 4_000 });

const queued = (id: string, title: string, age_hours: number): QueuedArtwork => ({
  ...testArtwork({ id, title, status: 'pending_review' }),
  submitted_at: new Date(Date.now() - age_hours * 3_600_000).toISOString(),
  age_hours,
  overdue: age_hours > 24,
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
let calls: Call[];
let answer: (call: Call) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (artworks: QueuedArtwork[], total: number, nextCursor: string | null = null) =>
  json({ artworks, pagination: { limit: 20, total, hasMore: nextCursor !== null, nextCursor } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace('/api/v1', ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(Page: () => React.JSX.Element, language: 'sv' | 'en' = 'en') {
  return render(
    <IntlProvider locale={language} messages={messages[language]}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the moderation queue', () => {
  it('lists works oldest first with an age badge that is red past the target, and loads more by cursor', async () => {
    const old = queued('aw-old', 'Old harbour', 30);
    const fresh = queued('aw-new', 'New light', 2);
    const third = queued('aw-3', 'Third', 1);
    answer = (call) => (call.query.get('cursor') === 'c2' ? page([third], 3) : page([old, fresh], 3, 'c2'));
    show(Artworks);
    const items = await screen.findAllByTestId('queue-item');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Old harbour',
      'New light',
    ]);
    expect(calls[0]!.path).toBe('/admin/artworks/review-queue');
    expect(within(items[0]!).getByText(/30 hours/).className).toContain('kv-badge--danger');
    expect(within(items[1]!).getByText(/2 hours/).className).not.toContain('kv-badge--danger');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('queue-item')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the queue is empty only when it is, and shows an error (not an empty queue) when loading fails', async () => {
    answer = () => page([], 0);
    show(Artworks, 'sv');
    expect(await screen.findByText('Inget väntar på granskning')).toBeTruthy();
    cleanup();
    answer = () => json({ error: { code: 'internal', message: 'down' } }, 500);
    show(Artworks);
    expect(await screen.findByText('The queue could not be loaded')).toBeTruthy();
    expect(screen.queryByText('Nothing waiting for review')).toBeNull();
  });

  it('rejects with the ready-made reason plus the admin’s words, then refreshes the queue', async () => {
    const work = queued('aw-1', 'Blue hour', 5);
    let decided = false;
    answer = (call) => {
      if (call.method === 'POST') {
        decided = true;
        return json({
          artwork: work,
          decision: { id: 'd', decision: 'rejected', reason: 'x', decided_at: '' },
        });
      }
      return decided ? page([], 0) : page([work], 1);
    };
    show(Artworks);
    fireEvent.click(await screen.findByRole('button', { name: 'Review “Blue hour”' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { name: 'Blue hour', hidden: true })).toBeTruthy();
    // Nothing chosen and nothing written: refused in the form, no request.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back to the artist', hidden: true }));
    expect(within(dialog).getByText(/Choose a reason or write at least 5 characters/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: /photos are not sharp/, hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message to the artist', hidden: true }), {
      target: { value: 'Please retake in daylight.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back to the artist', hidden: true }));
    await screen.findByText('“Blue hour” was sent back to the artist with your reason.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/admin/artworks/aw-1/reject');
    expect(post.body).toEqual({
      reason: 'The photos are not sharp or bright enough to show the work. Please retake in daylight.',
    });
    expect(await screen.findByText('Nothing waiting for review')).toBeTruthy();
  });

  it('tells the admin when another admin decided first (409) and reloads the queue', async () => {
    const work = queued('aw-1', 'Blue hour', 5);
    answer = (call) =>
      call.method === 'POST'
        ? json({ error: { code: 'conflict', message: 'Already decided' } }, 409)
        : page([work], 1);
    show(Artworks);
    fireEvent.click(await screen.findByRole('button', { name: 'Review “Blue hour”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve and publish', hidden: true }));
    expect(
      await screen.findByText('Another admin already decided on “Blue hour”. The queue has been refreshed.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
