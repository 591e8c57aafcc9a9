import { isRole, TOKEN_STORAGE_KEYS, type SessionTokens, type SessionUser } from '@konstvagg/ui';

/**
 * The open tabs of this site talk about the session over a BroadcastChannel (issue 38,
 * docs/decisions.md "A session-only login is shared by the tabs of the browser session"):
 *
 * - A login without "remember me" lives in one tab's sessionStorage, which a new tab (one opened
 *   from a mail link, too) does not see. A tab that starts without a session asks the open tabs;
 *   one that holds a session-only login answers with it, and the new tab keeps it in its own
 *   sessionStorage. The session still ends with the browser session: nothing is written to
 *   localStorage, and once every tab is closed no copy is left.
 * - A logout tells the other tabs, which the `storage` event cannot do for sessionStorage.
 *
 * Only tabs of this origin share a BroadcastChannel, the same reach as localStorage has.
 */
const CHANNEL = 'konstvagg-session';

/** How long a new tab waits for an open tab's answer before it counts as signed out. */
const ASK_TIMEOUT_MS = 300;

type Message =
  | { type: 'ask'; id: string }
  | { type: 'share'; id: string; user: SessionUser; tokens: SessionTokens }
  | { type: 'ended' };

let channel: BroadcastChannel | null = null;
function open(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL);
  return channel;
}

/** Whether this browser can ask its other tabs at all. */
export const canAskTabs = () => typeof BroadcastChannel !== 'undefined';

/** This tab's session-only login (sessionStorage), if it holds one. */
function tabOnlySession(): { user: SessionUser; tokens: SessionTokens } | null {
  try {
    const s = window.sessionStorage;
    const accessToken = s.getItem(TOKEN_STORAGE_KEYS.access);
    const refreshToken = s.getItem(TOKEN_STORAGE_KEYS.refresh);
    const user = JSON.parse(s.getItem(TOKEN_STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
    if (!accessToken || !refreshToken || !user || !isRole(user.role)) return null;
    return { user, tokens: { accessToken, refreshToken } };
  } catch {
    return null;
  }
}

/**
 * Answers other tabs' questions with this tab's session-only login, and calls `onEnded` when
 * another tab logs out. Returns the unsubscribe.
 */
export function serveOtherTabs(onEnded: () => void): () => void {
  const ch = open();
  if (!ch) return () => {};
  const onMessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.type === 'ask') {
      const session = tabOnlySession();
      if (session) ch.postMessage({ type: 'share', id: message.id, ...session } satisfies Message);
    } else if (message?.type === 'ended') onEnded();
  };
  ch.addEventListener('message', onMessage);
  return () => ch.removeEventListener('message', onMessage);
}

/** Asks the open tabs for a session-only login; null when none answers in time. */
export function askOpenTabs(
  timeoutMs = ASK_TIMEOUT_MS,
): Promise<{ user: SessionUser; tokens: SessionTokens } | null> {
  const ch = open();
  if (!ch) return Promise.resolve(null);
  const id = Math.random().toString(36).slice(2);
  return new Promise((resolve) => {
    const done = (answer: { user: SessionUser; tokens: SessionTokens } | null) => {
      clearTimeout(timer);
      ch.removeEventListener('message', onMessage);
      resolve(answer);
    };
    const onMessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message?.type === 'share' && message.id === id && isRole(message.user?.role))
        done({ user: message.user, tokens: message.tokens });
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    ch.addEventListener('message', onMessage);
    ch.postMessage({ type: 'ask', id } satisfies Message);
  });
}

/** Tells the other tabs that this one logged out. */
export function announceLogout(): void {
  open()?.postMessage({ type: 'ended' } satisfies Message);
}
