import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import {
  api,
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

/**
 * Holds the session (spec §3: accessToken, refreshToken and user; localStorage, or sessionStorage
 * for a sign-in without "remember me"). On start with a stored session, GET /auth/me refreshes
 * the stored user; a 401 there (after the client's one refresh) logs out to /login (spec §4).
 * Logout clears it and the query cache and goes to /login even if the server call fails; a session
 * that cannot be refreshed does the same (the API client calls sessionHooks.onSessionExpired).
 * Logout first ends the page's calls still in flight, then revokes the refresh token: a call that
 * met the revoked token would come back 401 and report the session as expired as well.
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

  const signIn = useCallback<SessionState['signIn']>((nextUser, tokens, options) => {
    writeSession(nextUser, tokens, options);
    setUser(nextUser);
  }, []);

  const updateUser = useCallback<SessionState['updateUser']>((nextUser) => {
    writeStoredUser(nextUser);
    setUser(nextUser);
  }, []);

  const endSession = useCallback(() => {
    clearSession();
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  const signOut = useCallback(async () => {
    const refreshToken = readToken('refresh');
    endSessionRequests();
    endSession();
    toast.success(intl.formatMessage({ id: 'toast.loggedOut' }));
    navigate('/login');
    try {
      // keepalive: the revocation still reaches the server if the person leaves /login at once.
      await api.post('/auth/logout', refreshToken ? { refreshToken } : {}, { keepalive: true });
    } catch {
      // spec §4: logout completes even if the call fails
    }
  }, [endSession, navigate, toast, intl]);

  const expire = useCallback(() => {
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

  // On start with a stored session: the current user from the server (spec §7 GET /auth/me).
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !readStoredUser()) return;
    checked.current = true;
    api
      .get<{ user?: SessionUser; data?: { user?: SessionUser } }>('/auth/me')
      .then((json) => {
        const fresh = json?.data?.user ?? json?.user;
        // A transition, like the first update above: the page may still be hydrating.
        if (fresh && isRole(fresh.role) && readStoredUser()) startTransition(() => updateUser(fresh));
      })
      .catch((error: unknown) => {
        // A 401 that survived the client's refresh: the session is over. Offline: keep it.
        if (error instanceof ApiError && error.status === 401 && readStoredUser()) expire();
      });
  }, [updateUser, expire]);

  // Sign-in or sign-out in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(TOKEN_STORAGE_KEYS) as string[]).includes(event.key))
        setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ user, signIn, signOut, updateUser }), [user, signIn, signOut, updateUser]);
  return <SessionContextProvider value={value}>{children}</SessionContextProvider>;
}
