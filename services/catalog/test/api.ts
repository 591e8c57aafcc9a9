import { inject } from 'vitest';

/** Calls the local gateway exactly as a browser would. */
export async function get(path: string, init: { lang?: string; token?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.lang) headers['accept-language'] = init.lang;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${inject('apiBaseUrl')}/api/v1${path}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
