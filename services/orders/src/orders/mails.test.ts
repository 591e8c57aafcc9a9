import { beforeAll, describe, expect, it } from 'vitest';
import type { OpeningHours } from '@konstvagg/contracts';
import type { OrderRecord, VenueRecord } from '@konstvagg/domain';
import { openingNote, receiptMail, soldMail } from './mails.ts';

const hours: OpeningHours = {
  monday: '10:00-18:00',
  tuesday: '10:00-18:00',
  wednesday: '10:00-18:00',
  thursday: '10:00-18:00',
  friday: '10:00-18:00',
  saturday: '11:00-16:00',
  sunday: null,
};

beforeAll(() => {
  process.env.PUBLIC_BASE_URL ??= 'https://konstvagg.example';
});

describe('the pickup mails’ opening line', () => {
  // Tuesday 1 December 2026 (CET: UTC+1).
  it.each([
    ['2026-12-01T11:00:00Z', 'Open now, until 18:00.', 'Öppet nu, till 18:00.'],
    ['2026-12-01T07:30:00Z', 'Opens today at 10:00.', 'Öppnar i dag kl. 10:00.'],
    // After closing: tomorrow, never "open today".
    ['2026-12-01T17:19:00Z', 'Opens tomorrow at 10:00.', 'Öppnar i morgon kl. 10:00.'],
    // Wednesday 23 December after closing: the Christmas holidays, then Sunday: Monday 28 December.
    ['2026-12-23T19:00:00Z', 'Opens Monday 28 December at 10:00.', 'Öppnar måndag 28 december kl. 10:00.'],
  ])('at %s', (at, en, sv) => {
    expect(openingNote(hours, 'en', at)).toBe(en);
    expect(openingNote(hours, 'sv', at)).toBe(sv);
  });

  it('a receipt written after closing says when the venue opens next', () => {
    const order = {
      id: 'order-1',
      language: 'en',
      title: 'Havsbris',
      artist_name: 'Demo Artist',
      amount_cents: 520_000,
      currency: 'SEK',
      buyer_email: 'b@example.com',
      buyer_name: 'Bea',
      pickup_code_short: 'ACDEFGHJ',
      pickup_deadline: '2026-12-08T17:00:00.000Z',
      access_key: 'k',
    } as OrderRecord;
    const venue = {
      venue_name: 'Café Linné',
      address: 'Linnégatan 1',
      postal_code: '413 04',
      city: 'Göteborg',
      opening_hours: hours,
    } as VenueRecord;
    const mail = receiptMail(order, venue, '2026-12-01T17:19:00Z');
    expect(mail.text).not.toMatch(/open today/i);
    expect(mail.text).toContain('Opens tomorrow at 10:00.');
    // The amount paid, in the order's currency.
    expect(mail.text.replace(/\s/g, ' ')).toContain('SEK 5,200');
    const sv = receiptMail({ ...order, language: 'sv' }, venue, '2026-12-01T17:19:00Z');
    expect(sv.text).not.toMatch(/öppet i dag/i);
    expect(sv.text).toContain('Öppnar i morgon kl. 10:00.');
    expect(sv.text.replace(/\s/g, ' ')).toContain('5 200 kr');
  });

  it('the sold mail gives the price in kronor with the list price and the rate', () => {
    const order = {
      title: 'Havsbris',
      amount_cents: 520_000,
      currency: 'SEK',
      list_price_cents: 45_000,
      fx_rate: 11.5556,
      fx_date: '2026-12-01',
      artist_cents: 442_000,
      venue_cents: 52_000,
      pickup_deadline: '2026-12-08T17:00:00.000Z',
      venue_name: 'Café Linné',
    } as OrderRecord;
    const en = soldMail(order, { email: 'a@example.com', name: 'Ada', lang: 'en' }, 'artist');
    expect(en.text.replace(/\s/g, ' ')).toContain(
      'has been sold for SEK 5,200 (list price €450 at 11.5556).',
    );
    expect(en.text.replace(/\s/g, ' ')).toContain('Your part, SEK 4,420,');
    const sv = soldMail(order, { email: 'a@example.com', name: 'Ada', lang: 'sv' }, 'venue');
    expect(sv.text.replace(/\s/g, ' ')).toContain(
      'har sålts för 5 200 kr (listpris 450 € till kursen 11,5556).',
    );
    expect(sv.text.replace(/\s/g, ' ')).toContain('Er provision: 520 kr.');
  });
});
