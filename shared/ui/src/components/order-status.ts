import type { OrderStatusLine } from '@konstvagg/contracts/vocabulary';

/*
 * The status line's key and tone, apart from its messages (order-status-messages.ts): a production
 * build compiles every string of a message module into an ICU message, which turned these tones
 * into objects ("kv-badge--[object Object]", every badge grey).
 */

export type OrderStatusLineKey = `orderStatusLine.${OrderStatusLine}`;

/** The message key of a status line. */
export const orderStatusLineKey = (line: OrderStatusLine): OrderStatusLineKey => `orderStatusLine.${line}`;

/** The badge colour of a status line (kv-badge--<tone>). */
export const ORDER_STATUS_LINE_TONE: Record<OrderStatusLine, 'accent' | 'success' | 'warning' | 'danger'> = {
  awaiting_payment: 'warning',
  cancelled: 'danger',
  awaiting_pickup: 'warning',
  collected: 'accent',
  payout_scheduled: 'accent',
  paid_out: 'success',
  refunded_not_collected: 'danger',
  refunded_late_payment: 'danger',
  refunded_admin: 'danger',
  refunded_dispute_lost: 'danger',
  disputed: 'danger',
};
