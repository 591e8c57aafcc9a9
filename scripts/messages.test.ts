import { describe, expect, it } from 'vitest';
import { MESSAGE_NUMBERS } from '@konstvagg/rules';
import { glossaryViolations, type Language } from '@konstvagg/contracts/vocabulary';
import { SERVER_TEXTS } from '@konstvagg/i18n';
import { en as marketplaceEn } from '../frontends/marketplace/src/messages/en.ts';
import { sv as marketplaceSv } from '../frontends/marketplace/src/messages/sv.ts';
import { en as marketplaceHomeEn } from '../frontends/marketplace/src/messages/home/en.ts';
import { sv as marketplaceHomeSv } from '../frontends/marketplace/src/messages/home/sv.ts';
import { en as marketplaceBuyingEn } from '../frontends/marketplace/src/messages/buying/en.ts';
import { sv as marketplaceBuyingSv } from '../frontends/marketplace/src/messages/buying/sv.ts';
import { en as marketplaceInfoEn } from '../frontends/marketplace/src/messages/info/en.ts';
import { sv as marketplaceInfoSv } from '../frontends/marketplace/src/messages/info/sv.ts';
import { en as shellEn } from '../frontends/shell/src/messages/en.ts';
import { sv as shellSv } from '../frontends/shell/src/messages/sv.ts';
import { messages as artistMessages } from '../frontends/artist/src/messages/index.ts';
import { messages as venueMessages } from '../frontends/venue/src/messages/index.ts';
import { messages as adminMessages } from '../frontends/admin/src/messages/index.ts';
import { artworkMessages } from '../shared/ui/src/artwork/artwork-message-keys.ts';

/**
 * Every message file and every server text (mails and the printed label included), in each
 * language: the product's words come from the glossary, and the business numbers arrive as
 * values ({pickupDays}, {minPrice}), never as literals.
 */
