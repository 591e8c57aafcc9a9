import { Button } from '@konstvagg/ui';
import { useT } from '../../../messages/index.ts';

/**
 * "We couldn't load this part of the page" with a retry, for a home section whose data or code did
 * not arrive. `quiet` leaves out the alert role: a below-the-fold section's code fails while the
 * visitor may be reading something else, so it is not announced over what they read.
 */
export function SectionError({
  onRetry,
  busy = false,
  quiet = false,
}: {
  onRetry: () => void;
  busy?: boolean;
  quiet?: boolean;
}) {
  const t = useT();
  return (
    <div role={quiet ? undefined : 'alert'} className="mp-home-error">
      <p>{t('home.sectionError')}</p>
      <Button variant="secondary" onClick={onRetry} busy={busy}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
