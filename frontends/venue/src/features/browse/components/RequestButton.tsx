import { useId } from 'react';
import type { ArtworkStatus } from '@konstvagg/contracts/vocabulary';
import { Button } from '@konstvagg/ui';
import { useT } from '../../../common/text.tsx';
import type { ExhibitionView } from '@konstvagg/contracts';

/** Why a request cannot be made now, or null when it can. */
function requestBlock(
  status: ArtworkStatus,
  open: ExhibitionView | undefined,
): 'requested' | 'ongoing' | 'unavailable' | null {
  if (open) return open.status === 'requested' ? 'requested' : 'ongoing';
  if (status !== 'available') return 'unavailable';
  return null;
}

/** "Request for my venue", or the same button disabled with the reason written beside it. */
export function RequestButton({
  title,
  status,
  open,
  onRequest,
  size = 'sm',
}: {
  title: string;
  status: ArtworkStatus;
  open: ExhibitionView | undefined;
  onRequest: () => void;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const reasonId = useId();
  const block = requestBlock(status, open);
  return (
    <span className="venue-request">
      <Button
        size={size}
        disabled={block !== null}
        aria-describedby={block ? reasonId : undefined}
        aria-label={t('request.buttonFor', { title })}
        onClick={onRequest}
      >
        {t('request.button')}
      </Button>
      {block ? (
        <span id={reasonId} className="venue-request__why">
          {t(`request.blocked.${block}`)}
        </span>
      ) : null}
    </span>
  );
}
