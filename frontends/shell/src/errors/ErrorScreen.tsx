import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button, Logo } from '@konstvagg/ui';

/**
 * The error fallback screen: the logo linking to /, 'Something went wrong', the apology and
 * a 'Try Again' button. `plainLink` uses an <a> for places outside the router's context.
 */
export function ErrorScreen({
  onRetry,
  plainLink = false,
  title,
  text,
}: {
  onRetry: () => void;
  plainLink?: boolean;
  title?: string;
  text?: string;
}) {
  const logo = <Logo />;
  return (
    <div className="shell-error" role="alert">
      {plainLink ? (
        <a href="/" className="shell-error__logo">
          {logo}
        </a>
      ) : (
        <Link to="/" className="shell-error__logo">
          {logo}
        </Link>
      )}
      <h1 className="shell-error__title">{title ?? <FormattedMessage id="error.title" />}</h1>
      <p className="shell-error__text">{text ?? <FormattedMessage id="error.text" />}</p>
      <Button onClick={onRetry}>
        <FormattedMessage id="error.retry" />
      </Button>
    </div>
  );
}
