import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@konstvagg/i18n';

/**
 * What a server-rendered page (the QR landing page, docs/decisions.md "Server-rendered QR landing
 * page") hands the browser: the language it was rendered in and the query cache it rendered from.
 * It travels as JSON in `<script type="application/json" id="kv-ssr">`, so hydration renders
 * exactly what the server did and needs no second API round trip.
 */
export interface ServerState {
  language: Language;
  queries: DehydratedState;
  /**
   * The remote versions the page was rendered with (the marketplace's entry under
   * /remotes/marketplace/<version>/): the browser runs the same code (remotes/live-remotes.ts).
   */
  remotes?: Partial<Record<'marketplace' | 'artist' | 'venue' | 'admin', string>>;
}

export const SERVER_STATE_ID = 'kv-ssr';

/** The JSON for the state script: `<` escaped so no value can close the script element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server left in the page, or null for the plain shell page (nothing to hydrate). */
export function readServerState(doc: Document = document): ServerState | null {
  const script = doc.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as Partial<ServerState>;
    if ((state.language !== 'sv' && state.language !== 'en') || !state.queries) return null;
    return state as ServerState;
  } catch {
    return null;
  }
}

let hydrating = false;

/** Set once, before hydrateRoot: the first render must be the server's (a guest, its language). */
export function markHydrating(): void {
  hydrating = true;
}

/** True when this page started from server HTML: state read from the browser waits until hydrated. */
export function startedFromServerHtml(): boolean {
  return hydrating;
}
