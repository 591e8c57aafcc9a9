import { describe, expect, it } from 'vitest';
import { buildSeedPlan } from './build.ts';
import { applyPayees, plannedPayouts, planPayees, type PayeeKey } from './payouts.ts';

const NOW = '2026-11-20T10:00:00.000Z';

describe('the demo money loop', () => {
  it('connects the demo artist and venue and the paid-out payees, and leaves the collected sale’s others waiting', () => {
    const plan = buildSeedPlan(NOW);
    const { connected, waiting } = planPayees(plan);
    expect(connected).toContain('artist:artist-01');
    expect(connected).toContain('venue:venue-01');
    const collected = plan.orders.filter((o) => o.record.status === 'collected').map((o) => o.record);
    expect(collected.length).toBeGreaterThan(0);
    // At least one artist and one venue without an account, each with a collected sale waiting for it.
    const waitingArtists = [...waiting].filter((k) => k.startsWith('artist:'));
    const waitingVenues = [...waiting].filter((k) => k.startsWith('venue:'));
    expect(waitingArtists.length).toBeGreaterThan(0);
    expect(waitingVenues.length).toBeGreaterThan(0);
    for (const k of waiting) expect(connected).not.toContain(k);
    // Whoever was paid out has an account.
    for (const { record: o } of plan.orders.filter((x) => x.record.status === 'paid_out')) {
      expect(connected).toContain(`artist:${o.artist_id}`);
      expect(connected).toContain(`venue:${o.venue_id}`);
    }

    const accounts = new Map<PayeeKey, string>([...connected].map((k, i) => [k, `acct_${i}`]));
    applyPayees(plan, accounts, waiting);
    for (const a of plan.artists)
      expect(a.can_receive_payouts, a.id).toBe(!!a.stripe_account_id && connected.has(`artist:${a.id}`));
    for (const v of plan.venues) expect(!!v.can_receive_payouts, v.id).toBe(!!v.stripe_account_id);
    expect(plan.artists.find((a) => `artist:${a.id}` === waitingArtists[0])?.is_kyc_verified).toBe(false);
  });

  it('gives every collected order scheduled payouts and every paid-out order sent ones', () => {
    const plan = buildSeedPlan(NOW);
    const payouts = plannedPayouts(plan, new Map([['order-004:artist', 'tr_1']]));
    for (const { record: o } of plan.orders) {
      const mine = payouts.filter((p) => p.order_id === o.id);
      if (o.status === 'paid') expect(mine).toEqual([]);
      if (o.status === 'collected') expect(mine.map((p) => p.status)).toEqual(['scheduled', 'scheduled']);
      if (o.status === 'paid_out') {
        expect(mine.map((p) => p.status)).toEqual(['sent', 'sent']);
        for (const p of mine) expect(p.sent_at).toBe(o.paid_out_at);
      }
      for (const p of mine) {
        expect(p.amount_cents).toBe(p.party === 'artist' ? o.artist_cents : o.venue_cents);
        expect(p.GSI4PK).toBe(`PAYEE#${p.party}#${p.payee_id}`);
      }
    }
    expect(payouts.find((p) => p.order_id === 'order-004' && p.party === 'artist')?.stripe_transfer_id).toBe(
      'tr_1',
    );
  });
});
