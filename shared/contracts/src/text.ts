import * as z from 'zod';

/**
 * User text (names, notes, messages, bios, locations, phone numbers, search words): what every
 * free-text field takes (issue 9). It is trimmed, must be at most `max` characters, and may not hold
 * characters that are invisible or that change how text around them reads: C0/C1 control characters
 * (NUL included; tab and line breaks only in multi-line fields), the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069), or a lone UTF-16 surrogate. Such text is
 * refused with one field error ('validation.text_characters', in sv and en), never cleaned in
 * silence. What passes is stored in Unicode NFC, so "å" typed two ways is one value.
 */
export const TEXT_CHARACTERS_KEY = 'validation.text_characters';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above; tab, LF and CR are allowed
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds none of the refused characters. */
export function isCleanText(text: string, options: { multiline?: boolean } = {}): boolean {
  if (LONE_SURROGATE.test(text)) return false;
  if ((options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text)) return false;
  return !BIDI_CONTROLS.test(text);
}

export interface UserTextOptions {
  max: number;
  /** Characters after trimming; default 0 (a required field says min: 1). */
  min?: number;
  /** Allows tab and line breaks (notes, messages, bios). */
  multiline?: boolean;
}

/** The zod schema of one user-text field (see TEXT_CHARACTERS_KEY). */
export function userText({ max, min = 0, multiline = false }: UserTextOptions) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => isCleanText(s, { multiline }), { params: { key: TEXT_CHARACTERS_KEY } })
    .overwrite((s) => s.normalize('NFC'));
}
