import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { logout, me } from '@konstvagg/contracts/endpoints';
import {
  call,
  ApiError,
  clearSession,
  endSessionRequests,
  readStoredUser,
  readToken,
  sessionHooks,
  SessionContextProvider,
  TOKEN_STORAGE_KEYS,
  useToast,
  writeSession,
  writeStoredUser,
  isRole,
  type SessionState,
  type SessionUser,
} from '@konstvagg/ui';
import { startedFromServerHtml } from '../app/server-state.ts';
import { announceLogout, askOpenTabs, canAskTabs, serveOtherTabs } from './tab-sessions.ts';

/**
 * The shell's own view of the session beside the kit's SessionState (issue 38): `resolving` while
 * a tab that started without a session asks the open tabs for a session-only login (a guard waits
 * instead of sending to /login); `endedElsewhere` when another tab logged out while this one held
 * typed input: the page stays as it is, with the input, until the person logs in again (the
 * banner in AuthModalHost) or leaves the page.
 */
export interface SessionStatus {
  resolving: boolean;
  endedElsewhere: boolean;
}
const SessionStatusContext = createContext<SessionStatus>({ resolving: false, endedElsewhere: false });
export const useSessionStatus = () => useContext(SessionStatusContext);

/** Whether the person has typed into a form on this page (its input would be lost by a redirect). */
function useTypedOnThisPage(pathname: string) {
  const typed = useRef(false);
  useEffect(() => {
    const onInput = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (event.isTrusted && target?.closest('form, [contenteditable="true"]')) typed.current = true;
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, []);
  useEffect(() => {
    typed.current = false;
  }, [pathname]);
  return typed;
}

/**
 * Holds the session (accessToken, refreshToken and user; localStorage, or sessionStorage
 * for a sign-in without "remember me"). On start with a stored session, GET /auth/me refreshes
 * the stored user; a 401 there (after the client's one refresh) logs out to /login.
 * Logout clears it and the query cache and goes to /login even if the server call fails; a session
 * that cannot be refreshed does the same (the API client calls sessionHooks.onSessionExpired).
 * Logout first ends the page's calls still in flight, then revokes the refresh token: a call that
 * met the revoked token would come back 401 and report the session as expired as well. The open
 * tabs share a session-only login and hear of a logout (tab-sessions.ts, SessionStatus).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Server HTML is rendered for a guest: hydrate as one, then show the stored user (one re-render).
  const [user, setUser] = useState<SessionUser | null>(() =>
    startedFromServerHtml() ? null : readStoredUser(),
  );
  useEffect(() => {
    // A transition: an urgent update reaching a part of the page still waiting for its chunks
    // would make React throw the server's HTML away and render that part again.
    if (startedFromServerHtml()) startTransition(() => setUser(readStoredUser()));
  }, []);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const intl = useIntl();
  const here = useRef('/');
  here.current = `${location.pathname}${location.search}${location.hash}`;
  const userRef = useRef(user);
  userRef.current = user;
  const typed = useTypedOnThisPage(location.pathname);
  const [resolving, setResolving] = useState(() => canAskTabs() && !readStoredUser());
  const [endedElsewhere, setEndedElsewhere] = useState<{ path: string; userId: string } | null>(null);
  const held = useRef(endedElsewhere);
  held.current = endedElsewhere;

  // A tab that starts without a session asks the open tabs for a session-only login first.
  useEffect(() => {
    if (!resolving) return;
    let active = true;
    void askOpenTabs().then((shared) => {
      if (!active) return;
      const adopted = shared && !readStoredUser() ? shared.user : null;
      if (adopted) writeSession(adopted, shared!.tokens, { remember: false });
      // A transition, as above: the answer comes while a part of a server-rendered page may still
      // wait for its chunks, and an urgent update would make React render that part again.
      startTransition(() => {
        if (adopted) setUser(adopted);
        setResolving(false);
      });
    });
    return () => {
      active = false;
    };
    // Once, on start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While a page is held after a logout elsewhere, a refetch on focus would meet no session.
  useEffect(() => {
    if (!endedElsewhere) return;
    focusManager.setFocused(false);
    return () => focusManager.setFocused(undefined);
  }, [endedElsewhere]);

  const signIn = useCallback<SessionState['signIn']>(
    (nextUser, tokens, options) => {
      writeSession(nextUser, tokens, options);
      // Logged in again over a held page: another account must not see the first one's data.
      if (held.current && held.current.userId !== nextUser.id) queryClient.clear();
      setEndedElsewhere(null);
      setUser(nextUser);
    },
    [queryClient],
  );

  const updateUser = useCallback<SessionState['updateUser']>((nextUser) => {
    writeStoredUser(nextUser);
    setUser(nextUser);
  }, []);

  const endSession = useCallback(() => {
    clearSession();
    setEndedElsewhere(null);
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  /**
   * Another tab logged out. With typed input on this page, the page stays (and its data) until a
   * login or a move to another page; else this tab is signed out like that one.
   */
  const endedInOtherTab = useCallback(() => {
    const current = userRef.current;
    if (!current) return;
    clearSession();
    if (typed.current) setEndedElsewhere({ path: location.pathname, userId: current.id });
    else endSession();
  }, [endSession, location.pathname, typed]);

  // Leaving the held page ends the session here as well.
  useEffect(() => {
    if (endedElsewhere && location.pathname !== endedElsewhere.path) endSession();
  }, [endedElsewhere, location.pathname, endSession]);

  const signOut = useCallback(async () => {
    const refreshToken = readToken('refresh');
    endSessionRequests();
    endSession();
    announceLogout();
    toast.success(intl.formatMessage({ id: 'toast.loggedOut' }));
    navigate('/login');
    try {
      // keepalive: the revocation still reaches the server if the person leaves /login at once.
      await call(logout, { body: refreshToken ? { refreshToken } : {}, keepalive: true });
    } catch {
      // Logout completes even if the call fails.
    }
  }, [endSession, navigate, toast, intl]);

  const expire = useCallback(() => {
    // A held page keeps its input: its banner already says to log in again.
    if (held.current) return;
    endSession();
    toast.error(intl.formatMessage({ id: 'toast.sessionExpired' }));
    const from = here.current;
    navigate('/login', { state: from.startsWith('/login') ? undefined : { from } });
  }, [endSession, navigate, toast, intl]);

  useEffect(() => {
    sessionHooks.onSessionExpired = expire;
    return () => {
      sessionHooks.onSessionExpired = () => {};
    };
  }, [expire]);

  // On start with a stored session: the current user from the server (GET /auth/me).
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !readStoredUser()) return;
    checked.current = true;
    call(me)
      .then(({ user: fresh }) => {
        // A transition, like the first update above: the page may still be hydrating.
        if (fresh && isRole(fresh.role) && readStoredUser()) startTransition(() => updateUser(fresh));
      })
      .catch((error: unknown) => {
        // A 401 that survived the client's refresh: the session is over. Offline: keep it.
        if (error instanceof ApiError && error.status === 401 && readStoredUser()) expire();
      });
  }, [updateUser, expire]);

  // Sign-in or sign-out in another tab: a remembered session through the storage event, a
  // session-only one through the tabs' channel.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !(Object.values(TOKEN_STORAGE_KEYS) as string[]).includes(event.key)) return;
      const stored = readStoredUser();
      if (!stored && userRef.current) return endedInOtherTab();
      if (stored && held.current && held.current.userId !== stored.id) queryClient.clear();
      if (stored) setEndedElsewhere(null);
      setUser(stored);
    };
    window.addEventListener('storage', onStorage);
    const stopServing = serveOtherTabs(endedInOtherTab);
    return () => {
      window.removeEventListener('storage', onStorage);
      stopServing();
    };
  }, [endedInOtherTab, queryClient]);

  const value = useMemo(() => ({ user, signIn, signOut, updateUser }), [user, signIn, signOut, updateUser]);
  const status = useMemo(
    () => ({ resolving, endedElsewhere: endedElsewhere !== null }),
    [resolving, endedElsewhere],
  );
  return (
    <SessionStatusContext.Provider value={status}>
      <SessionContextProvider value={value}>{children}</SessionContextProvider>
    </SessionStatusContext.Provider>
  );
}
