import { randomBytes } from 'node:crypto';
import { found, invalid, metadataParam, str, type ApiCall, type ApiRoute } from './api.ts';
import { emit } from './events.ts';
import { esc, html, pageParams, type StandinRequest, type StandinRoute } from './responses.ts';
import { newId, type Obj, type Standin } from './state.ts';

/**
 * Connect Express accounts and their onboarding: AccountLinks (single use, expiring, as Stripe's)
 * lead to `/_standin/onboarding/<acct>`, which completes the onboarding (or leaves it incomplete),
 * posts `account.updated` and redirects to the link's return_url; a used or expired link sends the
 * browser to its refresh_url.
 */

const INITIAL_REQUIREMENTS = [
  'business_type',
  'external_account',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];
/** How long an AccountLink is valid, seconds. */
const ACCOUNT_LINK_TTL_S = 300;

function createAccount(s: Standin, call: ApiCall): Obj {
  const { form } = call;
  const type = str(form.type) ?? (form.controller ? 'none' : 'standard');
  if (type !== 'express' && type !== 'none')
    throw invalid(`The local Stripe stand-in only creates Express accounts (type=express), not '${type}'.`, {
      param: 'type',
    });
  const country = (str(form.country) ?? 'SE').toUpperCase();
  const requested =
    typeof form.capabilities === 'object' && !Array.isArray(form.capabilities)
      ? Object.keys(form.capabilities)
      : ['transfers'];
  const id = `acct_${randomBytes(8).toString('hex').toUpperCase()}`;
  const account: Obj = {
    id,
    object: 'account',
    type: 'express',
    business_profile: { name: null, url: null, mcc: null, product_description: null },
    business_type: str(form.business_type) ?? null,
    capabilities: Object.fromEntries(requested.map((k) => [k, 'inactive'])),
    charges_enabled: false,
    country,
    created: s.nowSec(),
    default_currency: country === 'SE' ? 'sek' : 'eur',
    details_submitted: false,
    email: str(form.email) ?? null,
    metadata: metadataParam(form),
    payouts_enabled: false,
    requirements: {
      currently_due: [...INITIAL_REQUIREMENTS],
      disabled_reason: 'requirements.past_due',
      eventually_due: [...INITIAL_REQUIREMENTS],
      past_due: [...INITIAL_REQUIREMENTS],
      pending_verification: [],
      errors: [],
    },
    settings: { payouts: { schedule: { interval: 'daily', delay_days: 7 } } },
  };
  s.state.accounts[id] = account;
  s.save();
  return account;
}

function completeOnboarding(s: Standin, accountId: string): Obj {
  const account = found(s.state.accounts, 'account', accountId);
  const previous = {
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
  };
  account.details_submitted = true;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.capabilities = Object.fromEntries(
    Object.keys(account.capabilities as Obj).map((k) => [k, 'active']),
  );
  account.requirements = {
    currently_due: [],
    disabled_reason: null,
    eventually_due: [],
    past_due: [],
    pending_verification: [],
    errors: [],
  };
  emit(s, 'account.updated', account, undefined, previous);
  s.save();
  return account;
}

/** "Leave incomplete": some details given, the rest still due; Stripe still sends the user to return_url. */
function leaveOnboardingIncomplete(s: Standin, accountId: string): Obj {
  const account = found(s.state.accounts, 'account', accountId);
  const requirements = account.requirements as Obj & { currently_due: string[] };
  const previous = { requirements: structuredClone(requirements), business_type: account.business_type };
  account.business_type ??= 'individual';
  const due = (list: unknown) => (list as string[]).filter((r) => r !== 'business_type');
  account.requirements = {
    ...requirements,
    currently_due: due(requirements.currently_due),
    eventually_due: due(requirements.eventually_due),
    past_due: due(requirements.past_due),
  };
  emit(s, 'account.updated', account, undefined, previous);
  s.save();
  return account;
}

/** A required string param, or Stripe's `parameter_missing`. */
function required(call: ApiCall, name: string): string {
  const v = str(call.form[name]);
  if (!v) throw invalid(`Missing required param: ${name}.`, { code: 'parameter_missing', param: name });
  return v;
}

