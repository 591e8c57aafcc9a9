import type { Language } from '@konstvagg/i18n';
import { en, type AdminMessageKey } from './en.ts';
import { sv } from './sv.ts';

export type { AdminMessageKey };

/** The admin area's messages in both languages, as RemoteIntl and the routes module take them. */
export const messages: Record<Language, Record<AdminMessageKey, string>> = { en, sv };
