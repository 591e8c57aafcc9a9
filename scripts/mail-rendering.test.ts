import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS, type Language, type OpeningHours } from '@konstvagg/contracts';
import type { OrderRecord, VenueRecord } from '@konstvagg/domain';
import { textProblemsIn } from '@konstvagg/i18n';
import type { MailMessage } from '@konstvagg/lambda-kit/ports/mail';
import {
  adminRefundPartyMail,
  disputeAdminMail,
  disputeLostBuyerMail,
  disputePartyMail,
  receiptMail,
  refundBuyerMail,
  refundPartyMail,
  soldMail,
} from '../services/orders/src/orders/mails.ts';
import { exhibitionMail, type ExhibitionMailEvent } from '../services/exhibitions/src/mails.ts';
import { moderationMail } from '../services/admin/src/moderation/mails.ts';
import { accountMail } from '../services/admin/src/users/mails.ts';
import { linkMail } from '../services/identity/src/accounts/mails.ts';

/**
 * Every mail the services send, in both languages, rendered from fixed inputs and held by the
 * snapshot beside this file (subject, text and HTML body): a change to a mail's words shows up
 * here as a diff to review. Every text a mail uses must exist in its language and get a value for
 * each placeholder (textProblemsIn). It spans the services, so it lives with the cross-cutting tests.
 */
const LANGS: Language[] = ['en', 'sv'];
/** Weekdays 10-18, Saturday 11-16, closed on Sunday. */
const hours = Object.fromEntries(
  DAYS.map((d) => [d, d === 'sunday' ? null : d === 'saturday' ? '11:00-16:00' : '10:00-18:00']),
) as unknown as OpeningHours;
const venue = {
  venue_name: 'Café Linné & Co',
  address: 'Linnégatan 1',
  postal_code: '413 04',
  city: 'Göteborg',
  opening_hours: hours,
} as VenueRecord;
const order = (lang: Language, more: Partial<OrderRecord> = {}) =>
  ({
    id: 'order-1',
    language: lang,
    title: 'Havsbris <i>',
    artist_name: 'Demo Artist',
    venue_name: 'Café Linné & Co',
    amount_cents: 520_050,
    artist_cents: 426_441,
    venue_cents: 52_005,
    currency: 'SEK',
    list_price_cents: 45_000,
    fx_rate: 11.55671234,
    fx_date: '2026-11-30',
    buyer_email: 'b@example.com',
    buyer_name: 'Bea',
    pickup_code_short: 'ACDEFGHJ',
    pickup_deadline: '2026-12-08T17:00:00.000Z',
    access_key: 'k/1',
    ...more,
  }) as OrderRecord;
const person = (lang: Language, name = 'Ada') => ({ email: 'p@example.com', name, lang });

const shown = (mail: MailMessage) =>
  `SUBJECT ${mail.subject}${mail.essential ? ' (essential)' : ''}\n--- text\n${mail.text}\n--- html\n${mail.html}`;

const EXHIBITION_EVENTS: ExhibitionMailEvent[] = [
  'requested_by_venue',
  'proposed_by_artist',
  'accepted',
  'rejected',
  'cancelled',
  'competitor_closed',
  'shipped',
  'on_display',
  'collected',
  'damaged',
  'return_requested',
  'returned',
];

