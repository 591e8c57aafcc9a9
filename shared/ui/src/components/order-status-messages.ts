import type { OrderStatusLine } from '@konstvagg/contracts/vocabulary';

/**
 * The order's status line (the API's `status_line`, domain orderStatusLine), in both languages:
 * one text per code, the same for every reader of the order. An area spreads them into its own
 * messages and shows `orderStatusLine.<code>` with the tone `ORDER_STATUS_LINE_TONE` gives
 * (order-status.ts: a message module holds messages only, as its every string is compiled to an
 * ICU message in a production build).
 */
export const orderStatusLineMessages = {
  en: {
    'orderStatusLine.awaiting_payment': 'Awaiting payment',
    'orderStatusLine.cancelled': 'Cancelled, not paid',
    'orderStatusLine.awaiting_pickup': 'Paid, awaiting pickup',
    'orderStatusLine.collected': 'Collected',
    'orderStatusLine.payout_scheduled': 'Collected, payout under way',
    'orderStatusLine.paid_out': 'Collected and paid out',
    'orderStatusLine.refunded_not_collected': 'Refunded: not collected in time',
    'orderStatusLine.refunded_late_payment': 'Refunded: the payment came too late',
    'orderStatusLine.refunded_admin': 'Refunded by Konstvägg',
    'orderStatusLine.refunded_dispute_lost': 'Refunded by the buyer’s bank',
    'orderStatusLine.disputed': 'Disputed: the bank holds the payment',
  },
  sv: {
    'orderStatusLine.awaiting_payment': 'Väntar på betalning',
    'orderStatusLine.cancelled': 'Avbruten, inte betald',
    'orderStatusLine.awaiting_pickup': 'Betald, väntar på hämtning',
    'orderStatusLine.collected': 'Hämtad',
    'orderStatusLine.payout_scheduled': 'Hämtad, utbetalning pågår',
    'orderStatusLine.paid_out': 'Hämtad och utbetald',
    'orderStatusLine.refunded_not_collected': 'Återbetald: hämtades inte i tid',
    'orderStatusLine.refunded_late_payment': 'Återbetald: betalningen kom för sent',
    'orderStatusLine.refunded_admin': 'Återbetald av Konstvägg',
    'orderStatusLine.refunded_dispute_lost': 'Återbetald av köparens bank',
    'orderStatusLine.disputed': 'Bestriden: banken håller betalningen',
  },
} as const satisfies Record<'en' | 'sv', Record<`orderStatusLine.${OrderStatusLine}`, string>>;
