import { useIntl } from 'react-intl';
import type { OrderStatusLine } from '@konstvagg/contracts/vocabulary';
import { ORDER_STATUS_LINE_TONE, orderStatusLineKey } from './order-status.ts';

/**
 * The order's status line as a badge (the API's `status_line`): the words every reader of the order
 * reads for it, from the area's messages (which spread orderStatusLineMessages), in its tone.
 * `data-status-line` holds the code, for tests that compare it with the API's.
 */
export function StatusLineBadge({ line, as: Tag = 'span' }: { line: OrderStatusLine; as?: 'span' | 'p' }) {
  const intl = useIntl();
  return (
    <Tag className={`kv-badge kv-badge--${ORDER_STATUS_LINE_TONE[line]}`} data-status-line={line}>
      {intl.formatMessage({ id: orderStatusLineKey(line) })}
    </Tag>
  );
}