/** Every mail by a name, in `lang`. */
function mails(lang: Language): [string, MailMessage][] {
  const out: [string, MailMessage][] = [];
  const add = (name: string, mail: MailMessage) => out.push([name, mail]);
  // Orders: the buyer's receipt, with and without a venue, before and after closing.
  add('receipt, open now', receiptMail(order(lang), venue, '2026-12-01T11:00:00Z'));
  add('receipt, opens on Monday', receiptMail(order(lang), venue, '2026-12-23T19:00:00Z'));
  add(
    'receipt, no venue, no name',
    receiptMail(order(lang, { buyer_name: undefined }), undefined, '2026-12-01T11:00:00Z'),
  );
  add(
    'receipt in euros',
    receiptMail(order(lang, { currency: 'EUR', amount_cents: 45_000 }), venue, '2026-12-01T07:30:00Z'),
  );
  for (const party of ['artist', 'venue'] as const) {
    add(`sold, ${party}`, soldMail(order(lang), person(lang), party));
    add(
      `sold in euros, no venue name, ${party}`,
      soldMail(order(lang, { currency: 'EUR', venue_name: null }), person(lang, ''), party),
    );
  }
  for (const reason of ['not_collected', 'late_payment', 'admin'] as const)
    add(`refund to the buyer, ${reason}`, refundBuyerMail(order(lang), reason));
  add('dispute lost, buyer', disputeLostBuyerMail(order(lang)));
  add('not collected, party', refundPartyMail(order(lang), person(lang)));
  add(
    'not collected, party, no venue name',
    refundPartyMail(order(lang, { venue_name: null }), person(lang)),
  );
  for (const party of ['artist', 'venue'] as const)
    for (const payout of ['cancelled', 'reversed', 'kept'] as const)
      add(
        `admin refund, ${party}, ${payout}`,
        adminRefundPartyMail(order(lang), person(lang), party, payout),
      );
  for (const reason of ['fraudulent', 'product_not_received', 'duplicate', 'unrecognized', 'general', null])
    add(
      `dispute opened, admin, ${reason}`,
      disputeAdminMail(order(lang), person(lang), { phase: 'opened', reason, dueBy: '2026-12-20T22:59:00Z' }),
    );
  add(
    'dispute opened, admin, no due date',
    disputeAdminMail(order(lang), person(lang), { phase: 'opened', reason: null, dueBy: null }),
  );
  for (const outcome of ['won', 'lost', 'warning_closed'] as const)
    add(
      `dispute closed, admin, ${outcome}`,
      disputeAdminMail(order(lang), person(lang), { phase: 'closed', outcome }),
    );
  add(
    'dispute closed, admin, lost before the pickup',
    disputeAdminMail(order(lang, { refund_reason: 'dispute_lost' }), person(lang), {
      phase: 'closed',
      outcome: 'lost',
    }),
  );
  const cases: [string, Partial<OrderRecord>][] = [
    ['not collected', {}],
    ['collected, not validated', { collected_at: '2026-12-02T10:00:00Z', pickup_method: null }],
    ['collected with the code', { collected_at: '2026-12-02T10:00:00Z', pickup_method: 'scanned' }],
    ['lost before the pickup', { refund_reason: 'dispute_lost' }],
  ];
  for (const party of ['artist', 'venue'] as const)
    for (const phase of ['opened', 'won', 'lost', 'warning_closed'] as const)
      for (const [what, more] of cases)
        add(
          `dispute, ${party}, ${phase}, ${what}`,
          disputePartyMail(order(lang, more), person(lang), party, phase),
        );
  // Exhibitions: every event, to each party, with and without a note.
  for (const event of EXHIBITION_EVENTS)
    for (const as of ['artist', 'venue', 'admin'] as const)
      add(
        `exhibition ${event} to ${as}`,
        exhibitionMail(
          event,
          lang,
          { email: 'p@example.com', name: as === 'admin' ? '' : 'Ada', as },
          {
            title: 'Havsbris <i>',
            other: 'Galleri "Ett"',
            venue: 'Café Linné & Co',
            tracking: as === 'venue' ? 'PN123' : null,
          },
          as === 'artist' ? 'Hej & välkommen!\nRad två' : null,
        ),
      );
  // Moderation, accounts, links.
  for (const decision of ['approved', 'rejected', 'unpublished'] as const) {
    add(
      `moderation ${decision}`,
      moderationMail(
        decision,
        lang,
        { email: 'a@example.com', name: 'Ada' },
        { id: 'art-1', title: 'Havsbris <i>' },
        null,
      ),
    );
    // An approval carries no reason (decide.ts passes null); the other two say what and why.
    if (decision !== 'approved')
      add(
        `moderation ${decision} with a reason`,
        moderationMail(
          decision,
          lang,
          { email: 'a@example.com', name: '' },
          { id: 'art-1', title: 'Havsbris' },
          'The photo is <blurry> & dark',
        ),
      );
  }
  add(
    'account suspended',
    accountMail(
      lang,
      { email: 'a@example.com', name: 'Ada' },
      { kind: 'suspended', reason: 'Spam & <links>' },
    ),
  );
  add(
    'account reactivated',
    accountMail(lang, { email: 'a@example.com', name: '' }, { kind: 'reactivated' }),
  );
  add('verify email', linkMail('verify', lang, { email: 'a@example.com', name: 'Ada' }, 'tok-en_1'));
  add('reset password', linkMail('reset', lang, { email: 'a@example.com', name: '' }, 'tok-en_2'));
  return out;
}

describe('every mail, rendered from fixed inputs', () => {
  const saved = process.env.PUBLIC_BASE_URL;
  beforeAll(() => {
    process.env.PUBLIC_BASE_URL = 'https://konstvagg.example/';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = saved;
  });

  for (const lang of LANGS)
    it(`reads as it did in ${lang}`, () => {
      const { result, problems } = textProblemsIn(() => mails(lang));
      expect(problems).toEqual([]);
      for (const [name, mail] of result) expect.soft(shown(mail), name).toMatchSnapshot(name);
    });
});
