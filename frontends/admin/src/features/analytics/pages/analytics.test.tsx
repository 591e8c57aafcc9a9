// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { AdminAnalyticsResponse, AdminDashboardResponse } from '@konstvagg/contracts/vocabulary';
import { messages } from '../../../messages/index.ts';
import Analytics from './AnalyticsPage.tsx';
import Dashboard from '../../dashboard/pages/DashboardPage.tsx';

configure({ asyncUtilTimeout: 4_000 });
// The first render loads the pages' modules: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const roles = { artist: 1, venue: 2, buyer: 3, admin: 0 };
const dashboard: AdminDashboardResponse = {
  today: '2026-11-25',
  gmv_cents: { today: 45_000, last_7_days: 120_050, last_30_days: 300_000 },
  sales: { today: 1, last_7_days: 3, last_30_days: 8 },
  orders_by_status: {
    pending_payment: 1,
    paid: 4,
    collected: 2,
    payout_scheduled: 0,
    paid_out: 9,
    refunded: 1,
    cancelled: 3,
  },
  pickups_due_today: 2,
  refunds_due_24h: 1,
  failed_payouts: 5,
  disputes: 0,
  moderation: { queue_size: 7, oldest_submitted_at: '2026-11-23T10:00:00Z', oldest_age_hours: 50 },
  signups: { last_7_days: roles, last_30_days: { ...roles, buyer: 12 } },
  unread_messages: 4,
  needs_attention: { total: 0, items: [] },
};
const analytics: AdminAnalyticsResponse = {
  from: '2026-11-01',
  to: '2026-11-30',
  granularity: 'week',
  series: [
    { bucket: '2026-10-26', sales: 1, gmv_cents: 10_000, qr_visits: 9, checkouts: 2, pickups: 0, refunds: 0 },
    {
      bucket: '2026-11-02',
      sales: 2,
      gmv_cents: 45_000,
      qr_visits: 11,
      checkouts: 3,
      pickups: 1,
      refunds: 1,
    },
  ],
  totals: {
    sales: 3,
    gmv_cents: 55_000,
    qr_visits: 20,
    checkouts: 5,
    pickups: 1,
    refunds: 1,
    refunded_cents: 10_000,
    decisions: 2,
  },
  breakdowns: {
    city: [{ key: 'Gothenburg', label: null, sales: 3, gmv_cents: 55_000 }],
    category: [{ key: 'painting', label: null, sales: 3, gmv_cents: 55_000 }],
    style: [],
    venue: [{ key: 'v1', label: 'Café Ett', sales: 3, gmv_cents: 55_000 }],
  },
  activity: { qr_visits: 20, checkouts: 5, paid: 3 },
  avg_pickup_minutes: 1_500,
  refund_rate: 0.333,
  avg_moderation_minutes: 45,
};

