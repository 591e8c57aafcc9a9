import type { AdminTransaction } from '@konstvagg/contracts/vocabulary';
import type { BadgeTone } from '@konstvagg/ui';

/** The badge colour of an order status: money still moving, done, or undone. */
export function statusTone(status: AdminTransaction['status']): BadgeTone {
  switch (status) {
    case 'paid_out':
      return 'success';
    case 'refunded':
    case 'cancelled':
      return 'neutral';
    case 'pending_payment':
      return 'warning';
    default:
      return 'accent';
  }
}