function texts(language: Language): [string, string][] {
  const table = (name: string, t: Record<string, unknown>): [string, string][] =>
    Object.entries(t).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${name} ${key}`, value] as [string, string]]
        : value && typeof value === 'object'
          ? table(`${name} ${key}`, value as Record<string, unknown>)
          : [],
    );
  return [
    ...table('marketplace', language === 'sv' ? marketplaceSv : marketplaceEn),
    ...table('marketplace home', language === 'sv' ? marketplaceHomeSv : marketplaceHomeEn),
    ...table('marketplace buying', language === 'sv' ? marketplaceBuyingSv : marketplaceBuyingEn),
    ...table('marketplace info', language === 'sv' ? marketplaceInfoSv : marketplaceInfoEn),
    ...table('shell', { en: shellEn, sv: shellSv }[language]),
    ...table('artist', artistMessages[language]),
    ...table('venue', venueMessages[language]),
    ...table('admin', adminMessages[language]),
    // Every server text as written: the API's messages, the account texts, the mails, the printed
    // label and share image, the CSV columns (shared/i18n server-texts.ts).
    ...Object.entries(SERVER_TEXTS).flatMap(([name, t]) => table(`server ${name}`, t[language])),
    // The shared artwork components' words, read here as well as in the areas that spread them.
    ...table('artwork', artworkMessages[language]),
  ];
}

/** A business number written out: a percentage, a price, a day/hour/month count, a range. */
const RULE_LITERALS = [
  /\d+[ \u00a0]?%/,
  /\d+[ \u00a0]?€|€[ \u00a0]?\d/,
  /\b\d+(-day|[ \u00a0](days?|dagar|dag|hours?|timmar|timme|months?|månader|km|characters|tecken))\b/,
  // (The size categories' ranges in centimetres are the size rules' own labels.)
  /\b\d+–\d+\b(?! cm)/,
  /\b(first|första) \d+ (artists|konstnärerna)\b/,
];

/**
 * Names English writes with capitals in any sentence: the product, the payment and social
 * services, places, an authority and the weekdays. Everything else is in sentence case
 * (docs/decisions.md, "Sentence case"): "Start exhibiting", not "Start Exhibiting".
 */
const PROPER_NAMES = [
  'Konstvägg',
  // Stripe's legal entity, named in the notice Stripe requires beside Swish.
  'Stripe Technology Europe Limited',
  'Stripe',
  'Swish',
  'Klarna',
  'PayPal',
  'Apple Pay',
  'Google Pay',
  // Authenticator apps the two-step login set-up names.
  'Google Authenticator',
  'Microsoft Authenticator',
  'Instagram',
  'Facebook',
  'LinkedIn',
  'Sweden',
  'Stockholm',
  'Gothenburg',
  'Göteborg',
  'Malmö',
  'Swedish Authority for Privacy Protection',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** The phrases of two or more capitalised words in an English text, proper names aside. */
function titleCasePhrases(text: string): string[] {
  let rest = text.replace(/\{\w+\}/g, '·');
  for (const name of [...PROPER_NAMES].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(new RegExp(`${name}(?:[’']s)?(?![\\p{L}])`, 'gu'), '·');
  return rest.match(/(?<![\p{L}’'])\p{Lu}\p{Ll}+(?:[ \u00a0]+\p{Lu}\p{Ll}+)+(?![\p{L}])/gu) ?? [];
}

describe('the message files', () => {
  for (const language of ['sv', 'en'] as const) {
    it(`use the glossary's words in ${language}`, () => {
      const found = texts(language).flatMap(([where, text]) =>
        glossaryViolations(language, text).map((v) => `${where}: "${v.found}" (say ${v.term})`),
      );
      expect(found).toEqual([]);
    });

    it(`state no business number as a literal in ${language}`, () => {
      const found = texts(language).flatMap(([where, text]) =>
        RULE_LITERALS.some((pattern) => pattern.test(text)) ? [`${where}: ${text}`] : [],
      );
      expect(found).toEqual([]);
    });
  }

  it('write English in sentence case', () => {
    const found = texts('en').flatMap(([where, text]) =>
      titleCasePhrases(text).map((phrase) => `${where}: "${phrase}"`),
    );
    expect(found).toEqual([]);
  });

  it('catch a title-case phrase and leave proper names alone', () => {
    expect(titleCasePhrases('Start Exhibiting')).toEqual(['Start Exhibiting']);
    expect(titleCasePhrases('Found nothing. Clear All Filters')).toEqual(['Clear All Filters']);
    expect(titleCasePhrases('See How It Works on {site}')).toEqual(['See How It Works']);
    expect(titleCasePhrases('Join Konstvägg')).toEqual([]);
    expect(titleCasePhrases('Accepting Stripe’s terms; pay with Apple Pay or Swish')).toEqual([]);
    expect(titleCasePhrases('Use Monday’s hours. Download CSV. The QR code')).toEqual([]);
    expect(titleCasePhrases('Start exhibiting. Tap “Buy now”.')).toEqual([]);
  });

  /** A value and its unit with a plain space between: a phone may break the line there. */
  const UNIT_AFTER_PLAIN_SPACE =
    /(\{\w+\}|#|\d) (%|€|h|min|km|days?|dagar|dag|hours?|timmar|timme|months?|månader|minutes|minuter)(?![\p{L}])/u;
  for (const language of ['sv', 'en'] as const)
    it(`keep a number and its unit on one line in ${language}`, () => {
      const found = texts(language).flatMap(([where, text]) =>
        UNIT_AFTER_PLAIN_SPACE.test(text) ? [`${where}: ${text}`] : [],
      );
      expect(found).toEqual([]);
    });

  it('catch a banned synonym and a restated number', () => {
    expect(glossaryViolations('sv', 'Se alla platser och verksamheter').map((v) => v.term)).toEqual([
      'venue',
      'venue',
    ]);
    expect(glossaryViolations('sv', 'Dela din plats; hämta på plats; webbplatsen')).toEqual([]);
    // A payout's day is a bankdag; support's opening days stay "vardagar".
    expect(glossaryViolations('sv', 'Provisionen betalas ut nästa vardag').map((v) => v.term)).toEqual([
      'businessDay',
    ]);
    expect(glossaryViolations('sv', 'Vi svarar vardagar; betalas ut nästa bankdag')).toEqual([]);
    // The payout badge is "Proffs" in Swedish, in the text that explains it too.
    expect(glossaryViolations('sv', 'Profilen visar Pro-märket').map((v) => v.term)).toEqual(['proBadge']);
    expect(glossaryViolations('sv', 'Profilen visar märket Proffs')).toEqual([]);
    expect(RULE_LITERALS.some((p) => p.test(`hämta inom ${MESSAGE_NUMBERS.pickupDays} dagar`))).toBe(true);
    expect(RULE_LITERALS.some((p) => p.test('hämta inom {pickupDays} dagar'))).toBe(false);
    // Written with the no-break space, a literal is still one.
    expect(RULE_LITERALS.some((p) => p.test(`hämta inom ${MESSAGE_NUMBERS.pickupDays}\u00a0dagar`))).toBe(
      true,
    );
    expect(UNIT_AFTER_PLAIN_SPACE.test('{count, plural, one {# dag} other {# dagar}}')).toBe(true);
    expect(UNIT_AFTER_PLAIN_SPACE.test('{count, plural, one {#\u00a0dag} other {#\u00a0dagar}}')).toBe(false);
    expect(UNIT_AFTER_PLAIN_SPACE.test('{count} hyllor, {n} hämtningar')).toBe(false);
  });
});
