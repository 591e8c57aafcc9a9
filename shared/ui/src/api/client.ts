import { API_BASE_PATH } from '@konstvagg/rules';
import type { ApiOperations } from '@konstvagg/contracts/endpoints';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from '@konstvagg/i18n';

/**
 * The API client: base path /api/v1, JSON, 30 s timeout, bearer token when stored,
 * Accept-Language from the stored language (default en), one refresh and retry on a 401 (only
 * a refresh the server refuses ends the session). Pages call it through `call`, typed by the operation.
 */
export const API_BASE = API_BASE_PATH;
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_STORAGE_KEYS = { access: 'accessToken', refresh: 'refreshToken', user: 'user' } as const;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The parsed error body, when there was one (forms read shapes such as an `errors` array). */
    readonly body?: unknown,
    /** Seconds from a Retry-After header (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** List filters drop empty, null, undefined and empty-array values; arrays are comma-joined. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Where the session lives: localStorage (a sign-in with "remember me", the default) or sessionStorage
 * (a sign-in without it, which ends with the browser). The one holding a refresh or access
 * token wins; localStorage first.
 */
export function sessionStorageArea(): Storage | null {
  for (const s of [storage(), tabStorage()]) {
    if (s?.getItem(TOKEN_STORAGE_KEYS.refresh) || s?.getItem(TOKEN_STORAGE_KEYS.access)) return s;
  }
  return null;
}

/** Both places a session may be stored (for writing and clearing). */
export function sessionStorageAreas(): { local: Storage | null; tab: Storage | null } {
  return { local: storage(), tab: tabStorage() };
}

export function readToken(kind: 'access' | 'refresh'): string | null {
  return sessionStorageArea()?.getItem(TOKEN_STORAGE_KEYS[kind]) ?? null;
}

/** Removes tokens and user from both storages. */
export function clearStoredTokens(): void {
  for (const s of [storage(), tabStorage()])
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) s?.removeItem(key);
}

/**
 * The language the API answers in (its Accept-Language header): the one the page shows. That is its
 * `<html lang>`, which the shell's start script sets before the first paint and the language
 * provider keeps (a `?lang=` in the address wins over the stored choice there, so a shared Swedish
 * link opens in Swedish, and its errors and mails' words must be Swedish too). Without one (no
 * document, or an unknown value), the stored choice or the browser's language, as before.
 */
export function currentLanguage(): 'sv' | 'en' {
  const shown = typeof document === 'undefined' ? null : document.documentElement.lang;
  if (shown === 'sv' || shown === 'en') return shown;
  const store = storage();
  return detectLanguage(
    store?.getItem(LANGUAGE_STORAGE_KEY),
    typeof navigator === 'undefined' ? 'en' : navigator.language,
  );
}

/**
 * Hooks the shell sets: what to do when the session cannot be refreshed. Kept on globalThis under a
 * registered symbol, like globalContext: every remote bundles its own copy of this module, and a
 * remote's failed refresh must reach the shell's handler too.
 */
type SessionHooks = { onSessionExpired: () => void };
const HOOKS_KEY = Symbol.for('konstvagg.sessionHooks');
const REFRESH_KEY = Symbol.for('konstvagg.refreshing');
const SESSION_REQUESTS_KEY = Symbol.for('konstvagg.sessionRequests');
const registry = globalThis as unknown as Record<symbol, unknown>;
registry[HOOKS_KEY] ??= { onSessionExpired: () => {} } satisfies SessionHooks;
export const sessionHooks = registry[HOOKS_KEY] as SessionHooks;

/** The code of the error a call gets when its session ended (logout) before it answered. */
export const SESSION_ENDED = 'session_ended';

/** The session's calls' shared controller; `endSessionRequests` aborts and forgets it. */
function sessionRequests(): AbortController {
  return (registry[SESSION_REQUESTS_KEY] ??= new AbortController()) as AbortController;
}

/**
 * Ends every call still in flight that carries the session's token (in the shell and every
 * remote). Logout calls it before it revokes the session: those calls would otherwise come back
 * 401, try a refresh with the revoked token and report the session as expired. They reject with
 * an ApiError coded SESSION_ENDED, and the calls made after it are not affected.
 */
export function endSessionRequests(): void {
  const current = registry[SESSION_REQUESTS_KEY] as AbortController | undefined;
  current?.abort(new ApiError(0, SESSION_ENDED, 'The session ended'));
  registry[SESSION_REQUESTS_KEY] = undefined;
}

/** Auth calls answer 401 for their own reasons (wrong password, bad refresh token): never refreshed. */
const NO_REFRESH =
  /^\/auth\/(login|register|refresh|logout|forgot-password|reset-password|verify-email|oauth\/)/;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call finish after the page is left (logout, which navigates at once). */
  keepalive?: boolean;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = readToken('access');
  const signals = options.signal ? [options.signal] : [];
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    signals.push(sessionRequests().signal);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = signals.length ? AbortSignal.any([...signals, timeout]) : timeout;
  return fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

/**
 * What a refresh came to: a new access token; the server refusing the refresh token (revoked,
 * expired, unknown, a suspended account: the session is over); or no answer to go by (offline,
 * timed out, the page left while it was on its way, a server error), which says nothing about the
 * session, so it stays and the call fails with that error.
 */
type RefreshOutcome =
  { outcome: 'refreshed' } | { outcome: 'refused' } | { outcome: 'failed'; error: unknown };

/**
 * POST /auth/refresh once, shared by concurrent 401s (in the shell and every remote: the promise
 * is kept on globalThis); stores the new access token beside the refresh token.
 */
