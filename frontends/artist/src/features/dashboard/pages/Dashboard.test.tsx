// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ArtistDashboardResponse } from '@konstvagg/contracts';
import { renderInRemote } from '@konstvagg/ui/testing';
import { en } from '../../../messages/en.ts';
import { sv } from '../../../messages/sv.ts';
import Dashboard from './Dashboard.tsx';

/** The artist's dashboard with the API faked at fetch: the platform fee card. */

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let dashboard: ArtistDashboardResponse;
const base = {
  artworks: { total: 2, by_status: { draft: 0, available: 2 } },
  on_display: [],
  open_exhibition_requests: 0,
  sales: { count: 0, currency: 'SEK', revenue: 0, awaiting_pickup: 0, earnings: 0, pending: 0, paid_out: 0 },
  upcoming_payouts: [],
  can_receive_payouts: true,
  payouts_enabled: true,
};
const withFee = (percent: number) =>
  ({
    ...base,
    platform_fee: {
      percent,
      bps: percent * 100,
      early_access_seat: 1,
      early_access_ends_at: '2026-11-20T09:00:00.000Z',
    },
  }) as unknown as ArtistDashboardResponse;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v1/artists/me/dashboard') return json(dashboard);
      return json({ can_receive_payouts: true, payouts_enabled: true, details_submitted: true });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the platform fee card', () => {
  it('during early access: the reduced fee, until when, and the fee after it', async () => {
    dashboard = withFee(3);
    renderInRemote(<Dashboard />, { messages: en });
    expect(await screen.findByText('You pay 3 % of each sale to the platform.')).toBeTruthy();
    expect(
      screen.getByText(
        'This is the early-access fee (place 1), valid until 20 November 2026. After that the fee is 5 %.',
      ),
    ).toBeTruthy();
  });

  it('once early access has ended: the fee in force, and the early fee as past, in Swedish', async () => {
    dashboard = withFee(5);
    renderInRemote(<Dashboard />, { messages: sv, language: 'sv' });
    expect(await screen.findByText('Du betalar 5 % av varje försäljning till plattformen.')).toBeTruthy();
    expect(
      screen.getByText('Din avgift för tidig tillgång (3 %, plats 1) upphörde 20 november 2026.'),
    ).toBeTruthy();
    expect(screen.queryByText(/som gäller till/)).toBeNull();
  });
});
