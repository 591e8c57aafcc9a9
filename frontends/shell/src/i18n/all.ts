import { en } from './en.ts';
import { sv } from './sv.ts';
import type { Language } from '@konstvagg/i18n';
import type { ShellMessages } from './messages.ts';

/** Both languages' tables at once: for tests and checks only (the app loads one, messages.ts). */
export const shellMessages: Record<Language, ShellMessages> = { en, sv };
