import { useContext } from 'react';
import { globalContext } from './global-context.ts';

/** One tag for the document head: `<meta property|name=… content=…>` or `<link rel=… href=…>`. */
export type HeadTag =
  | { kind: 'meta'; attr: 'property' | 'name'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string; extra?: Record<string, string> };

/**
 * What a page asks of the document head while it is rendered on the server (the QR landing page,
 * docs/decisions.md "Server-rendered QR landing page"). In the browser a page sets its title and
 * tags in effects; effects never run on the server, so the same hooks record here instead and the
 * renderer writes the head from it. One collector per request.
 */
export class ServerHead {
  /**
   * The request's origin: absolute URLs in tags (og:url, canonical) are built from it. Empty for a
   * page rendered at build time, which knows no host: such tags are left to the browser.
   */
  constructor(readonly origin: string) {}
  title: string | null = null;
  description: string | null = null;
  readonly tags: HeadTag[] = [];
}

const ServerHeadContext = globalContext<ServerHead | null>('server-head', null);
export const ServerHeadProvider = ServerHeadContext.Provider;

/** The request's head collector on the server; null in the browser. */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}

/** Marks a head element the server wrote: the page that set it owns it like one it created itself. */
export const SERVER_HEAD_ATTR = 'data-ssr';
