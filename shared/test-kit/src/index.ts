import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { cognitoClient, dynamoClient } from '@konstvagg/local-runtime/bootstrap';
import type { DemoLogin } from './provided-context.ts';
import './provided-context.ts';

/**
 * Helpers for integration tests (*.int.test.ts) against the stack the global setup started.
 * Every call goes over HTTP through the gateway, as a browser's would.
 */
export type { DemoLogin };

/** A stack of a test's own (one it starts, kills and starts again): every helper then talks to it. */
export interface OwnStack {
  baseUrl: string;
  env: Record<string, string>;
  demoLogins: DemoLogin[];
}
let ownStack: OwnStack | null = null;
/** Points the helpers at a stack the test started itself (null: back to the global setup's). */
export function useStack(stack: OwnStack | null): void {
  ownStack = stack;
}

export const apiBaseUrl = (): string => ownStack?.baseUrl ?? inject('apiBaseUrl');
export const stackEnv = (): Record<string, string> => ownStack?.env ?? inject('stackEnv');
export const demoLogins = (): DemoLogin[] => ownStack?.demoLogins ?? inject('demoLogins');

export function demoLogin(role: string): DemoLogin {
  const found = demoLogins().find((l) => l.role === role);
  if (!found)
    throw new Error(
      `no demo login for role ${role} (have: ${
        demoLogins()
          .map((l) => l.role)
          .join(', ') || 'none'
      })`,
    );
  return found;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  /** Accept-Language, as the frontend sends it. */
  lang?: 'sv' | 'en';
  /** Bearer access token. */
  token?: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is already a string, Buffer or FormData. */
  body?: unknown;
  /** 'manual': a redirect is the answer, as an API client sees it (fetch follows by default). */
  redirect?: RequestRedirect;
}

/** Any method; `path` is below the origin (`/api/v1/artworks`) or absolute. Bodies are parsed as JSON when they are JSON. */
export async function request<T = unknown>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.lang) headers['accept-language'] = opts.lang;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | Uint8Array | FormData | undefined;
  if (opts.body !== undefined) {
    if (typeof opts.body === 'string' || opts.body instanceof FormData) body = opts.body;
    else if (Buffer.isBuffer(opts.body)) body = new Uint8Array(opts.body);
    else {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  const url = /^https?:/.test(path) ? path : `${apiBaseUrl()}${path}`;
  const res = await fetch(url, {
    method,
    headers,
    body: body as BodyInit | undefined,
    redirect: opts.redirect,
  });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export const getJson = <T = unknown>(path: string, opts: Omit<RequestOptions, 'body'> = {}) =>
  request<T>('GET', path, opts);
export const postJson = <T = unknown>(path: string, body: unknown, opts: Omit<RequestOptions, 'body'> = {}) =>
  request<T>('POST', path, { ...opts, body });
export const putJson = <T = unknown>(path: string, body: unknown, opts: Omit<RequestOptions, 'body'> = {}) =>
  request<T>('PUT', path, { ...opts, body });
export const patchJson = <T = unknown>(
  path: string,
  body: unknown,
  opts: Omit<RequestOptions, 'body'> = {},
) => request<T>('PATCH', path, { ...opts, body });
export const deleteJson = <T = unknown>(path: string, opts: Omit<RequestOptions, 'body'> = {}) =>
  request<T>('DELETE', path, opts);

/**
 * Moves the stack's clock forward (e.g. 7 * 24 * 3600 * 1000); resolves after every schedule
 * that became due has run. Tests that move the clock should move it back in afterAll/afterEach
 * (advanceClock(-ms)), because one stack serves all test files.
 */
export async function advanceClock(ms: number): Promise<{ now: string; offsetMs: number }> {
  const res = await request<{ now: string; offsetMs: number }>('POST', '/_local/clock/advance', {
    body: { ms },
  });
  if (res.status !== 200) throw new Error(`advanceClock failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface OutboxMail {
  id: string;
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  sentAt: string;
}

/** Mail the stack has "sent", newest first; optionally only to one address. */
export async function outbox(to?: string): Promise<OutboxMail[]> {
  const res = await request<{ data: OutboxMail[] }>(
    'GET',
    `/_dev/mail.json${to ? `?to=${encodeURIComponent(to)}` : ''}`,
  );
  const all = res.body.data;
  if (!to) return all;
  const want = to.toLowerCase();
  return all.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t.toLowerCase().includes(want)));
}

/** Signs in straight against the stack's Cognito (USER_PASSWORD_AUTH), bypassing the identity API. */
export async function cognitoLogin(
  email: string,
  password: string,
): Promise<{ accessToken: string; idToken: string; refreshToken: string }> {
  const env = stackEnv();
  const client = cognitoClient(env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: env.COGNITO_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const r = out.AuthenticationResult;
    if (!r?.AccessToken || !r.IdToken || !r.RefreshToken) throw new Error(`no tokens for ${email}`);
    return { accessToken: r.AccessToken, idToken: r.IdToken, refreshToken: r.RefreshToken };
  } finally {
    client.destroy();
  }
}

/** Every item of one entity type, read straight from the stack's table: the truth API answers are checked against. */
export async function scanEntity<T>(entity: string): Promise<T[]> {
  const env = stackEnv();
  const doc = DynamoDBDocumentClient.from(dynamoClient(env.AWS_ENDPOINT_URL_DYNAMODB!));
  const items: T[] = [];
  try {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(
        new ScanCommand({
          TableName: env.TABLE_NAME,
          FilterExpression: 'entity = :e',
          ExpressionAttributeValues: { ':e': entity },
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((page.Items ?? []) as T[]));
      start = page.LastEvaluatedKey;
    } while (start);
  } finally {
    doc.destroy();
  }
  return items;
}
export * from './buying.ts';
export * from './orders.ts';
export * from './studio.ts';
