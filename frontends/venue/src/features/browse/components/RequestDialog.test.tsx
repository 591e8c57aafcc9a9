// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInRemote } from '@konstvagg/ui/testing';
import { en } from '../../../messages/en.ts';
import { useArtworkRequests } from './RequestDialog.tsx';

/** The venue's requests by artwork, with the API faked at fetch. */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const exhibition = (id: string, artworkId: string, status: string) => ({
  id,
  status,
  artwork: { id: artworkId },
});

let requestAnswer: () => Response;
const calls: string[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
  if (url.pathname === '/api/v1/venues/me/exhibitions')
    return json(200, {
      exhibitions: [exhibition('ex-1', 'aw-1', 'on_display'), exhibition('ex-2', 'aw-3', 'completed')],
      pagination: { limit: 100, total: 2, hasMore: false, nextCursor: null },
    });
  if (url.pathname === '/api/v1/exhibitions/requests') return requestAnswer();
  return json(404, { error: { code: 'not_found', message: 'x' } });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  requestAnswer = () => json(201, exhibition('ex-9', 'aw-2', 'requested'));
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Works() {
  const { open, ask, dialog } = useArtworkRequests();
  return (
    <>
      <p data-testid="open">{[...open.entries()].map(([id, view]) => `${id}:${view.status}`).join(' ')}</p>
      <button type="button" onClick={() => ask({ id: 'aw-2', title: 'Blå timme', artist_name: 'Elsa Berg' })}>
        Ask
      </button>
      {dialog}
    </>
  );
}

function renderWorks() {
  renderInRemote(<Works />, { messages: en });
}

describe('useArtworkRequests', () => {
  it('knows the works tied to the venue by an open exhibition, not those ended', async () => {
    renderWorks();
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('aw-1:on_display'));
  });

  it('marks a work asked for at once, closes the dialog and reads the exhibitions again', async () => {
    renderWorks();
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('aw-1:on_display'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const title = en['request.title'].replace('{title}', 'Blå timme');
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['request.submit'] }));
    await waitFor(() =>
      expect(screen.getByTestId('open').textContent).toBe('aw-1:on_display aw-2:requested'),
    );
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c === 'GET /api/v1/venues/me/exhibitions')).toHaveLength(2),
    );
  });

  it('marks the work as requested when a request was there already, and keeps the dialog open saying so', async () => {
    requestAnswer = () =>
      json(409, { error: { code: 'request_exists', message: 'You have asked already.' } });
    renderWorks();
    await waitFor(() => expect(screen.getByTestId('open').textContent).toBe('aw-1:on_display'));
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.click(screen.getByRole('button', { name: en['request.submit'] }));
    expect(await screen.findByText('You have asked already.')).toBeTruthy();
    expect(screen.getByTestId('open').textContent).toBe('aw-1:on_display aw-2:requested');
  });
});
