import type { Language } from '@konstvagg/i18n';
import type { ShellMessageKey } from './en.ts';

export type ShellMessages = Record<ShellMessageKey, string>;

/**
 * The shell's own messages (layout, navigation, errors, account pages), one chunk per language: a
 * visit downloads only the language it shows (issue 14). The page asks for its language's chunk
 * before any script runs: the language script in index.html adds its modulepreload
 * (shellMessagesPreload in vite.config.ts), and a server-rendered page names it in its head.
 */
const loaders: Record<Language, () => Promise<ShellMessages>> = {
  en: () => import('./en.ts').then((m) => m.en),
  sv: () => import('./sv.ts').then((m) => m.sv),
};

const loading = new Map<Language, Promise<ShellMessages>>();
const loaded = new Map<Language, ShellMessages>();

/** The messages of a language, loading them once. */
export function loadShellMessages(lang: Language): Promise<ShellMessages> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = loaders[lang]().then(
      (messages) => {
        loaded.set(lang, messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(lang); // the next try loads again
        throw error;
      },
    );
    loading.set(lang, promise);
  }
  return promise;
}

/** The messages of a language if they have arrived. */
export function loadedShellMessages(lang: Language): ShellMessages | undefined {
  return loaded.get(lang);
}
