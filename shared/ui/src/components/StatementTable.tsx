import type { ReactNode } from 'react';
import './statement-table.css';

/**
 * A money statement's table (sales, commissions, transactions): a keyboard-focusable region that
 * scrolls sideways on a phone, so its columns keep their width. Amount cells take `className="num"`.
 */
export function StatementTable({
  labelledBy,
  minWidth = '40rem',
  children,
}: {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth?: string;
  /** The <thead> and <tbody>. */
  children: ReactNode;
}) {
  return (
    <div className="kv-statement-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="kv-statement" style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}

/** A payout's status (PayoutStatus of the contracts); it names the badge's colour class. */
export type PayoutStatusName = string;

/**
 * One payout in a statement: its status as a badge, the day it was sent or is due (or `pending`
 * when it has none yet), and why it waits, if it does.
 */
export function PayoutCell({
  status,
  label,
  day,
  pending,
  reason,
}: {
  status: PayoutStatusName;
  label: string;
  day: string;
  pending?: ReactNode;
  reason?: string | null;
}) {
  return (
    <>
      <span className={`kv-badge kv-payout kv-payout--${status}`}>{label}</span>
      {day ? <div>{day}</div> : pending ? <div className="kv-muted">{pending}</div> : null}
      {reason ? <div className="kv-muted kv-payout__reason">{reason}</div> : null}
    </>
  );
}
