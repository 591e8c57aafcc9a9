import { useIntl } from 'react-intl';
import type { AdminTransaction } from '@konstvagg/contracts/vocabulary';
import { Badge, type BadgeTone } from '@konstvagg/ui';

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