async function refreshSession(): Promise<RefreshOutcome> {
  const store = sessionStorageArea();
  const refreshToken = store?.getItem(TOKEN_STORAGE_KEYS.refresh);
  if (!store || !refreshToken) return { outcome: 'refused' };
  const pending = registry[REFRESH_KEY] as Promise<RefreshOutcome> | undefined;
  if (pending) return pending;
  const attempt = (async (): Promise<RefreshOutcome> => {
    try {
      const res = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Accept-Language': currentLanguage(),
        },
        body: JSON.stringify({ refreshToken }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (res.status === 400 || res.status === 401 || res.status === 403) return { outcome: 'refused' };
      if (!res.ok) return { outcome: 'failed', error: await parseError(res) };
      const json = (await res.json()) as { accessToken?: string; data?: { accessToken?: string } };
      const accessToken = json.data?.accessToken ?? json.accessToken;
      if (!accessToken)
        return {
          outcome: 'failed',
          error: new ApiError(res.status, INVALID_RESPONSE, 'The refresh answered without a token'),
        };
      store.setItem(TOKEN_STORAGE_KEYS.access, accessToken);
      return { outcome: 'refreshed' };
    } catch (error) {
      return { outcome: 'failed', error };
    }
  })();
  registry[REFRESH_KEY] = attempt;
  // Later 401s start a new refresh; the ones waiting on this one share its answer.
  void attempt.finally(() => {
    if (registry[REFRESH_KEY] === attempt) registry[REFRESH_KEY] = undefined;
  });
  return attempt;
}

async function parseError(res: Response): Promise<ApiError> {
  const retry = Number(res.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  try {
    const json = (await res.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> } | string;
      message?: string;
    };
    const error = typeof json.error === 'object' && json.error ? json.error : undefined;
    const message =
      error?.message ??
      (typeof json.error === 'string' ? json.error : undefined) ??
      json.message ??
      res.statusText;
    return new ApiError(res.status, error?.code ?? 'http_error', message, error?.fields, json, retryAfter);
  } catch {
    return new ApiError(
      res.status,
      'http_error',
      res.statusText || `HTTP ${res.status}`,
      {},
      undefined,
      retryAfter,
    );
  }
}

/** A success response that is not JSON (a broken proxy, an HTML page). */
export const INVALID_RESPONSE = 'invalid_response';

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options);
  if (res.status === 401 && !NO_REFRESH.test(path) && readToken('refresh')) {
    const refresh = await refreshSession();
    // No answer to the refresh: the session may be fine, so it is kept, and the call fails.
    if (refresh.outcome === 'failed') throw refresh.error;
    if (refresh.outcome === 'refreshed') res = await send(path, options);
    if (res.status === 401) {
      // Refresh refused, or the retried call was refused again: the session is over (to /login).
      clearStoredTokens();
      sessionHooks.onSessionExpired();
    }
  }
  if (!res.ok) {
    const error = await parseError(res);
    // An admin suspended the account: the session is over; logging in again says why.
    if (error.code === 'account_suspended' && readToken('access')) {
      clearStoredTokens();
      sessionHooks.onSessionExpired();
    }
    throw error;
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text.trim()) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(res.status, INVALID_RESPONSE, 'Invalid response format');
  }
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** An operation of the API, as shared/contracts/src/endpoints.ts names it (`getArtwork`). */
export type OperationName = keyof ApiOperations;

/** How an operation is called: one constant per operation in @konstvagg/contracts/endpoints. */
export interface Endpoint<N extends OperationName = OperationName> {
  readonly operation: N;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
}

/** What an operation answers on success: its response schema's type (z.input, as it goes on the wire). */
export type ResponseOf<N extends OperationName> = ApiOperations[N]['response'];

/** A part the operation has is required unless all its fields are optional; a part it lacks may not be sent. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** Query values go on the wire as text (the server coerces them): each key the schema names, any plain value. */
type QueryOf<T> = [T] extends [never] ? never : { [K in keyof T]?: QueryValue };

/** What a call sends: path params, query and body, typed by the operation. */
export type CallInput<N extends OperationName> = Part<'params', ApiOperations[N]['params']> &
  Part<'query', QueryOf<ApiOperations[N]['query']>> &
  Part<'body', ApiOperations[N]['body']> &
  Pick<RequestOptions, 'signal' | 'keepalive'>;

export type CallArgs<N extends OperationName> =
  Record<string, never> extends Omit<CallInput<N>, 'signal' | 'keepalive'>
    ? [input?: CallInput<N>]
    : [input: CallInput<N>];

/** '/artworks/{id}' with { id: 'a 1' } -> '/artworks/a%201'. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/**
 * Calls one operation of the API, typed from the route table and the contracts: the params, query
 * and body it takes and the response it gives come from the operation (issue 44 §1), so a changed
 * contract breaks the compile of every call that reads what changed.
 *
 *   const { artwork } = await call(getArtwork, { params: { id } });
 */
export function call<N extends OperationName>(
  endpoint: Endpoint<N>,
  ...[input]: CallArgs<N>
): Promise<ResponseOf<N>> {
  const { params, query, body, signal, keepalive } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & Pick<RequestOptions, 'signal' | 'keepalive'>;
  return apiRequest<ResponseOf<N>>(pathOf(endpoint, params), {
    method: endpoint.method,
    ...(query ? { query } : {}),
    ...(body !== undefined
      ? { body }
      : endpoint.method === 'GET' || endpoint.method === 'DELETE'
        ? {}
        : { body: {} }),
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {}),
  });
}
