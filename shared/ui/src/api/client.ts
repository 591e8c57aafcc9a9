import { LANGUAGE_STORAGE_KEY, detectLanguage } from '@konstvagg/i18n';

/**
 * The API client (spec §7): base path /api/v1, JSON, 30 s timeout, bearer token when stored,
 * Accept-Language from the stored language (default en), one refresh and retry on a 401,
 * lists read from the top level or under `data`.
 */
export const API_BASE = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_STORAGE_KEYS = { access: 'accessToken', refresh: 'refreshToken', user: 'user' } as const;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Spec §5: list filters drop empty, null, undefined and empty-array values; arrays are comma-joined. */
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

export function currentLanguage(): 'sv' | 'en' {
  const store = storage();
  return detectLanguage(
    store?.getItem(LANGUAGE_STORAGE_KEY),
    typeof navigator === 'undefined' ? 'en' : navigator.language,
  );
}

/** Hooks the shell sets: what to do when the session cannot be refreshed. */
export const sessionHooks: { onSessionExpired: () => void } = { onSessionExpired: () => {} };

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const store = storage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = store?.getItem(TOKEN_STORAGE_KEYS.access);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal,
  });
}

let refreshing: Promise<boolean> | null = null;

/** POST /auth/refresh once (shared by concurrent 401s); stores the new access token. */
async function refreshSession(): Promise<boolean> {
  const store = storage();
  const refreshToken = store?.getItem(TOKEN_STORAGE_KEYS.refresh);
  if (!refreshToken) return false;
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() },
        body: JSON.stringify({ refreshToken }),
      });
      if (!res.ok) return false;
      const json = (await res.json()) as { accessToken?: string; data?: { accessToken?: string } };
      const accessToken = json.data?.accessToken ?? json.accessToken;
      if (!accessToken) return false;
      store?.setItem(TOKEN_STORAGE_KEYS.access, accessToken);
      return true;
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

async function parseError(res: Response): Promise<ApiError> {
  try {
    const json = (await res.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    return new ApiError(
      res.status,
      json.error?.code ?? 'http_error',
      json.error?.message ?? res.statusText,
      json.error?.fields,
    );
  } catch {
    return new ApiError(res.status, 'http_error', res.statusText || `HTTP ${res.status}`);
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options);
  if (res.status === 401 && storage()?.getItem(TOKEN_STORAGE_KEYS.refresh)) {
    if (await refreshSession()) res = await send(path, options);
    else {
      for (const key of Object.values(TOKEN_STORAGE_KEYS)) storage()?.removeItem(key);
      sessionHooks.onSessionExpired();
    }
  }
  if (!res.ok) throw await parseError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
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

/** Spec §7: list responses are read from the top level or under `data`. */
export function unwrap<T>(json: T | { data: T }): T {
  return json && typeof json === 'object' && 'data' in json && (json as { data: T }).data !== undefined
    ? (json as { data: T }).data
    : (json as T);
}
