import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  api,
  clearSession,
  readStoredUser,
  sessionHooks,
  SessionContextProvider,
  TOKEN_STORAGE_KEYS,
  useToast,
  writeSession,
  type SessionState,
  type SessionUser,
} from '@konstvagg/ui';

/**
 * Holds the session (spec §3: accessToken, refreshToken and user in localStorage). Logout clears
 * it and the query cache and goes to /login even if the server call fails (spec §4); a session that
 * cannot be refreshed does the same (the API client calls sessionHooks.onSessionExpired).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => readStoredUser());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const intl = useIntl();

  const signIn = useCallback<SessionState['signIn']>((nextUser, tokens) => {
    writeSession(nextUser, tokens);
    setUser(nextUser);
  }, []);

  const signOut = useCallback(async () => {
    const refreshToken = localStorage.getItem(TOKEN_STORAGE_KEYS.refresh);
    try {
      if (refreshToken) await api.post('/auth/logout', { refreshToken });
    } catch {
      // spec §4: logout completes even if the call fails
    }
    clearSession();
    setUser(null);
    queryClient.clear();
    toast.success(intl.formatMessage({ id: 'toast.loggedOut' }));
    navigate('/login');
  }, [queryClient, navigate, toast, intl]);

  useEffect(() => {
    sessionHooks.onSessionExpired = () => {
      clearSession();
      setUser(null);
      queryClient.clear();
      toast.error(intl.formatMessage({ id: 'toast.sessionExpired' }));
      navigate('/login');
    };
    return () => {
      sessionHooks.onSessionExpired = () => {};
    };
  }, [queryClient, navigate, toast, intl]);

  // Sign-in or sign-out in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(TOKEN_STORAGE_KEYS) as string[]).includes(event.key))
        setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <SessionContextProvider value={value}>{children}</SessionContextProvider>;
}
