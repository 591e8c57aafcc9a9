// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkout,
  createRequest,
  getArtwork,
  providers,
  readOrder,
  removeFavorite,
  resendVerification,
} from '@konstvagg/contracts/endpoints';
import { api, ApiError, call, endSessionRequests, pathOf, SESSION_ENDED, sessionHooks } from './client.ts';
import { readStoredUser, writeSession } from '../session/session.ts';

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };

/** A fake server: answers by route, records every call with its headers. */
function fakeFetch(handler: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const { status, body } = handler(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const user = { id: 'u1', email: 'anna@example.se', role: 'artist' as const, name: 'Anna' };
const expired = vi.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('language', 'sv');
  sessionHooks.onSessionExpired = expired;
});
afterEach(() => {
  vi.restoreAllMocks();
  expired.mockReset();
  document.documentElement.lang = '';
});

describe('API client', () => {
  it('sends Accept-Language from the stored language and the bearer token', async () => {
    writeSession(user, { accessToken: 'acc-1', refreshToken: 'ref-1' });
    const calls = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    await api.get('/artists/profile/me');
    expect(calls[0]!.url).toBe('/api/v1/artists/profile/me');
    expect(calls[0]!.headers['Accept-Language']).toBe('sv');
    expect(calls[0]!.headers.Authorization).toBe('Bearer acc-1');
  });

  it('asks in the language the page shows: a Swedish link (?lang=sv) over an English stored choice', async () => {
    localStorage.setItem('language', 'en');
    // What the shell's start script and the language provider set for /…?lang=sv.
    document.documentElement.lang = 'sv';
    const calls = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    await api.get('/artworks');
    expect(calls[0]!.headers['Accept-Language']).toBe('sv');
    document.documentElement.lang = 'en';
    await api.get('/artworks');
    expect(calls[1]!.headers['Accept-Language']).toBe('en');
  });

  it('on a 401 refreshes once, stores the new access token and retries the call with it', async () => {
    writeSession(user, { accessToken: 'old', refreshToken: 'ref-1' });
    const calls = fakeFetch((c) => {
      if (c.url.endsWith('/auth/refresh')) return { status: 200, body: { data: { accessToken: 'new' } } };
      return c.headers.Authorization === 'Bearer new'
        ? { status: 200, body: { artworks: [] } }
        : { status: 401 };
    });
    expect(await api.get('/artworks/mine')).toEqual({ artworks: [] });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/artworks/mine',
      '/api/v1/auth/refresh',
      '/api/v1/artworks/mine',
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ refreshToken: 'ref-1' });
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(expired).not.toHaveBeenCalled();
  });

  it('concurrent 401s share one refresh', async () => {
    writeSession(user, { accessToken: 'old', refreshToken: 'ref-1' });
    const calls = fakeFetch((c) => {
      if (c.url.endsWith('/auth/refresh')) return { status: 200, body: { accessToken: 'new' } };
      return c.headers.Authorization === 'Bearer new' ? { status: 200, body: {} } : { status: 401 };
    });
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('when the refresh is refused: clears tokens and user and hands over to the shell (go to /login)', async () => {
    writeSession(user, { accessToken: 'old', refreshToken: 'dead' });
    const calls = fakeFetch((c) =>
      c.url.endsWith('/auth/refresh')
        ? { status: 401, body: { error: { code: 'refresh_invalid', message: 'x' } } }
        : { status: 401, body: { error: { code: 'token_expired', message: 'Din session har gått ut.' } } },
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2); // the call and one refresh, no retry loop
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it('a refresh that gets no answer keeps the session: the call fails, and the next 401 refreshes again', async () => {
    writeSession(user, { accessToken: 'old', refreshToken: 'ref' });
    // The browser gives up on the refresh: offline, timed out, or the page left while it was on its way.
    let refreshes = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).endsWith('/auth/refresh')) {
        refreshes += 1;
        if (refreshes === 1) throw new TypeError('Failed to fetch');
        return new Response('{"accessToken":"new"}', { status: 200 });
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      return new Response(auth === 'Bearer new' ? '{"ok":true}' : '{}', {
        status: auth === 'Bearer new' ? 200 : 401,
      });
    });
    await expect(api.get('/auth/me')).rejects.toThrow('Failed to fetch');
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('refreshToken')).toBe('ref');
    expect(readStoredUser()).toEqual(user);
    expect(await api.get('/auth/me')).toEqual({ ok: true });
    expect(refreshes).toBe(2);
    expect(localStorage.getItem('accessToken')).toBe('new');
  });

  it('a refresh the server cannot answer (503) keeps the session and fails the call with its error', async () => {
    writeSession(user, { accessToken: 'old', refreshToken: 'ref' });
    fakeFetch((c) =>
      c.url.endsWith('/auth/refresh')
        ? {
            status: 503,
            body: { error: { code: 'unavailable', message: 'Tjänsten är inte tillgänglig just nu.' } },
          }
        : { status: 401 },
    );
    const error = (await api.get('/auth/me').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 503,
      code: 'unavailable',
      message: 'Tjänsten är inte tillgänglig just nu.',
    });
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('old');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
  });

  it('a retried call refused again also ends the session (one retry only)', async () => {
    writeSession(user, { accessToken: 'old', refreshToken: 'ref' });
    const calls = fakeFetch((c) =>
      c.url.endsWith('/auth/refresh') ? { status: 200, body: { accessToken: 'new' } } : { status: 401 },
    );
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the auth calls that answer 401 themselves (a wrong password)', async () => {
    writeSession(user, { accessToken: 'a', refreshToken: 'r' });
    const calls = fakeFetch(() => ({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Fel e-postadress eller lösenord.' } },
    }));
    const error = await api.post('/auth/login', { email: 'a@b.se', password: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Fel e-postadress eller lösenord.',
    });
    expect(calls).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('refreshToken')).toBe('r');
  });

  it('a session without "remember me" lives in sessionStorage and is read and refreshed there', async () => {
    writeSession(user, { accessToken: 'old', refreshToken: 'ref' }, { remember: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(readStoredUser()).toMatchObject({ email: 'anna@example.se' });
    fakeFetch((c) => {
      if (c.url.endsWith('/auth/refresh')) return { status: 200, body: { accessToken: 'new' } };
      return c.headers.Authorization === 'Bearer new' ? { status: 200, body: {} } : { status: 401 };
    });
    await api.get('/x');
    expect(sessionStorage.getItem('accessToken')).toBe('new');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the error body, field messages and Retry-After for the forms', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: 'too_many_attempts', message: 'Vänta', fields: { email: 'x' } } }),
        {
          status: 429,
          headers: { 'retry-after': '120' },
        },
      ),
    );
    const error = (await api.post('/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfter).toBe(120);
    expect(error.fields).toEqual({ email: 'x' });
    expect(error.body).toMatchObject({ error: { code: 'too_many_attempts' } });
  });

  it('logout ends the calls in flight with the session token: no 401, no refresh, no "session expired"', async () => {
    writeSession(user, { accessToken: 'acc', refreshToken: 'ref' });
    // A server that answers only when told to; fetch gives up with the signal's reason, as browsers do.
    const urls: string[] = [];
    const pending: (() => void)[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      urls.push(String(input));
      return new Promise<Response>((resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
        pending.push(() => resolve(new Response('{"ok":true}', { status: 200 })));
      });
    });
    const withSession = api.get('/venues/dashboard').catch((e: unknown) => e);
    localStorage.removeItem('accessToken');
    const asGuest = api.get('/artworks');
    localStorage.setItem('accessToken', 'acc');

    endSessionRequests();
    expect(await withSession).toMatchObject({ code: SESSION_ENDED });
    const later = api.get('/venues/dashboard');
    for (const answer of pending) answer();
    expect(await asGuest).toEqual({ ok: true }); // a guest's call is not the session's
    expect(await later).toEqual({ ok: true }); // calls made after it are not ended
    expect(urls.filter((u) => u.endsWith('/auth/refresh'))).toEqual([]);
    expect(expired).not.toHaveBeenCalled();
    expect((await withSession) instanceof ApiError).toBe(true);
  });
});

