// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { orderStatusLineMessages } from './order-status-messages.ts';
import { StatusLineBadge } from './StatusLineBadge.tsx';

afterEach(cleanup);

describe('StatusLineBadge', () => {
  it('says the status line in the area’s words, in its tone, with its code for tests', () => {
    render(
      <IntlProvider locale="sv" messages={orderStatusLineMessages.sv}>
        <StatusLineBadge line="refunded_not_collected" />
      </IntlProvider>,
    );
    const badge = screen.getByText(orderStatusLineMessages.sv['orderStatusLine.refunded_not_collected']);
    expect(badge.tagName).toBe('SPAN');
    expect(badge.className).toBe('kv-badge kv-badge--danger');
    expect(badge.getAttribute('data-status-line')).toBe('refunded_not_collected');
  });

  it('can stand as a paragraph of its own', () => {
    render(
      <IntlProvider locale="en" messages={orderStatusLineMessages.en}>
        <StatusLineBadge line="paid_out" as="p" />
      </IntlProvider>,
    );
    const badge = screen.getByText(orderStatusLineMessages.en['orderStatusLine.paid_out']);
    expect(badge.tagName).toBe('P');
    expect(badge.className).toBe('kv-badge kv-badge--success');
  });
});
