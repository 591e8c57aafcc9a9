import type { Order } from '@konstvagg/contracts';
import { ORDER_STATUS_LINE_TONE, orderStatusLineKey } from '@konstvagg/ui';
import { useT } from '../../../messages/index.ts';

/**
 * The order's status line as a badge (issue 38): the API's `status_line` in the UI kit's words and
 * tone, so a buyer reads the same line as the artist, the venue and the admin do.
 */
export function StatusLine({ order, as: Tag = 'span' }: { order: Order; as?: 'span' | 'p' }) {
  const t = useT();
  return (
    <Tag
      className={`kv-badge kv-badge--${ORDER_STATUS_LINE_TONE[order.status_line]}`}
      data-status-line={order.status_line}
    >
      {t(orderStatusLineKey(order.status_line))}
    </Tag>
  );
}
