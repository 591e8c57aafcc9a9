// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ArtistSale } from '@konstvagg/contracts';
import { renderInRemote } from '@konstvagg/ui/testing';
import { testPayout } from '../../../../../../shared/ui/src/money/fixtures.test-helpers.ts';
import { en } from '../../../messages/en.ts';
import SalesStatement from './SalesStatement.tsx';

/**
 * The sales statement's CSV, with the API faked at fetch: the file holds every sale, also those on
 * pages the statement has not shown yet ("Show more" not clicked), and says so when it cannot.
 */

function sale(n: number): ArtistSale {
  return {
    order_id: `ord-${n}`,
    status: 'collected',
    status_line: 'collected',
    artwork_id: `aw-${n}`,
    title: `Work ${n}`,
    venue_name: 'Café Linné',
    sold_at: '2026-11-20T10:00:00.000Z',
    amount: 1000,
    currency: 'EUR',
    list_price: null,
    split: { artist: 850, venue: 100, platform: 50 },
    platform_fee_percent: 5,
    venue_commission_percent: 10,
    vat: { commission: 20, platform_fee: 10 },
    payout: testPayout(),
  } as ArtistSale;
}

const figures = {
  currency: 'EUR',
  sales: 3,
  awaiting_pickup: 0,
  earned: 2550,
  on_its_way: 2550,
  paid_out: 0,
};
const page = (sales: ArtistSale[], nextCursor: string | null) => ({
  sales,
  pagination: { limit: 100, total: 3, hasMore: nextCursor !== null, nextCursor },
  totals: { amount: 3000, artist: 2550, paid_out: 0 },
  figures,
  can_receive_payouts: true,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let secondPage: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname !== '/api/v1/artists/me/sales') return json(404, { error: { code: 'not_found' } });
  return url.searchParams.get('cursor') === 'page-2'
    ? secondPage()
    : json(200, page([sale(1), sale(2)], 'page-2'));
});
const files: Blob[] = [];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:sales';
  });
  URL.revokeObjectURL = vi.fn();
  HTMLAnchorElement.prototype.click = vi.fn();
  secondPage = () => json(200, page([sale(3)], null));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  files.length = 0;
});

function renderStatement() {
  renderInRemote(<SalesStatement />, { messages: en });
}

describe('the sales statement’s CSV', () => {
  it('holds every sale, also those past the pages shown', async () => {
    renderStatement();
    fireEvent.click(await screen.findByRole('button', { name: en['sales.csv.download'] }));
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = await files[0]!.text();
    expect(csv.match(/ord-\d/g)).toEqual(['ord-1', 'ord-2', 'ord-3']);
    // The statement itself still shows the first page until Show more.
    expect(screen.queryByText('Work 3')).toBeNull();
  });

  it('says so when the rest could not be read, and makes no partial file', async () => {
    secondPage = () => json(503, { error: { code: 'unavailable', message: 'Try later' } });
    renderStatement();
    fireEvent.click(await screen.findByRole('button', { name: en['sales.csv.download'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(en['sales.csv.failed']);
    expect(files).toHaveLength(0);
  });
});
