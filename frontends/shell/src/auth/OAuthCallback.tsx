import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { OAUTH_MESSAGE, type OAuthMessage } from './oauth.ts';

/** Reads the provider's answer from the fragment (or the query) of /auth/callback. */
export function readCallback(hash: string, search: string): OAuthMessage {
  const params = new URLSearchParams(hash.replace(/^#/, '') || search.replace(/^\?/, ''));
  const message: OAuthMessage = { type: OAUTH_MESSAGE, state: params.get('state') ?? '' };
  const idToken = params.get('id_token');
  const error = params.get('error');
  const user = params.get('user');
  if (idToken) message.idToken = idToken;
  if (error) message.error = error;
  if (user) {
    try {
      message.user = JSON.parse(user) as unknown;
    } catch {
      // Apple's name object is optional; a broken one is dropped.
    }
  }
  return message;
}

/**
 * /auth/callback, opened in the OAuth popup: posts the answer to the page that opened it (same
 * origin only) and closes. Without an opener (opened directly) it says so.
 */
export function OAuthCallback() {
  const [orphan, setOrphan] = useState(false);
  useEffect(() => {
    const message = readCallback(window.location.hash, window.location.search);
    const opener = window.opener as Window | null;
    if (!opener || opener === window) {
      setOrphan(true);
      return;
    }
    opener.postMessage(message, window.location.origin);
    window.close();
  }, []);
  return (
    <main className="shell-callback">
      <p role="status">
        <FormattedMessage id={orphan ? 'oauth.callbackOrphan' : 'oauth.callbackDone'} />
      </p>
      {orphan ? (
        <p>
          <a href="/login">
            <FormattedMessage id="forgot.back" />
          </a>
        </p>
      ) : null}
    </main>
  );
}
