import { FormattedMessage } from 'react-intl';
import { Button } from '@konstvagg/ui';

/**
 * Shown over a page whose session ended in another tab while it held typed input (issue 38): the
 * input stays; logging in again here (the auth modal, staying on the page) lets it be saved.
 */
export function EndedElsewhereBanner({ onLogIn }: { onLogIn: () => void }) {
  return (
    <div className="shell-ended" role="alert">
      <p>
        <strong>
          <FormattedMessage id="session.endedElsewhere.title" />
        </strong>{' '}
        <FormattedMessage id="session.endedElsewhere.text" />
      </p>
      <Button size="sm" onClick={onLogIn}>
        <FormattedMessage id="session.endedElsewhere.logIn" />
      </Button>
    </div>
  );
}
