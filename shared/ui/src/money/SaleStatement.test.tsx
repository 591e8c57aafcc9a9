// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { formatPrice } from '@konstvagg/rules';
import { LanguageProvider } from '../language/LanguageProvider.tsx';
import { orderStatusLineMessages } from '../components/order-status-messages.ts';
import { Figures } from './Figures.tsx';
import { testPayout } from './fixtures.test-helpers.ts';
import {
  PayoutAccountNotice,
  SaleStatementTable,
  StatementTotals,
  payoutStatusKey,
  type StatementSale,
} from './SaleStatement.tsx';

afterEach(cleanup);

type Sale = StatementSale & { share: number; party: string | null };

function sale(n: number, over: Partial<Sale> = {}): Sale {
  return {
    order_id: `ord-${n}`,
    status_line: 'payout_scheduled',
    title: `Work ${n}`,
    sold_at: '2026-11-20T10:00:00.000Z',
    amount: 1000,
    currency: 'EUR',
    list_price: null,
    payout: testPayout(),
    share: 850,
    party: 'Café Linné',
    ...over,
  };
}

/** An area's messages, as its `t` reads them: the key itself, and the values after it. */
const t = (key: string, values?: Record<string, string | number>) =>
  values
    ? `${key} ${Object.entries(values)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')}`
    : key;

function wrap(children: ReactNode) {
  return (
    <LanguageProvider initial="en">
      <IntlProvider locale="en" messages={orderStatusLineMessages.en}>
        <MemoryRouter>{children}</MemoryRouter>
      </IntlProvider>
    </LanguageProvider>
  );
}

function table(sales: Sale[], payoutPending?: string) {
  render(
    wrap(
      <>
        <h2 id="statement">Statement</h2>
        <SaleStatementTable
          labelledBy="statement"
          minWidth="50rem"
          sales={sales}
          day={(iso) => (iso ? `day ${iso.slice(0, 10)}` : '')}
          party={(s) => s.party}
          amounts={[
            { header: 'Yours', amount: (s) => s.share, detail: () => '85 %', strong: true },
            { header: 'VAT', amount: () => 20 },
          ]}
          t={t}
          payoutPending={payoutPending}
        />
      </>,
    ),
  );
}

describe('SaleStatementTable', () => {
  it('shows the common columns around the payee’s amounts, one row a sale', () => {
    table([sale(1), sale(2, { party: null })]);
    const region = screen.getByRole('region', { name: 'Statement' });
    expect(within(region).getByRole('table').style.minWidth).toBe('50rem');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'sales.col.date',
      'sales.col.work',
      'sales.col.status',
      'sales.col.price',
      'Yours',
      'VAT',
      'sales.col.payout',
    ]);
    expect(headers.map((h) => h.className)).toEqual(['', '', '', 'num', 'num', 'num', '']);

    const [, first, second] = screen.getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'day 2026-11-20',
      'Work 1Café Linné',
      orderStatusLineMessages.en['orderStatusLine.payout_scheduled'],
      formatPrice(1000, 'en', 'EUR'),
      `${formatPrice(850, 'en', 'EUR')}85 %`,
      formatPrice(20, 'en', 'EUR'),
      'sales.payout.scheduledday 2026-11-23',
    ]);
    expect(cells[2]!.querySelector('[data-status-line]')?.getAttribute('data-status-line')).toBe(
      'payout_scheduled',
    );
    expect(cells[2]!.querySelector('.kv-badge--accent')).not.toBeNull();
    expect(cells[4]!.className).toBe('num');
    // The payee's share stands out; the line under it is muted.
    expect(cells[4]!.querySelector('strong')?.textContent).toBe(formatPrice(850, 'en', 'EUR'));
    expect(cells[4]!.querySelector('.kv-muted')?.textContent).toBe('85 %');
    expect(cells[5]!.querySelector('strong')).toBeNull();
    // No other party: the title alone.
    expect(within(second!).getAllByRole('cell')[1]!.textContent).toBe('Work 2');
  });

  it('puts the list price and rate under a price charged in another currency', () => {
    table([
      sale(1, {
        amount: 5200,
        currency: 'SEK',
        list_price: { amount: 450, currency: 'EUR', rate: 11.5556, rate_date: '2026-11-19' },
      }),
    ]);
    expect(screen.getByTestId('sale-list-price').textContent).toBe(
      `sales.listPrice price=${formatPrice(450, 'en', 'EUR')} rate=11.5556`,
    );
    // Every amount of the row is in the sale's currency.
    expect(screen.getAllByRole('cell')[3]!.firstChild?.textContent).toBe(formatPrice(5200, 'en', 'SEK'));
  });

  it('says a payout without a day is pending, and why it waits', () => {
    const payout = testPayout({
      status: 'waiting_for_account',
      scheduled_for: null,
      waiting_reason: 'No account',
    });
    table([sale(1, { payout })], 'After pickup');
    const cell = screen.getAllByRole('cell').at(-1)!;
    expect(cell.textContent).toBe('sales.payout.waiting_for_accountAfter pickupNo account');
    expect(cell.querySelector('.kv-payout--waiting_for_account')).not.toBeNull();
  });
});

