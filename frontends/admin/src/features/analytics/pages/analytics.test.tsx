// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { AdminAnalyticsResponse } from '@konstvagg/contracts/vocabulary';
import { messages } from '../../../messages/index.ts';
import { json, stubApi } from '../../../common/testing/api-stub.test-helpers.ts';
import Analytics from './AnalyticsPage.tsx';

configure({ asyncUtilTimeout: 4_000 });
// The first render loads the page's modules: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

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

const api = stubApi();

function show(Page: () => React.JSX.Element, language: 'sv' | 'en' = 'en', at = '/') {
  return render(
    <IntlProvider locale={language} messages={messages[language]}>
      <MemoryRouter initialEntries={[at]}>
        <Page />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('the analytics page', () => {
  it('asks for the range in the URL and shows the counters', async () => {
    api.answer = () => json(analytics);
    show(Analytics, 'en', '/admin/analytics?from=2026-11-01&to=2026-11-30&granularity=week');
    expect((await screen.findByTestId('stat-sales')).textContent).toBe('Sales3');
    expect(api.paths).toEqual(['/admin/analytics?from=2026-11-01&to=2026-11-30&granularity=week']);
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
    api.answer = () => json(analytics);
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
    api.answer = () => json(analytics);
    show(Analytics, 'sv', '/admin/analytics?from=2026-11-01&to=2026-11-30');
    await screen.findByTestId('stat-sales');
    fireEvent.change(screen.getByLabelText('Till'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    expect(await screen.findByText('Slutdatumet får inte vara före startdatumet.')).toBeTruthy();
    expect(api.paths).toHaveLength(1);
  });
});