describe('call: one operation of the API, typed by the contracts (issue 44 §1)', () => {
  it('fills and encodes the path, sends the query and the body, and answers the parsed body', async () => {
    const calls = fakeFetch(() => ({ status: 200, body: { id: 'o1', status: 'paid' } }));
    const order = await call(readOrder, { params: { id: 'o 1/x' }, query: { key: 'k&1' } });
    expect(calls[0]!.url).toBe('/api/v1/orders/o%201%2Fx?key=k%261');
    expect(calls[0]!.method).toBe('GET');
    expect(order.status).toBe('paid');

    await call(createRequest, { body: { artwork_id: 'a1', message: 'Hej' } });
    expect(calls[1]!).toMatchObject({ url: '/api/v1/exhibitions/requests', method: 'POST' });
    expect(JSON.parse(calls[1]!.body!)).toEqual({ artwork_id: 'a1', message: 'Hej' });
  });

  it('sends an empty JSON object to a POST that takes no body, and nothing with a GET or DELETE', async () => {
    const calls = fakeFetch(() => ({ status: 204 }));
    await call(resendVerification);
    await call(removeFavorite, { params: { artworkId: 'a1' } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/auth/resend-verification', '{}'],
      ['DELETE', '/api/v1/venues/me/favorites/a1', undefined],
    ]);
  });

  it('types each call by its operation: a missing param, a wrong body or a field the contract lacks does not compile', () => {
    fakeFetch(() => ({ status: 200, body: {} }));
    // These lines are checked by tsc (npm run check), not run for their answers.
    const typed = async () => {
      const { artwork } = await call(getArtwork, { params: { id: 'a1' } });
      const title: string = artwork.title;
      // @ts-expect-error the artwork contract has no `painter` field
      void artwork.painter;
      // @ts-expect-error GET /artworks/{id} needs its id
      await call(getArtwork);
      // @ts-expect-error the checkout body's buyer email is a string
      await call(checkout, { params: { artworkId: 'a1' }, body: { email: 42, name: 'Anna' } });
      // @ts-expect-error GET /auth/providers takes no body
      await call(providers, { body: {} });
      return title;
    };
    expect(typeof typed).toBe('function');
  });

  it('names a missing path value instead of calling a wrong URL', () => {
    expect(() => pathOf({ path: '/artworks/{id}' }, {})).toThrow('/artworks/{id}: no value for {id}');
  });
});
