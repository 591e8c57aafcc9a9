import { describe, expect, it } from 'vitest';
import { buildSeedPlan } from './build.ts';
import { ARTISTS } from './data/artists.ts';

/**
 * Every seeded bio, venue description and artwork description is written in one language, and an
 * artist's texts are in the artist's own language (build.ts ends each artwork description with a
 * sentence in that language, so the blurb in data/artworks.ts has to match it).
 *
 * The check: common function words of each language. Words that are common in both ("i"/"I", "in",
 * "under", "is", "by", "as") are left out, so a Swedish text never reads as English or the reverse.
 */
const FUNCTION_WORDS = {
  sv: [
    ...['och', 'en', 'ett', 'på', 'med', 'av', 'som', 'är', 'det', 'den', 'för', 'vid', 'över', 'där'],
    ...['att', 'jag', 'vi', 'har', 'från', 'mot', 'efter', 'till', 'varje', 'sin', 'när', 'utan', 'inte'],
  ],
  en: [
    ...['the', 'and', 'of', 'on', 'with', 'a', 'an', 'at', 'to', 'that', 'it', 'our', 'we', 'every'],
    ...['from', 'for', 'into', 'after', 'this', 'his', 'her', 'their', 'are', 'was', 'my'],
  ],
} as const;
type Language = keyof typeof FUNCTION_WORDS;

function languagesOf(text: string): Language[] {
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  return (Object.keys(FUNCTION_WORDS) as Language[]).filter((l) =>
    FUNCTION_WORDS[l].some((w) => words.has(w)),
  );
}

const plan = buildSeedPlan();
const languageOf = new Map(ARTISTS.map((a) => [a.id, a.language]));

describe('seeded texts are each in one language', () => {
  it('tells Swedish from English and finds a description that switches between them', () => {
    expect(languagesOf('Ett rött torp med vita knutar vid en frusen sjö i Dalarna.')).toEqual(['sv']);
    expect(languagesOf('Storm clouds and breaking waves off Varberg.')).toEqual(['en']);
    // The old art-022: a Swedish blurb followed by an English closing sentence.
    expect(
      languagesOf(
        'En liten ö med ett rött hus svävar över ett stilla hav. Painted on a stretched canvas with painted edges; no frame needed.',
      ),
    ).toEqual(['sv', 'en']);
  });

  it('writes each artist bio in the artist’s language', () => {
    for (const a of plan.artists) expect(languagesOf(a.bio), a.id).toEqual([languageOf.get(a.id)]);
  });

  it('writes each venue description in one language', () => {
    for (const v of plan.venues) expect(languagesOf(v.description), v.id).toHaveLength(1);
  });

  it('writes each artwork description in its artist’s language', () => {
    for (const { record: a } of plan.artworks)
      expect(languagesOf(a.description), `${a.id} ${a.description}`).toEqual([languageOf.get(a.artist_id)]);
  });

  it('keeps both languages in the demo data, most of it Swedish', () => {
    const texts = [
      ...plan.artists.map((a) => a.bio),
      ...plan.venues.map((v) => v.description),
      ...plan.artworks.map((w) => w.record.description),
    ];
    const swedish = texts.filter((t) => languagesOf(t)[0] === 'sv').length;
    expect(swedish).toBeGreaterThan(texts.length / 2);
    expect(swedish).toBeLessThan(texts.length);
    for (const profiles of [plan.artists.map((a) => a.bio), plan.venues.map((v) => v.description)])
      expect(new Set(profiles.map((t) => languagesOf(t).join('+')))).toEqual(new Set(['sv', 'en']));
  });
});
