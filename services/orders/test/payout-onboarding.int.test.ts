import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_PK, keys } from '@konstvagg/domain';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  cognitoLogin,
  demoLogin,
  getJson,
  postJson,
  request,
  scanEntity,
  stackEnv,
  standinStripe,
} from '@konstvagg/test-kit';

// Answers are read field by field, as a client reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const api = (path: string) => `/api/v1${path}`;
const PASSWORD = 'Konst-Test-2026';

// The real SDK against the stack's Stripe stand-in: what a test checks is what Stripe would report.
let stripe: Stripe;
let env: Record<string, string>;
beforeAll(() => {
  env = stackEnv();
  Object.assign(process.env, env, { LOG_LEVEL: 'SILENT' });
  stripe = standinStripe();
});

interface Payee {
  kind: 'artist' | 'venue';
  profileId: string;
  token: string;
}

/** A new artist or venue, signed up through the API (so no other test shares its profile). */
async function signUp(kind: 'artist' | 'venue'): Promise<Payee> {
  const email = `${kind}-${randomUUID().slice(0, 12)}@test.konstvagg.local`;
  const body: Record<string, unknown> = {
    role: kind,
    name: 'Test Person Testsson',
    email,
    password: PASSWORD,
    terms_accepted: true,
    ...(kind === 'artist'
      ? { artist_name: 'Test Artist', bio: 'I paint the light over Lake Mälaren.' }
      : { venue_name: 'Testcaféet', location: 'Drottninggatan 1, Stockholm', venue_type: 'gallery' }),
  };
  const res = await postJson<Body>(api('/auth/register'), body);
  expect(res.status).toBe(201);
  const { accessToken } = await cognitoLogin(email, PASSWORD);
  return { kind, profileId: res.body.user.profile_id, token: accessToken };
}

const startOnboarding = (p: Payee) =>
  postJson<Body>(api('/payments/onboarding'), undefined, { token: p.token });
const status = (p: Payee) => getJson<Body>(api('/payments/onboarding/status'), { token: p.token });
const profileKey = (p: Payee) => (p.kind === 'artist' ? keys.artist(p.profileId) : keys.venue(p.profileId));
async function storedProfile(p: Payee): Promise<Body> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: profileKey(p), ConsistentRead: true }),
  );
  return Item;
}

/** What the browser does on the stand-in's page: press "Complete onboarding" (or "Leave incomplete"). */
async function finishOnboardingPage(url: string, outcome: 'complete' | 'incomplete' = 'complete') {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/Local Stripe stand-in/);
  const form = new URLSearchParams(new URL(url).searchParams);
  form.set('outcome', outcome);
  return fetch(url, { method: 'POST', body: form, redirect: 'manual' });
}

async function onboardCompletely(p: Payee): Promise<string> {
  const link = await startOnboarding(p);
  expect(link.status).toBe(200);
  const done = await finishOnboardingPage(link.body.url);
  expect(done.status).toBe(303);
  // (beforeAll cannot use expect.poll) Wait for the stand-in's account.updated to reach the API.
  for (let i = 0; i < 100 && !(await status(p)).body.can_receive_payouts; i++)
    await new Promise((r) => setTimeout(r, 100));
  return (await status(p)).body.account_id as string;
}

/** A Stripe event as Stripe sends it: the exact bytes, and a signature over them. */
function signedEvent(
  object: { id: string; object: string },
  type = 'account.updated',
  secret = env.STRIPE_WEBHOOK_SECRET!,
) {
  const payload = JSON.stringify({
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = (
  payload: string,
  signature: string | null,
  opts: { contentType?: string; lang?: 'sv' | 'en' } = {},
) =>
  request<Body>('POST', api('/webhooks/stripe'), {
    body: payload,
    lang: opts.lang,
    headers: {
      'content-type': opts.contentType ?? 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });

/** Turns the profile's flags off behind the API, so a webhook has something to change. */
async function clearFlags(p: Payee) {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(p),
      UpdateExpression: 'SET is_kyc_verified = :f, can_receive_payouts = :f',
      ExpressionAttributeValues: { ':f': false },
    }),
  );
}

async function idempotencyRecordCount(): Promise<number> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :scope)',
      ExpressionAttributeValues: { ':pk': IDEMPOTENCY_PK, ':scope': 'stripe-event#' },
    }),
  );
  return Items?.length ?? 0;
}

