import type { OrderRecord } from '@konstvagg/domain';
import { describe, expect, it } from 'vitest';
import { composeEvidence, EVIDENCE_TEXT_MAX, earlierNotes } from './evidence.ts';

const order = (over: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    entity: 'order',
    id: 'ord_1',
    artwork_id: 'art_1',
    status: 'collected',
    amount_cents: 45000,
    currency: 'EUR',
    artist_id: 'artist_1',
    artist_name: 'Anna Berg',
    title: 'Sommar',
    venue_id: 'venue_1',
    venue_name: 'Café Old Name',
    buyer_id: null,
    buyer_email: 'kim@example.se',
    buyer_name: 'Kim Köpare',
    venue_commission: 0.2,
    venue_cents: 9000,
    platform_fee_bps: 1000,
    platform_cents: 4500,
    artist_cents: 31500,
    paid_at: '2026-06-01T10:00:00.000Z',
    pickup_deadline: '2026-06-08T10:00:00.000Z',
    // 23:30 UTC is the next day in Stockholm (summer time).
    collected_at: '2026-06-02T23:30:00.000Z',
    pickup_method: 'scanned',
    pickup_by: 'user_staff',
    pickup_by_email: 'staff@galleri.se',
    paid_out_at: null,
    disputed_at: '2026-06-20T08:00:00.000Z',
    dispute_id: 'dp_1',
    history: [
      {
        at: '2026-06-01T09:58:00.000Z',
        what: 'reserved',
        by: 'buyer',
        by_role: 'buyer',
        status: 'pending_payment',
      },
      { at: '2026-06-01T10:00:00.000Z', what: 'paid', by: 'stripe', by_role: 'stripe', status: 'paid' },
      {
        at: '2026-06-02T23:30:00.000Z',
        what: 'collected',
        by: 'user_staff',
        by_role: 'venue',
        status: 'collected',
        detail: 'scanned',
      },
      {
        at: '2026-06-20T08:00:00.000Z',
        what: 'dispute_opened',
        by: 'stripe',
        by_role: 'stripe',
        detail: 'fraudulent',
      },
    ],
    created_at: '2026-06-01T09:58:00.000Z',
    updated_at: '2026-06-20T08:00:00.000Z',
    version: 5,
    ...over,
  }) as OrderRecord;

const facts = {
  venueName: 'Galleri Nord',
  receipt: { to: 'kim@example.se', subject: 'Your purchase: Sommar', at: '2026-06-01T10:00:05.000Z' },
  notes: [] as string[],
};