function createAccountLink(s: Standin, call: ApiCall): Obj {
  const accountId = required(call, 'account');
  found(s.state.accounts, 'account', accountId, 'account');
  const type = str(call.form.type);
  if (type !== 'account_onboarding' && type !== 'account_update') {
    throw invalid('Invalid type: must be one of account_onboarding or account_update', {
      code: type ? 'parameter_invalid_string' : 'parameter_missing',
      param: 'type',
    });
  }
  const returnUrl = required(call, 'return_url');
  const refreshUrl = required(call, 'refresh_url');
  const created = s.nowSec();
  const linkId = newId('link');
  s.state.account_links[linkId] = { account: accountId, used: false };
  s.save();
  const expiresAt = created + ACCOUNT_LINK_TTL_S;
  const q = new URLSearchParams({
    link: linkId,
    return_url: returnUrl,
    refresh_url: refreshUrl,
    expires_at: String(expiresAt),
  });
  return {
    object: 'account_link',
    created,
    expires_at: expiresAt,
    url: `${s.baseUrl}/_standin/onboarding/${accountId}?${q}`,
  };
}

/** `/_standin/onboarding/<acct>`, the AccountLink's URL: Stripe's hosted Express onboarding. */
function onboardingPage(s: Standin, req: StandinRequest) {
  const { res, method } = req;
  const acct = s.state.accounts[req.match[1]!];
  const q = pageParams(req);
  const returnUrl = q.get('return_url') ?? '';
  const refreshUrl = q.get('refresh_url') ?? '';
  if (!acct) {
    html(res, 404, 'Unknown account', `<p>No such account: ${esc(req.match[1]!)}</p>`);
    return;
  }
  const linkId = q.get('link');
  const link = linkId ? s.state.account_links[linkId] : undefined;
  // A used, unknown or expired link sends the user to refresh_url, as Stripe does.
  const stale =
    (linkId !== null && (!link || link.used || link.account !== acct.id)) ||
    (Number(q.get('expires_at') ?? 0) < s.nowSec() && method !== 'POST');
  if (stale && refreshUrl) {
    res.writeHead(303, { location: refreshUrl }).end();
    return;
  }
  if (method === 'POST') {
    if (link) link.used = true;
    if (q.get('outcome') === 'incomplete') leaveOnboardingIncomplete(s, acct.id as string);
    else completeOnboarding(s, acct.id as string);
    res.writeHead(303, { location: returnUrl || '/' }).end();
    return;
  }
  const hidden = [
    ['link', linkId ?? ''],
    ['return_url', returnUrl],
    ['refresh_url', refreshUrl],
  ]
    .map(([n, v]) => `<input type="hidden" name="${n}" value="${esc(v!)}">`)
    .join('');
  const due = (acct.requirements as { currently_due?: string[] } | undefined)?.currently_due ?? [];
  html(
    res,
    200,
    'Express onboarding · Utbetalningskonto',
    `<p>Account / Konto <code>${esc(String(acct.id))}</code> (${esc(String(acct.email ?? 'no email'))}).</p>
<p>Still due / Saknas: ${due.length ? due.map((d) => `<code>${esc(d)}</code>`).join(', ') : 'nothing / inget'}</p>
<form method="post">${hidden}<button type="submit" name="outcome" value="complete">Complete onboarding · Slutför (test data)</button><button type="submit" name="outcome" value="incomplete">Leave incomplete · Lämna ofullständig</button></form>
<p><a href="${esc(refreshUrl)}">Start over with a new link · Börja om med en ny länk</a></p>`,
  );
}

export const accountRoutes: ApiRoute[] = [
  { method: 'POST', path: /^\/v1\/accounts$/, handle: createAccount },
  {
    method: 'GET',
    path: /^\/v1\/accounts\/([^/]+)$/,
    handle: (s, _call, [, id]) => found(s.state.accounts, 'account', id!),
  },
  { method: 'POST', path: /^\/v1\/account_links$/, handle: createAccountLink },
];

export const accountPages: StandinRoute[] = [
  { path: /^\/_standin\/onboarding\/(acct_[A-Za-z0-9]+)$/, handle: onboardingPage },
];
