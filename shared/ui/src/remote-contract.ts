import type { ComponentType } from 'react';
import type { Language } from '@konstvagg/i18n';
import type { Role } from './session/session.ts';

/**
 * What each remote exposes to the shell through Module Federation: './routes', a module whose named
 * export `routes` is that remote's routes module (below). The remote owns its paths, pages, guards'
 * roles and sidebar; the shell knows only which path prefix belongs to which remote, loads the
 * routes module when a path under that prefix is visited, and renders the matched page inside its
 * layout. The remote's standalone entry reads the same module. Pages read route params with
 * react-router's hooks. Remotes own their messages (sv + en, same keys); the shell renders each page
 * inside them (RemotePage), so pages are plain components.
 */
export type RemoteName = 'marketplace' | 'artist' | 'venue' | 'admin';

/** One page at one path. `path` is absolute (`/artist/sales`) and lies under the remote's prefix. */
export interface RemoteRoute<P extends string = string> {
  path: string;
  /** A key of the module's `pages`: the page component, loaded lazily inside the remote. */
  page: P;
  /** Who may open it (no session: /login remembering the path; another role: /). None: everyone. */
  roles?: readonly Role[];
  /** Listed in the area's sidebar: `label` is a key of the module's `messages` (or plain text). */
  sidebar?: { label: string; order: number };
}

/** A path that only forwards (e.g. `/artist` to `/artist/dashboard`). */
export interface RemoteRedirect {
  path: string;
  redirect: string;
}

export interface RemoteRoutes<P extends string = string> {
  pages: Record<P, ComponentType>;
  routes: readonly (RemoteRoute<P> | RemoteRedirect)[];
  /** The remote's own messages (sv + en): every page is rendered inside them, and sidebar labels are looked up in them. */
  messages?: Record<Language, Record<string, string>>;
  /**
   * Rendered beside each of the remote's pages, for what the document head should carry on them (React
   * hoists a rendered <link> or <meta> there): the venue area's web app manifest.
   */
  head?: ComponentType;
}

/** Declares a remote's routes module; the types tie every route's page to a page of `pages`. */
export function defineRoutes<P extends string>(routes: RemoteRoutes<P>): RemoteRoutes<P> {
  return routes;
}

export const isRedirect = (entry: RemoteRoute | RemoteRedirect): entry is RemoteRedirect =>
  'redirect' in entry;

/** The pages a routes module renders (each once): what the remote must have in `pages`. */
export function routedPages(module: RemoteRoutes): string[] {
  const names = module.routes.flatMap((entry) => (isRedirect(entry) ? [] : [entry.page]));
  return [...new Set(names)].sort();
}

/** The sidebar of an area, in its order, with each label in the language given. */
export function sidebarItems(module: RemoteRoutes, language: Language): { to: string; label: string }[] {
  return module.routes
    .flatMap((entry) => (!isRedirect(entry) && entry.sidebar ? [{ to: entry.path, ...entry.sidebar }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ to, label }) => ({ to, label: plainText(module.messages?.[language][label]) ?? label }));
}

/**
 * A message read straight from a table, as plain text: the string itself in tests and dev, or, in
 * a production build where messages are precompiled ICU ASTs (build/precompiled-messages.js), the
 * text of its literal parts. A message with placeholders has no plain text (undefined).
 */
export function plainText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  const parts = message as { type?: unknown; value?: unknown }[];
  // TYPE.literal of @formatjs/icu-messageformat-parser is 0.
  return parts.every((p) => p?.type === 0 && typeof p.value === 'string')
    ? parts.map((p) => p.value).join('')
    : undefined;
}

/**
 * The information and legal pages: the marketplace routes each of these paths to its InfoPage,
 * which has a text for every one (a marketplace test checks it). The list lives in the contracts
 * (zod-free module) because the catalog's sitemap lists the same pages.
 */
export { INFO_PATHS, type InfoPath } from '@konstvagg/contracts/site-paths';
