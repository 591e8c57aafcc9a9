import {
  keys,
  payoutIndexKeys,
  payoutRecordsForPickup,
  type ArtistRecord,
  type PayoutRecord,
  type StripeAccountRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { stripeClient } from '@konstvagg/lambda-kit/ports/payments';
import type { SeedPlan } from './build.ts';

/**
 * The demo's money loop (issue 38): who has a payout account, and the payouts of the collected
 * orders, so that every seeded order reads on the artist's and the venue's pages as it does in
 * the admin's timeline.
 *
 * - Payout accounts (Express, onboarding completed at the Stripe stand-in): the demo artist and
 *   the demo venue (a purchase a newcomer makes pays both out the next business day), the payees
 *   of the paid-out orders (they were paid), and the artists the seed data marks able to receive
 *   payouts. No one else has an account, so no profile claims payouts it cannot receive.
 * - The payees of a collected order that are not demo accounts have NO account: their payout
 *   shows the waiting state ("connect a payout account"), and goes out once they connect one
 *   (account.updated, or the next payout sweep).
 * - Payouts: a paid-out order's two payouts are sent (a transfer each at the stand-in, with the
 *   idempotency key the sweep uses); a collected order's are scheduled for the business day after
 *   its pickup, as the pickup leaves them, and the sweep sends them (or makes them wait).
 */

export type PayeeKey = `${'artist' | 'venue'}:${string}`;

/** Which profiles get a payout account, and which are left without one to show the waiting state. */
export function planPayees(plan: SeedPlan): { connected: Set<PayeeKey>; waiting: Set<PayeeKey> } {
  const demo = new Set<PayeeKey>();
  for (const login of plan.logins) {
    const user = plan.users.find((u) => u.email === login.email);
    if (user?.profile) demo.add(`${user.profile.kind}:${user.profile.id}`);
  }
  const connected = new Set<PayeeKey>(demo);
  const waiting = new Set<PayeeKey>();
  for (const { record: o } of plan.orders) {
    const payees: PayeeKey[] = [
      `artist:${o.artist_id}`,
      ...(o.venue_id ? [`venue:${o.venue_id}` as const] : []),
    ];
    if (o.status === 'paid_out') for (const p of payees) connected.add(p);
    if (o.status === 'collected') for (const p of payees) if (!demo.has(p)) waiting.add(p);
  }
  for (const a of plan.artists) if (a.can_receive_payouts) connected.add(`artist:${a.id}`);
  for (const p of waiting) connected.delete(p);
  return { connected, waiting };
}

/**
 * Puts the accounts on the profiles: an account's profile can receive payouts (and has the Pro
 * badge); a profile without one cannot, and one left waiting has no verified identity either.
 */
export function applyPayees(
  plan: SeedPlan,
  accounts: ReadonlyMap<PayeeKey, string>,
  waiting: ReadonlySet<PayeeKey>,
): void {
  const apply = (r: ArtistRecord | VenueRecord, key: PayeeKey) => {
    const account = accounts.get(key);
    r.stripe_account_id = account ?? null;
    r.can_receive_payouts = !!account;
    if (account) r.is_kyc_verified = true;
    if (waiting.has(key)) r.is_kyc_verified = false;
  };
  for (const a of plan.artists) apply(a, `artist:${a.id}`);
  for (const v of plan.venues) apply(v, `venue:${v.id}`);
}

/** The account -> profile records account.updated looks its profile up by. */
export function stripeAccountItems(accounts: ReadonlyMap<PayeeKey, string>, at: string) {
  return [...accounts].map(([key, accountId]) => {
    const [kind, id] = key.split(':') as ['artist' | 'venue', string];
    const record: StripeAccountRecord = {
      entity: 'stripe_account',
      account_id: accountId,
      owner_kind: kind,
      owner_id: id,
      created_at: at,
    };
    return { ...keys.stripeAccount(accountId), ...record };
  });
}

/**
 * The payouts of the collected and paid-out orders, with their index keys. `transfers` holds the
 * transfer of each sent payout (`<order>:<party>`); without one (no stand-in) it is recorded
 * sent all the same, with no transfer id.
 */
export function plannedPayouts(plan: SeedPlan, transfers: ReadonlyMap<string, string>) {
  const out: (PayoutRecord & Record<string, unknown>)[] = [];
  for (const { record: o } of plan.orders) {
    if (!o.collected_at || (o.status !== 'collected' && o.status !== 'paid_out')) continue;
    for (const p of payoutRecordsForPickup(o, o.collected_at)) {
      const sent = o.status === 'paid_out' && o.paid_out_at;
      const record: PayoutRecord = sent
        ? {
            ...p,
            status: 'sent',
            stripe_transfer_id: transfers.get(`${o.id}:${p.party}`) ?? null,
            attempts: 1,
            sent_at: o.paid_out_at,
            updated_at: o.paid_out_at!,
            // Put, its attempt claimed, sent: one version per write, as the sweep leaves it.
            version: 3,
          }
        : p;
      out.push({ ...keys.payout(o.id, p.party), ...payoutIndexKeys(record), ...record });
    }
  }
  return out;
}

/**
 * At the local Stripe stand-in only (STRIPE_API_BASE set): an Express account per connected payee
 * (idempotency key `acct:<kind>:<id>`, as the onboarding page's), its onboarding completed through
 * the stand-in's page. Answers the account of each payee; nothing elsewhere (a real Stripe account
 * cannot be onboarded by a script).
 */
export async function seedPayoutAccounts(
  connected: ReadonlySet<PayeeKey>,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<Map<PayeeKey, string>> {
  const accounts = new Map<PayeeKey, string>();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_API_BASE) {
    log('seed: not at the local Stripe stand-in; the demo profiles get no payout accounts');
    return accounts;
  }
  const stripe = await stripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  for (const key of [...connected].sort()) {
    const [kind, id] = key.split(':') as ['artist' | 'venue', string];
    const account = await stripe.accounts.create(
      {
        type: 'express',
        country: 'SE',
        email: `${id}@payouts.konstvagg.local`,
        metadata: { profile_kind: kind, profile_id: id, seeded: 'true' },
      },
      { idempotencyKey: `acct:${kind}:${id}` },
    );
    if (!account.payouts_enabled) {
      const res = await fetch(`${env.STRIPE_API_BASE}/_standin/onboarding/${account.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'complete', return_url: '/' }).toString(),
        redirect: 'manual',
      });
      if (res.status !== 303) throw new Error(`seed: onboarding of ${key} answered ${res.status}`);
    }
    accounts.set(key, account.id);
  }
  log(`seed: ${accounts.size} payout accounts connected at the Stripe stand-in`);
  return accounts;
}

/**
 * The transfers of the paid-out orders' payouts (key `tr:<order>:<party>`, as the payout sweep's),
 * from the order's charge to the payee's account. Answers them by `<order>:<party>`.
 */
export async function seedTransfers(
  plan: SeedPlan,
  accounts: ReadonlyMap<PayeeKey, string>,
  env: Record<string, string>,
): Promise<Map<string, string>> {
  const transfers = new Map<string, string>();
  if (!accounts.size || !env.STRIPE_SECRET_KEY) return transfers;
  const stripe = await stripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  for (const { record: o } of plan.orders) {
    if (o.status !== 'paid_out' || !o.collected_at || !o.stripe_charge_id) continue;
    for (const p of payoutRecordsForPickup(o, o.collected_at)) {
      const destination = accounts.get(`${p.party}:${p.payee_id}`);
      if (!destination) continue;
      const transfer = await stripe.transfers.create(
        {
          amount: p.amount_cents,
          currency: p.currency.toLowerCase(),
          destination,
          source_transaction: o.stripe_charge_id,
          transfer_group: o.id,
          metadata: { order_id: o.id, party: p.party, seeded: 'true' },
        },
        { idempotencyKey: `tr:${o.id}:${p.party}` },
      );
      transfers.set(`${o.id}:${p.party}`, transfer.id);
    }
  }
  return transfers;
}