describe('composeEvidence', () => {
  it('writes the sale, the buyer, the pickup with the scanned QR code and its staff account, the receipt and the history', () => {
    const e = composeEvidence(order(), facts);
    expect(e.product_description).toContain('“Sommar”');
    expect(e.product_description).toContain('Anna Berg');
    expect(e.product_description).toContain('EUR 450.00');
    expect(e.product_description).toContain('Galleri Nord');
    expect(e.customer_name).toBe('Kim Köpare');
    expect(e.customer_email_address).toBe('kim@example.se');
    // The pickup's day in Stockholm, not in UTC.
    expect(e.service_date).toBe('2026-06-03');
    expect(e.refund_policy_disclosure).toMatch(/within 7 days/);
    expect(e.refund_policy_disclosure).toMatch(/refunded in full automatically/);
    expect(e.access_activity_log).toContain('the buyer’s QR code was scanned');
    expect(e.access_activity_log).toContain('2026-06-03 01:30');
    expect(e.access_activity_log).toContain('staff@galleri.se, user id user_staff');
    expect(e.access_activity_log).toContain('2026-06-01 12:00  Payment received, reported by Stripe');
    expect(e.access_activity_log).toContain(
      'Work handed over to the buyer at the venue (scanned), by venue staff',
    );
    expect(e.uncategorized_text).toContain(
      'Receipt mail: sent to kim@example.se on 2026-06-01 12:00 (Europe/Stockholm), subject “Your purchase: Sommar”',
    );
    expect(e.uncategorized_text).not.toContain('Notes from Konstvägg');
  });

  it('says a typed short code, and no validated pickup when there is none', () => {
    expect(composeEvidence(order({ pickup_method: 'typed' }), facts).access_activity_log).toContain(
      'the buyer’s short pickup code was typed',
    );
    const uncollected = composeEvidence(
      order({
        status: 'paid',
        collected_at: null,
        pickup_method: null,
        pickup_by: null,
        pickup_by_email: null,
      }),
      { ...facts, receipt: null },
    );
    expect(uncollected.access_activity_log).toContain('No validated pickup on record');
    expect(uncollected.service_date).toBeUndefined();
    expect(uncollected.uncategorized_text).toContain('Receipt mail: none on record.');
    const unvalidated = composeEvidence(order({ pickup_method: null }), facts);
    expect(unvalidated.access_activity_log).toContain('No validated pickup on record');
    expect(unvalidated.service_date).toBeUndefined();
  });

  it('leaves out the buyer name it does not have, and falls back to the order for the venue and history', () => {
    const e = composeEvidence(order({ buyer_name: undefined, history: undefined }), {
      ...facts,
      venueName: null,
    });
    expect(e.customer_name).toBeUndefined();
    expect(e.product_description).toContain('Café Old Name');
    expect(e.access_activity_log).toContain('2026-06-01 12:00  Payment received');
    expect(e.access_activity_log).toContain('Dispute opened');
  });

  it('ends with the admins’ notes, oldest first', () => {
    const e = composeEvidence(order(), {
      ...facts,
      notes: ['The buyer signed the pickup list.', 'CCTV kept.'],
    });
    expect(
      e.uncategorized_text!.endsWith(
        'Notes from Konstvägg:\n- The buyer signed the pickup list.\n- CCTV kept.',
      ),
    ).toBe(true);
  });

  it('keeps every field within Stripe’s limits: the history keeps its first and last lines, the notes their latest', () => {
    const history = Array.from({ length: 600 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString(),
      what: 'dispute_evidence' as const,
      by: 'admin_1',
      by_role: 'admin' as const,
      detail: `saved ${'x'.repeat(40)} ${i}`,
    }));
    const notes = Array.from({ length: 30 }, (_, i) => `Note ${i}: ${'y'.repeat(1990)}`);
    const e = composeEvidence(order({ history }), { ...facts, notes });
    for (const text of Object.values(e)) expect(text.length).toBeLessThanOrEqual(EVIDENCE_TEXT_MAX);
    expect(e.access_activity_log).toMatch(/\[… \d+ entries left out …\]/);
    expect(e.access_activity_log).toContain(' 0),');
    expect(e.access_activity_log).toContain(' 599),');
    expect(e.uncategorized_text).toContain('Note 29:');
    expect(e.uncategorized_text).not.toContain('Note 0:');
    expect(e.uncategorized_text).toMatch(/\[\d+ earlier note\(s\) left out\]/);
    expect(composeEvidence(order({ title: 'T'.repeat(30_000) }), facts).product_description!.length).toBe(
      EVIDENCE_TEXT_MAX,
    );
  });

  it('finds the earlier notes in the order’s history', () => {
    expect(
      earlierNotes(
        order({
          history: [
            {
              at: '2026-06-21T08:00:00.000Z',
              what: 'dispute_evidence',
              by: 'a',
              by_role: 'admin',
              note: 'First',
            },
            { at: '2026-06-21T09:00:00.000Z', what: 'dispute_evidence', by: 'system', by_role: 'system' },
            {
              at: '2026-06-22T08:00:00.000Z',
              what: 'dispute_evidence',
              by: 'a',
              by_role: 'admin',
              note: 'Second',
            },
          ],
        }),
      ),
    ).toEqual(['First', 'Second']);
  });
});
