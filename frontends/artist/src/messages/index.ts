import type { Language } from '@konstvagg/i18n';
import { en, type ArtistMessageKey } from './en.ts';
import { sv } from './sv.ts';

export type { ArtistMessageKey };

/** The artist area's messages by language: the same keys in sv and en (messages.test.ts checks). */
export const messages: Record<Language, Record<ArtistMessageKey, string>> = { en, sv };
