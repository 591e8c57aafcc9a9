import { useIntl } from 'react-intl';
import { Button } from '@konstvagg/ui';

/** A figure page's "could not be loaded" card with its "Try again". */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="adm-card" role="alert">
      <h2>{message}</h2>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {intl.formatMessage({ id: 'dashboard.retry' })}
      </Button>
    </div>
  );
}
