// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { formatPrice } from '@konstvagg/rules';
import { LanguageProvider } from '../language/LanguageProvider.tsx';
import { orderStatusLineMessages } from '../components/order-status-messages.ts';
import { Figures } from './Figures.tsx';
import {
  PayoutAccountNotice,
  SaleStatementTable,
  payoutStatusKey,
  useStatementMoney,
  type SaleStatementTexts,
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
    payout: {
      party: 'artist',
      amount: 850,
      status: 'scheduled',
      scheduled_for: '2026-11-23',
      sent_at: null,
      waiting_reason: null,
    },
    share: 850,
    party: 'Café Linné',
    ...over,
  };
}

const texts: SaleStatementTexts = {
  date: 'Date',
  work: 'Work',
  status: 'Status',
  price: 'Price',
  payout: 'Payout',
  listPrice: ({ price, rate }) => `List price ${price} at ${rate}`,
  payoutStatus: (status) => `payout:${status}`,
  payoutPending: 'After pickup',
};

function wrap(children: ReactNode) {
  return (
    <LanguageProvider initial="en">
      <IntlProvider locale="en" messages={orderStatusLineMessages.en}>
        <MemoryRouter>{children}</MemoryRouter>
      </IntlProvider>
    </LanguageProvider>
  );
}

function table(sales: Sale[]) {
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
            { header: 'Yours', cell: (s) => <strong>{s.share}</strong> },
            { header: 'VAT', cell: () => '20' },
          ]}
          texts={texts}
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
      'Date',
      'Work',
      'Status',
      'Price',
      'Yours',
      'VAT',
      'Payout',
    ]);
    expect(headers.map((h) => h.className)).toEqual(['', '', '', 'num', 'num', 'num', '']);

    const [, first, second] = screen.getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'day 2026-11-20',
      'Work 1Café Linné',
      orderStatusLineMessages.en['orderStatusLine.payout_scheduled'],
      formatPrice(1000, 'en', 'EUR'),
      '850',
      '20',
      'payout:scheduledday 2026-11-23',
    ]);
    expect(cells[2]!.querySelector('[data-status-line]')?.getAttribute('data-status-line')).toBe(
      'payout_scheduled',
    );
    expect(cells[2]!.querySelector('.kv-badge--accent')).not.toBeNull();
    expect(cells[4]!.className).toBe('num');
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
      `List price ${formatPrice(450, 'en', 'EUR')} at 11.5556`,
    );
  });

  it('says a payout without a day is pending, and why it waits', () => {
    const waiting = sale(1).payout;
    table([
      sale(1, {
        payout: {
          ...waiting,
          status: 'waiting_for_account',
          scheduled_for: null,
          waiting_reason: 'No account',
        },
      }),
    ]);
    const payout = screen.getAllByRole('cell').at(-1)!;
    expect(payout.textContent).toBe('payout:waiting_for_accountAfter pickupNo account');
    expect(payout.querySelector('.kv-payout--waiting_for_account')).not.toBeNull();
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
          texts={{
            promise: 'Paid the next day.',
            title: 'No account',
            text: 'Connect one.',
            action: 'Connect',
          }}
          classNames={{ promise: 'my-promise', missing: 'my-missing' }}
        />,
      ),
    );

  it('promises the payout when the account can receive it', () => {
    notice(true);
    expect(screen.getByText('Paid the next day.').className).toBe('kv-muted my-promise');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('else names what is missing and leads to the onboarding', () => {
    notice(false);
    const region = screen.getByRole('region', { name: 'No account' });
    expect(region.className).toBe('kv-card kv-payout-missing my-missing');
    expect(within(region).getByText('Connect one.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Connect' }).getAttribute('href')).toBe(
      '/artist/stripe/onboarding',
    );
    expect(screen.queryByText('Paid the next day.')).toBeNull();
  });
});

describe('useStatementMoney', () => {
  const hook = (statement: { figures: { currency: string } } | undefined, sales: { currency: string }[]) =>
    renderHook(() => useStatementMoney(statement, sales), {
      wrapper: ({ children }) => <LanguageProvider initial="sv">{children}</LanguageProvider>,
    }).result.current;

  it('formats an amount in its own currency and a total in the payee’s', () => {
    const money = hook({ figures: { currency: 'SEK' } }, [{ currency: 'SEK' }]);
    expect(money.language).toBe('sv');
    expect(money.money(12.5, 'EUR')).toBe(formatPrice(12.5, 'sv', 'EUR'));
    expect(money.total(5200)).toBe(formatPrice(5200, 'sv', 'SEK'));
    expect(money.otherCurrencies).toBe(false);
  });

  it('says when a sale shown is in another currency than the totals', () => {
    expect(
      hook({ figures: { currency: 'SEK' } }, [{ currency: 'SEK' }, { currency: 'EUR' }]).otherCurrencies,
    ).toBe(true);
  });

  it('before the statement has loaded, totals are in the list currency and nothing differs', () => {
    const money = hook(undefined, [{ currency: 'SEK' }]);
    expect(money.total(10)).toBe(formatPrice(10, 'sv', 'EUR'));
    expect(money.otherCurrencies).toBe(false);
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
