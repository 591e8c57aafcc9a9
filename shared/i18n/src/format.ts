import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './language.ts';

/**
 * The one formatter of the server's texts (API messages, mails, the printed label): ICU
 * MessageFormat through intl-messageformat, the library react-intl uses in the frontends, so a
 * text is written the same way on both sides: `{name}` for a value, `{count, plural, one {# day}
 * other {# days}}` for a plural. A plain `{name}` takes its value as written (a number too: the
 * API says "at most 5000 characters" as it always has); numbers are formatted only where a text
 * asks, with `{rate, number, ...}` or `#`.
 */

/** Values a text takes: words and amounts already formatted by their owners, numbers for plurals. */
export type MessageValues = Record<string, string | number>;
/** A table of texts by key in both languages: what every server text module exports. */
export type MessageTable = Record<Language, Record<string, string>>;

/** The locale whose number and plural rules a language's texts use (as Intl is called elsewhere). */
const LOCALE: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
/** The parser's element types that name a value: argument, number, date, time, select, plural. */
const NAMED_TYPES = new Set([1, 2, 3, 4, 5, 6]);

const compiled = new Map<string, IntlMessageFormat>();

function compile(lang: Language, text: string): IntlMessageFormat {
  const id = `${lang}\u0000${text}`;
  let found = compiled.get(id);
  if (!found) {
    // Tags are not a thing in these texts: "<" is a character, HTML is escaped by the mail builders.
    found = new IntlMessageFormat(text, LOCALE[lang], undefined, { ignoreTag: true });
    compiled.set(id, found);
  }
  return found;
}

function namesIn(elements: Element[], into: Set<string>): Set<string> {
  for (const el of elements) {
    if (NAMED_TYPES.has(el.type)) into.add((el as { value: string }).value);
    const options = (el as { options?: Record<string, { value: Element[] }> }).options;
    if (options) for (const option of Object.values(options)) namesIn(option.value, into);
  }
  return into;
}

/** The value names a text takes (`{name}`, and the plural's and select's own), sorted. */
export function placeholdersOf(text: string, lang: Language = 'en'): string[] {
  return [...namesIn(compile(lang, text).getAst(), new Set())].sort();
}

/**
 * `text` in `lang` with its values filled in. A value the caller did not give stays as its
 * `{name}`, as the API's messages always did (a field error names its rule without numbers).
 */
export function formatText(lang: Language, text: string, values: MessageValues = {}): string {
  const format = compile(lang, text);
  const missing = placeholdersOf(text, lang).filter((name) => !(name in values));
  const all = missing.length
    ? { ...values, ...Object.fromEntries(missing.map((name) => [name, `{${name}}`])) }
    : values;
  return format.format(all) as string;
}

/** Where a check in progress (textProblemsIn) collects what is wrong with the texts used. */
let problems: string[] | null = null;

/**
 * Runs `build` (a mail's builder, say) and returns what it made with every problem of the texts
 * it used: a key missing in the language asked, or a placeholder given no value (which a reader
 * would see as "{name}"). Synchronous: the builders are.
 */
export function textProblemsIn<T>(build: () => T): { result: T; problems: string[] } {
  const outer = problems;
  problems = [];
  try {
    const result = build();
    return { result, problems };
  } finally {
    problems = outer;
  }
}

/** The text of `key` in `lang` from one of the server's tables (English, then the key, as fallbacks). */
export function messageOf<T extends MessageTable>(
  table: T,
  lang: Language,
  key: keyof T['en'] & string,
  values?: MessageValues,
): string {
  const text = table[lang][key] ?? table.en[key] ?? key;
  if (problems) {
    if (table[lang][key] === undefined) problems.push(`${lang} ${key}: no such text`);
    for (const name of placeholdersOf(text, lang))
      if (!values || !(name in values)) problems.push(`${lang} ${key}: no value for {${name}}`);
  }
  return formatText(lang, text, values);
}
