import { useContext } from 'react';
import { ROLES, isOneOf, type Language, type Role } from '@konstvagg/contracts/vocabulary';
import {
  clearStoredTokens,
  sessionStorageArea,
  sessionStorageAreas,
  TOKEN_STORAGE_KEYS,
} from '../api/client.ts';
import { globalContext } from '../global-context.ts';

export type { Role };

/** The signed-in user as stored locally beside the tokens. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  name?: string;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  language?: Language;
  email_verified?: boolean;
  /** The artist or venue profile id; null for a buyer or an admin. */
  profile_id?: string | null;
  /** What an unverified artist or venue cannot do yet (e.g. ['publish', 'payouts']). */
  restrictions?: string[];
  created_at?: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SignInOptions {
  /** true (the default): localStorage; false: sessionStorage, ending with the browser. */
  remember?: boolean;
}

export interface SessionState {
  user: SessionUser | null;
  /** Stores the user and tokens after a login. */
  signIn: (user: SessionUser, tokens: SessionTokens, options?: SignInOptions) => void;
  /** Replaces the stored user (GET /auth/me, a verified email) without touching the tokens. */
  updateUser: (user: SessionUser) => void;
  /** Clears the session and the cache, then goes to /login, even if the server call fails. */
  signOut: () => Promise<void>;
}

export function isRole(value: unknown): value is Role {
  return isOneOf(ROLES, value);
}

/** The stored user, if there is one with a usable role and an access token beside it. */
export function readStoredUser(): SessionUser | null {
  const s = sessionStorageArea();
  if (!s?.getItem(TOKEN_STORAGE_KEYS.access)) return null;
  const raw = s.getItem(TOKEN_STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!user || typeof user !== 'object' || !isRole(user.role)) return null;
    return {
      ...user,
      id: String(user.id ?? ''),
      email: String(user.email ?? ''),
      role: user.role,
    } as SessionUser;
  } catch {
    return null;
  }
}

/** Stores user and tokens in one storage and clears the other. */
export function writeSession(user: SessionUser, tokens: SessionTokens, options: SignInOptions = {}): void {
  const { local, tab } = sessionStorageAreas();
  const [target, other] = options.remember === false ? [tab, local] : [local, tab];
  for (const key of Object.values(TOKEN_STORAGE_KEYS)) other?.removeItem(key);
  target?.setItem(TOKEN_STORAGE_KEYS.access, tokens.accessToken);
  target?.setItem(TOKEN_STORAGE_KEYS.refresh, tokens.refreshToken);
  target?.setItem(TOKEN_STORAGE_KEYS.user, JSON.stringify(user));
}

/** Replaces the stored user where the session lives. */
export function writeStoredUser(user: SessionUser): void {
  sessionStorageArea()?.setItem(TOKEN_STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  clearStoredTokens();
}

/** Where a role lands after login: its dashboard, a buyer its purchases; anyone else /. */
export function homeForRole(role: Role | undefined): string {
  switch (role) {
    case 'artist':
      return '/artist/dashboard';
    case 'venue':
      return '/venue/dashboard';
    case 'buyer':
      return '/buyer/purchases';
    case 'admin':
      return '/admin/dashboard';
    default:
      return '/';
  }
}

export function displayName(user: SessionUser): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return user.name || full || user.email;
}

const SessionContext = globalContext<SessionState | null>('session', null);
export const SessionContextProvider = SessionContext.Provider;

/** The session the shell holds; outside the shell (a remote run alone) it reads storage only. */
export function useSession(): SessionState {
  return (
    useContext(SessionContext) ?? {
      user: readStoredUser(),
      signIn: writeSession,
      updateUser: writeStoredUser,
      signOut: async () => clearSession(),
    }
  );
}