let paths: string[];
let answer: (path: string) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      paths.push(`${url.pathname.replace('/api/v1', '')}${url.search}`);
      return answer(url.pathname);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(Page: () => React.JSX.Element, language: 'sv' | 'en' = 'en', at = '/') {
  return render(
    <IntlProvider locale={language} messages={messages[language]}>
      <MemoryRouter initialEntries={[at]}>
        <Page />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the admin dashboard', () => {
  it('shows each figure as a card, with links to act on them', async () => {
    answer = () => json(dashboard);
    show(Dashboard);
    expect((await screen.findByTestId('gmv-today')).textContent).toBe('€450');
    expect(screen.getByTestId('gmv-7').textContent).toContain('€1,200.50');
    expect(screen.getByTestId('pickups-due').textContent).toBe('2 pickups due today');
    expect(screen.getByTestId('refunds-due').textContent).toBe('1 automatic refund within 24\u00a0h');
    expect(screen.getByTestId('failed-payouts').textContent).toBe('5 failed payouts');
    expect(screen.getByTestId('queue-size').textContent).toBe('7 works waiting for review');
    expect(screen.getByText(/2 days/).className).toContain('kv-badge--danger');
    expect(screen.getByTestId('unread-messages').textContent).toBe('4 unread messages');
    const signups = screen.getByRole('table', {
      name: 'New sign-ups by role in the last 7 and 30\u00a0days',
    });
    expect(within(signups).getByRole('row', { name: /Buyers/ }).textContent).toBe('Buyers312');
    expect(screen.getByRole('link', { name: 'Open failed payouts' }).getAttribute('href')).toBe(
      '/admin/transactions?payout=failed',
    );
    expect(screen.getByRole('link', { name: 'Open the inbox' }).getAttribute('href')).toBe('/admin/inbox');
    expect(paths).toEqual(['/admin/dashboard']);
  });

  it('says so when the figures cannot be loaded, in Swedish too, and tries again', async () => {
    answer = () => json({ error: { code: 'internal', message: 'x' } }, 500);
    show(Dashboard, 'sv');
    expect(await screen.findByText('Siffrorna kunde inte hämtas. Försök igen om en stund.')).toBeTruthy();
    answer = () => json(dashboard);
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect((await screen.findByTestId('gmv-today')).textContent).toMatch(/^450\s€$/);
  });
});

describe('the analytics page', () => {
  it('asks for the range in the URL and shows the counters', async () => {
    answer = () => json(analytics);
    show(Analytics, 'en', '/admin/analytics?from=2026-11-01&to=2026-11-30&granularity=week');
    expect((await screen.findByTestId('stat-sales')).textContent).toBe('Sales3');
    expect(paths).toEqual(['/admin/analytics?from=2026-11-01&to=2026-11-30&granularity=week']);
    // Separate counts, not a funnel: no arrows between them, and the chart says how to read them.
    expect(screen.getByTestId('stat-qr').textContent).toBe('QR visits20');
    expect(screen.getByTestId('stat-checkouts').textContent).toBe('Checkouts started5');
    expect(screen.queryByText(/→/)).toBeNull();
    expect(
      within(screen.getByTestId('chart-activity')).getByText(
        /Each is counted on its own, not as steps of one visit/,
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('stat-pickup').textContent).toContain('25\u00a0h');
    expect(screen.getByTestId('stat-refunds').textContent).toContain('33.3%');
    expect(screen.getByTestId('stat-moderation').textContent).toContain('45\u00a0min');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('turns each chart into a real table with a caption, and back', async () => {
    answer = () => json(analytics);
    show(Analytics, 'en', '/admin/analytics?from=2026-11-01&to=2026-11-30&granularity=week');
    const panel = await screen.findByTestId('chart-sales');
    expect(within(panel).getByRole('img', { name: /3 sales worth €550/ })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Show as table' }));
    const table = within(panel).getByRole('table', { name: 'Sales and sales value over time' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'WeekSalesSales value',
      'Week of 26 Oct1€100',
      'Week of 2 Nov2€450',
    ]);
    expect(within(panel).getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const venue = screen.getByTestId('chart-venue');
    fireEvent.click(within(venue).getByRole('button', { name: 'Show as table' }));
    expect(within(venue).getByRole('row', { name: /Café Ett/ })).toBeTruthy();
    const city = screen.getByTestId('chart-city');
    fireEvent.click(within(city).getByRole('button', { name: 'Show as table' }));
    expect(within(city).getByRole('rowheader').textContent).toBe('Gothenburg');
    expect(within(screen.getByTestId('chart-style')).getByText('Nothing in this period.')).toBeTruthy();
  });

  it('refuses an end before the start without asking the server, in Swedish', async () => {
    answer = () => json(analytics);
    show(Analytics, 'sv', '/admin/analytics?from=2026-11-01&to=2026-11-30');
    await screen.findByTestId('stat-sales');
    fireEvent.change(screen.getByLabelText('Till'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    expect(await screen.findByText('Slutdatumet får inte vara före startdatumet.')).toBeTruthy();
    expect(paths).toHaveLength(1);
  });
});
