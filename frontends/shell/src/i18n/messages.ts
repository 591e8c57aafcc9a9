import type { Language } from '@konstvagg/i18n';
import type { ShellMessageKey } from './en.ts';

export type { ShellMessageKey };
export type ShellMessages = Record<ShellMessageKey, string>;

/**
 * The shell's own messages (layout, navigation, errors, account pages), one chunk per language: a
 * visit downloads only the language it shows (the other loads on a switch). The shell's HTML
 * preloads the active language's chunk (vite.config.ts, preloadShellMessages), so it arrives with
 * the entry chunk rather than after it. Tests and checks that need both tables use ./all.ts.
 */
const loaders: Record<Language, () => Promise<ShellMessages>> = {
  en: () => import('./en.ts').then((m) => m.en),
  sv: () => import('./sv.ts').then((m) => m.sv),
};
const pending = new Map<Language, Promise<ShellMessages>>();
const ready = new Map<Language, ShellMessages>();

/** The same promise for a language on every call (React's `use()` needs that); a failure is not kept. */
export function loadShellMessages(language: Language): Promise<ShellMessages> {
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (table) => {
        ready.set(language, table);
        return table;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

/** The table when it has already arrived (no suspending render then). */
export function loadedShellMessages(language: Language): ShellMessages | undefined {
  return ready.get(language);
}
