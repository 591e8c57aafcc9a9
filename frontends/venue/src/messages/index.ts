import type { Language } from '@konstvagg/i18n';
import { en, type VenueMessageKey } from './en.ts';
import { sv } from './sv.ts';

export type { VenueMessageKey };

/** The venue area's messages in both languages; the kit's RemoteIntl shows the shell's language. */
export const messages: Record<Language, Record<VenueMessageKey, string>> = { en, sv };