describe('payout onboarding round trip through the Stripe stand-in', () => {
  it('an artist: link → stand-in page → complete → account.updated webhook → payouts on, Pro badge on the profile', async () => {
    const artist = await signUp('artist');
    const before = await status(artist);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      account_id: null,
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      currently_due: [],
      disabled_reason: null,
      is_kyc_verified: false,
      can_receive_payouts: false,
    });

    const link = await startOnboarding(artist);
    expect(link.status).toBe(200);
    expect(Date.parse(link.body.expires_at)).toBeGreaterThan(Date.now());
    const url = new URL(link.body.url);
    expect(url.origin).toBe(env.STRIPE_API_BASE);
    expect(url.searchParams.get('return_url')).toBe(`${env.PUBLIC_BASE_URL}/artist/onboarding/complete`);
    expect(url.searchParams.get('refresh_url')).toBe(`${env.PUBLIC_BASE_URL}/artist/onboarding/refresh`);

    // Started, not finished: Stripe still needs details, and the profile shows no badge.
    const started = await status(artist);
    expect(started.body.account_id).toMatch(/^acct_/);
    expect(started.body).toMatchObject({ payouts_enabled: false, details_submitted: false });
    expect(started.body.currently_due).toContain('external_account');

    const done = await finishOnboardingPage(link.body.url);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${env.PUBLIC_BASE_URL}/artist/onboarding/complete`);

    // The stand-in posts a signed account.updated to the API; the public profile follows it.
    await expect
      .poll(
        async () =>
          (await getJson<Body>(api(`/artists/${artist.profileId}`))).body.artist.can_receive_payouts,
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const profile = (await getJson<Body>(api(`/artists/${artist.profileId}`))).body.artist;
    expect(profile.is_kyc_verified).toBe(true);
    expect((await status(artist)).body).toEqual({
      account_id: started.body.account_id,
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      currently_due: [],
      disabled_reason: null,
      is_kyc_verified: true,
      can_receive_payouts: true,
    });
    expect((await stripe.accounts.retrieve(started.body.account_id)).metadata).toMatchObject({
      profile_kind: 'artist',
      profile_id: artist.profileId,
    });
  });

  it('a venue: the same flow with the venue pages, and its profile gets the flags', async () => {
    const venue = await signUp('venue');
    const link = await startOnboarding(venue);
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(url.searchParams.get('return_url')).toBe(`${env.PUBLIC_BASE_URL}/venue/onboarding/complete`);
    expect(url.searchParams.get('refresh_url')).toBe(`${env.PUBLIC_BASE_URL}/venue/onboarding/refresh`);
    const done = await finishOnboardingPage(link.body.url);
    expect(done.headers.get('location')).toBe(`${env.PUBLIC_BASE_URL}/venue/onboarding/complete`);
    await expect
      .poll(async () => (await status(venue)).body.can_receive_payouts, { timeout: 10_000 })
      .toBe(true);
    expect((await status(venue)).body).toMatchObject({ payouts_enabled: true, is_kyc_verified: true });
    expect(await storedProfile(venue)).toMatchObject({
      is_kyc_verified: true,
      can_receive_payouts: true,
      stripe_account_id: (await status(venue)).body.account_id,
    });
  });

  it('leaving the page incomplete reaches return_url, but the status still lists what is due and no badge is given', async () => {
    const artist = await signUp('artist');
    const link = await startOnboarding(artist);
    const left = await finishOnboardingPage(link.body.url, 'incomplete');
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(`${env.PUBLIC_BASE_URL}/artist/onboarding/complete`);
    const now = await status(artist);
    expect(now.body).toMatchObject({
      payouts_enabled: false,
      details_submitted: false,
      can_receive_payouts: false,
    });
    expect(now.body.currently_due.length).toBeGreaterThan(0);
  });
});

describe('one connected account per profile', () => {
  it('a second POST (the refresh page) reuses the account and mints a new link; two at once make one account', async () => {
    const artist = await signUp('artist');
    const [a, b] = await Promise.all([startOnboarding(artist), startOnboarding(artist)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const account = new URL(a.body.url).pathname.split('/').pop();
    expect(new URL(b.body.url).pathname.split('/').pop()).toBe(account);
    const again = await startOnboarding(artist);
    expect(new URL(again.body.url).pathname.split('/').pop()).toBe(account);
    expect(again.body.url).not.toBe(a.body.url); // links are single use: each call mints its own
    expect((await status(artist)).body.account_id).toBe(account);
    const owners = (await scanEntity<{ account_id: string; owner_id: string }>('stripe_account')).filter(
      (o) => o.owner_id === artist.profileId,
    );
    expect(owners).toEqual([expect.objectContaining({ account_id: account, owner_kind: 'artist' })]);
  });
});

describe('POST /webhooks/stripe', () => {
  let artist: Payee;
  let accountId: string;
  beforeAll(async () => {
    artist = await signUp('artist');
    accountId = await onboardCompletely(artist);
  });
  afterEach(async () => {
    await fetch(`${env.STRIPE_API_BASE}/_standin/latency`, {
      method: 'POST',
      body: JSON.stringify({ path: `/v1/accounts/${accountId}`, ms: 0 }),
    });
  });

  it('runs an event delivered twice once: the repeat gets the first answer and changes nothing', async () => {
    await clearFlags(artist);
    const { version } = await storedProfile(artist);
    const { payload, signature } = signedEvent({ id: accountId, object: 'account' });
    const first = await deliver(payload, signature);
    const second = await deliver(payload, signature);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      received: true,
      type: 'account.updated',
      handled: true,
      changed: true,
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await storedProfile(artist)).toMatchObject({
      is_kyc_verified: true,
      can_receive_payouts: true,
      version: version + 1,
    });
    // Another event about the same account does run, and finds nothing left to change.
    const other = signedEvent({ id: accountId, object: 'account' });
    expect((await deliver(other.payload, other.signature)).body).toMatchObject({
      handled: true,
      changed: false,
    });
    expect((await storedProfile(artist)).version).toBe(version + 1);
  });

  it('answers a duplicate that arrives while the first still runs with a retryable 409', async () => {
    await clearFlags(artist);
    // Stripe answers slowly for this account, so the first delivery holds its lock for a while.
    await fetch(`${env.STRIPE_API_BASE}/_standin/latency`, {
      method: 'POST',
      body: JSON.stringify({ path: `/v1/accounts/${accountId}`, ms: 2000 }),
    });
    const { payload, signature } = signedEvent({ id: accountId, object: 'account' });
    const first = deliver(payload, signature);
    await new Promise((r) => setTimeout(r, 500));
    const duplicate = await deliver(payload, signature, { lang: 'sv' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(duplicate.body.error).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/Försök igen/),
    });
    expect((await first).body).toMatchObject({ handled: true, changed: true });
    const retried = await deliver(payload, signature);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual((await first).body);
  });

  it('refuses a bad, missing or stale signature, or a changed body, with a 400 that writes nothing', async () => {
    await clearFlags(artist);
    const before = await storedProfile(artist);
    const records = await idempotencyRecordCount();
    const good = signedEvent({ id: accountId, object: 'account' });
    const forged = signedEvent({ id: accountId, object: 'account' }, 'account.updated', 'whsec_not_ours');
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: env.STRIPE_WEBHOOK_SECRET!,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const attempts = [
      deliver(forged.payload, forged.signature),
      deliver(good.payload, null),
      deliver(good.payload, 'garbage'),
      deliver(good.payload, stale),
      deliver(good.payload.replace('"livemode":false', '"livemode":true'), good.signature),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('webhook_signature_invalid');
    }
    const sv = await deliver(forged.payload, forged.signature, { lang: 'sv' });
    expect(sv.body.error.message).toMatch(/Stripe-Signature-huvudet/);
    expect(await storedProfile(artist)).toEqual(before);
    expect(await idempotencyRecordCount()).toBe(records);
  });

  it('checks the signature on the raw bytes also when the gateway passes the body base64-encoded', async () => {
    await clearFlags(artist);
    const { payload, signature } = signedEvent({ id: accountId, object: 'account' });
    const res = await deliver(payload, signature, { contentType: 'application/octet-stream' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ handled: true, changed: true });
  });

  it('answers an event type it does not act on with 200 and does nothing', async () => {
    const records = await idempotencyRecordCount();
    const { payload, signature } = signedEvent({ id: 'cus_123', object: 'customer' }, 'customer.created');
    const res = await deliver(payload, signature);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      received: true,
      type: 'customer.created',
      handled: false,
      changed: false,
    });
    expect(await idempotencyRecordCount()).toBe(records);
  });

  it('ignores account.updated for an account no profile owns', async () => {
    const stranger = await stripe.accounts.create({ type: 'express', country: 'SE', email: 'x@example.se' });
    const { payload, signature } = signedEvent({ id: stranger.id, object: 'account' });
    const res = await deliver(payload, signature);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ handled: true, changed: false });
  });
});

describe('who may onboard', () => {
  it.each(['buyer', 'admin'])('a %s gets 403 on both onboarding routes', async (role) => {
    const login = demoLogin(role);
    const { accessToken } = await cognitoLogin(login.email, login.password);
    expect(
      (await postJson<Body>(api('/payments/onboarding'), undefined, { token: accessToken })).status,
    ).toBe(403);
    expect((await getJson<Body>(api('/payments/onboarding/status'), { token: accessToken })).status).toBe(
      403,
    );
  });

  it('no token gets 401, and creates no account', async () => {
    const accounts = (await scanEntity('stripe_account')).length;
    expect((await postJson<Body>(api('/payments/onboarding'), undefined)).status).toBe(401);
    expect((await getJson<Body>(api('/payments/onboarding/status'))).status).toBe(401);
    expect((await scanEntity('stripe_account')).length).toBe(accounts);
  });
});
