import { useIntl } from 'react-intl';
import type { AdminTransaction, OrderStatusLine } from '@konstvagg/contracts/vocabulary';
import { Badge, ORDER_STATUS_LINE_TONE, orderStatusLineKey, type BadgeTone } from '@konstvagg/ui';

/**
 * The order's status line as a badge: the words its buyer, artist and venue read for it (the API's
 * `status_line`, issue 38), not the raw status, which the detail page lists among its facts.
 */
export function StatusLineBadge({ line }: { line: OrderStatusLine }) {
  const intl = useIntl();
  return (
    <span className={`kv-badge kv-badge--${ORDER_STATUS_LINE_TONE[line]}`} data-status-line={line}>
      {intl.formatMessage({ id: orderStatusLineKey(line) })}
    </span>
  );
}

/**
 * The dispute badge of an order, or null without a dispute: an open or lost one is a problem, a
 * won one or a closed inquiry is history.
 */
function disputeBadge(dispute: AdminTransaction['dispute']): { tone: BadgeTone; message: string } | null {
  switch (dispute) {
    case null:
      return null;
    case 'open':
      return { tone: 'danger', message: 'transactions.disputed' };
    case 'lost':
      return { tone: 'danger', message: 'transactions.dispute.lost' };
    default:
      return { tone: 'neutral', message: `transactions.dispute.${dispute}` };
  }
}

/** The order's dispute as a badge (nothing without one). */
export function DisputeBadge({ dispute }: { dispute: AdminTransaction['dispute'] }) {
  const intl = useIntl();
  const badge = disputeBadge(dispute);
  return badge ? <Badge tone={badge.tone}>{intl.formatMessage({ id: badge.message })}</Badge> : null;
}