describe('PayoutAccountNotice', () => {
  const notice = (canReceive: boolean) =>
    render(
      wrap(
        <PayoutAccountNotice
          canReceive={canReceive}
          id="no-account"
          onboardingPath="/artist/stripe/onboarding"
          t={t}
          classNames={{ promise: 'my-promise', missing: 'my-missing' }}
        />,
      ),
    );

  it('promises the payout when the account can receive it', () => {
    notice(true);
    expect(screen.getByText('sales.promise').className).toBe('kv-muted my-promise');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('else names what is missing and leads to the onboarding', () => {
    notice(false);
    const region = screen.getByRole('region', { name: 'sales.noAccount.title' });
    expect(region.className).toBe('kv-card kv-payout-missing my-missing');
    expect(within(region).getByText('sales.noAccount.text')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'sales.noAccount.action' }).getAttribute('href')).toBe(
      '/artist/stripe/onboarding',
    );
    expect(screen.queryByText('sales.promise')).toBeNull();
  });
});

describe('StatementTotals', () => {
  const figures = {
    currency: 'SEK',
    sales: 3,
    awaiting_pickup: 100,
    earned: 2550,
    on_its_way: 550,
    paid_out: 2000,
  };
  const totals = (sales: { currency: string }[], sold?: { label: string; amount: number }) =>
    render(
      <LanguageProvider initial="sv">
        <StatementTotals
          figures={figures}
          sales={sales}
          earnedLabel="Earned"
          sold={sold}
          t={t}
          classNames={{ figures: 'narrow', note: 'my-note' }}
        />
      </LanguageProvider>,
    );
  const listed = () =>
    [...document.querySelectorAll('dl > div')].map((d) => [
      d.firstChild?.textContent,
      d.lastChild?.textContent,
    ]);

  it('lists the payee’s figures in its currency, then when a sale is earned', () => {
    totals([{ currency: 'SEK' }]);
    expect(document.querySelector('dl')!.className).toBe('kv-figures narrow');
    expect(listed()).toEqual([
      ['sales.totals.count', '3'],
      ['sales.totals.awaitingPickup', formatPrice(100, 'sv', 'SEK')],
      ['Earned', formatPrice(2550, 'sv', 'SEK')],
      ['sales.totals.onItsWay', formatPrice(550, 'sv', 'SEK')],
      ['sales.totals.paidOut', formatPrice(2000, 'sv', 'SEK')],
    ]);
    expect(screen.getByText('sales.totals.note').className).toBe('kv-muted my-note');
    expect(screen.queryByTestId('statement-other-currencies')).toBeNull();
  });

  it('lists what the sales sold for after the count, where the payee shows it', () => {
    totals([], { label: 'Sold for', amount: 3000 });
    expect(listed()[1]).toEqual(['Sold for', formatPrice(3000, 'sv', 'SEK')]);
    expect(listed()).toHaveLength(6);
  });

  it('says when a sale shown is in another currency than the totals', () => {
    totals([{ currency: 'SEK' }, { currency: 'EUR' }]);
    const note = screen.getByTestId('statement-other-currencies');
    expect(note.textContent).toBe('sales.totals.otherCurrencies currency=SEK');
    expect(note.className).toBe('kv-muted my-note');
  });
});

describe('payoutStatusKey', () => {
  it('names the area’s message of a payout status', () => {
    expect(payoutStatusKey('waiting_for_account')).toBe('sales.payout.waiting_for_account');
  });
});

describe('Figures', () => {
  it('lists each figure’s name and value in order, with the area’s class beside the kit’s', () => {
    render(
      <Figures
        className="narrow"
        items={[
          { label: 'Sales', value: 3 },
          { label: 'Paid out', value: '€850' },
        ]}
      />,
    );
    const list = screen.getByText('Sales').closest('dl')!;
    expect(list.className).toBe('kv-figures narrow');
    expect([...list.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Sales', 'Paid out']);
    expect([...list.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['3', '€850']);
  });
});
