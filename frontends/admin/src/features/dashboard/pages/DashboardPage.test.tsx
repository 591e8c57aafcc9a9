// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { AdminDashboardResponse } from '@konstvagg/contracts/vocabulary';
import { messages } from '../../../messages/index.ts';
import { json, stubApi } from '../../../common/testing/api-stub.test-helpers.ts';
import Dashboard from './DashboardPage.tsx';

configure({ asyncUtilTimeout: 4_000 });
// The first render loads the page's modules: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const roles = { artist: 1, venue: 2, buyer: 3, admin: 0 };
const figures: Omit<AdminDashboardResponse, 'needs_attention'> = {
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
};
const twoFailed: AdminDashboardResponse['needs_attention'] = {
  total: 2,
  items: [
    {
      queue: 'schedule-dead-letters',
      id: 'dl-1',
      task: 'refund',
      order_id: 'ord_01JREFUND',
      error:
        'StripeCardError: balance_insufficient: Your account has insufficient funds to cover the refund.',
      at: '2026-12-01T23:44:00Z',
    },
    {
      queue: 'task-failures',
      id: 'dl-2',
      task: 'payout-sweep',
      order_id: 'ord_02JPAYOUT',
      error: null,
      at: null,
    },
  ],
};

const api = stubApi();

function showPage(language: 'sv' | 'en' = 'en') {
  return render(
    <IntlProvider locale={language} messages={messages[language]}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <Dashboard />
      </MemoryRouter>
    </IntlProvider>,
  );
}

function show(needs_attention: AdminDashboardResponse['needs_attention'], language: 'sv' | 'en' = 'en') {
  api.answer = () => json({ ...figures, needs_attention });
  return showPage(language);
}

describe('the dashboard’s needs attention panel (issue 39 §3)', () => {
  it('lists each task that failed every retry, above the figures, with its order and how to replay it', async () => {
    show(twoFailed);
    const panel = await screen.findByRole('region', {
      name: 'Needs attention: 2 money tasks failed every retry',
    });
    // Above the figures: before the first card in the page's order.
    const firstCard = screen.getByTestId('gmv-today');
    expect(panel.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const items = within(
      within(panel).getByRole('list', { name: 'Tasks that failed every retry' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Refund at the pickup deadline');
    expect(items[0]!.textContent).toContain('Failed 2 Dec 2026, 00:44');
    expect(items[0]!.textContent).toContain('balance_insufficient');
    expect(within(items[0]!).getByRole('link', { name: 'Order ord_01JREFUND' }).getAttribute('href')).toBe(
      '/admin/transactions/ord_01JREFUND',
    );
    expect(items[1]!.textContent).toContain('Payout run');
    expect(within(items[1]!).getByRole('link', { name: 'Order ord_02JPAYOUT' }).getAttribute('href')).toBe(
      '/admin/transactions/ord_02JPAYOUT',
    );
    expect(screen.getAllByTestId('needs-attention-replay').map((p) => p.textContent)).toEqual([
      'Replay with npm run redrive -- schedule-dead-letters once the cause is fixed (docs/operations.md).',
      'Replay with npm run redrive -- task-failures once the cause is fixed (docs/operations.md).',
    ]);
  });

  it('says it in Swedish, one task in the singular, an unknown task by its name', async () => {
    show({
      total: 3,
      items: [{ queue: 'outbox-failures', id: 'x', task: 'mystery', order_id: null, error: null, at: null }],
    });
    const en = await screen.findByTestId('needs-attention');
    expect(within(en).getByRole('heading').textContent).toBe(
      'Needs attention: 3 money tasks failed every retry',
    );
    expect(en.textContent).toContain('The latest 1 of 3 are listed here.');
    expect(within(en).getByRole('listitem').textContent).toContain('mystery');
    expect(within(en).queryByRole('link')).toBeNull();
    cleanup();

    show({ total: 1, items: [{ ...twoFailed.items[0]! }] }, 'sv');
    const sv = await screen.findByTestId('needs-attention');
    expect(within(sv).getByRole('heading').textContent).toBe(
      'Behöver åtgärdas: 1 betalningsuppgift misslyckades vid varje försök',
    );
    expect(within(sv).getByRole('listitem').textContent).toContain('Återbetalning vid hämtningsfristen');
    expect(within(sv).getByRole('listitem').textContent).toContain('Misslyckades 2 dec. 2026 00:44');
    expect(within(sv).getByRole('link', { name: 'Beställning ord_01JREFUND' }).getAttribute('href')).toBe(
      '/admin/transactions/ord_01JREFUND',
    );
    expect(within(sv).getByTestId('needs-attention-replay').textContent).toBe(
      'Kör om med npm run redrive -- schedule-dead-letters när orsaken är åtgärdad (docs/operations.md).',
    );
  });

  it('shows nothing when nothing failed', async () => {
    show({ total: 0, items: [] });
    await screen.findByTestId('gmv-today');
    expect(screen.queryByTestId('needs-attention')).toBeNull();
    expect(screen.queryByTestId('needs-attention-unread')).toBeNull();
    expect(screen.queryByText(/Needs attention/)).toBeNull();
  });

  it('says quietly when the failure queues could not be read, in both languages', async () => {
    show(null);
    expect((await screen.findByTestId('needs-attention-unread')).textContent).toBe(
      'The failure queues could not be read, so money tasks that failed every retry are not shown here.',
    );
    expect(screen.queryByTestId('needs-attention')).toBeNull();
    cleanup();
    show(null, 'sv');
    expect((await screen.findByTestId('needs-attention-unread')).textContent).toBe(
      'Felköerna kunde inte läsas, så betalningsuppgifter som misslyckats vid varje försök visas inte här.',
    );
  });
});

describe('the dashboard’s sales value (issue 40)', () => {
  it('says the figures are in euros, a sale in kronor counted at its own order’s rate, in each language', async () => {
    show(twoFailed);
    expect((await screen.findByTestId('gmv-currency-note')).textContent).toBe(
      'Amounts in euros; sales in kronor are counted at each order’s own rate.',
    );
    expect(screen.getByTestId('gmv-today').textContent).toMatch(/^€/);
    cleanup();
    show(twoFailed, 'sv');
    expect((await screen.findByTestId('gmv-currency-note')).textContent).toBe(
      'Belopp i euro; försäljning i kronor räknas om till varje orders egen kurs.',
    );
  });
});

describe('the admin dashboard', () => {
  it('shows each figure as a card, with links to act on them', async () => {
    show({ total: 0, items: [] });
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
    expect(api.paths).toEqual(['/admin/dashboard']);
  });

  it('says so when the figures cannot be loaded, in Swedish too, and tries again', async () => {
    api.answer = () => json({ error: { code: 'internal', message: 'x' } }, 500);
    showPage('sv');
    expect(await screen.findByText('Siffrorna kunde inte hämtas. Försök igen om en stund.')).toBeTruthy();
    api.answer = () => json({ ...figures, needs_attention: { total: 0, items: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect((await screen.findByTestId('gmv-today')).textContent).toMatch(/^450\s€$/);
  });
});
