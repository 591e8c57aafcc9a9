import type { HtmlTagDescriptor, Plugin } from 'vite';
import { remoteBase, type FederatedRemote } from '@konstvagg/ui/federation';

/**
 * Flattens a first visit's waterfall (issue 14): the shell's index.html names, up front, what the
 * federation runtime would otherwise discover one round trip at a time.
 * - modulepreload of the shared libraries' chunks (react-router, react-intl, react-query), the
 *   pendingShares chunk and the loader of the marketplace remote;
 * - preload of the marketplace's `mf-manifest.json` and modulepreload of its `remoteEntry.js`
 *   (unhashed, revalidated on each load: the remote stays deployable alone);
 * - a tiny inline script that modulepreloads the shell's messages in the page's language (set on
 *   <html lang> by the script before it), so only that language is downloaded.
 * The public pages every first visit lands on belong to the marketplace, so only its files are
 * named; the role areas load as before.
 */
export function firstVisitPreload(remote: FederatedRemote = 'marketplace'): Plugin {
  return {
    name: 'konstvagg:first-visit-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const file = (test: (c: (typeof chunks)[number]) => boolean) =>
          chunks.filter(test).map((c) => `/${c.fileName}`);
        const early = file((c) =>
          new RegExp(`tree_shaking__|pendingShares|loadRemote__${remote}_mf_1_routes`).test(c.fileName),
        );
        const messages = Object.fromEntries(
          (['sv', 'en'] as const).map((lang) => [
            lang,
            file((c) => Boolean(c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/i18n/${lang}.ts`)))[0],
          ]),
        );
        if (!messages.sv || !messages.en || !early.some((f) => f.includes('pendingShares')))
          throw new Error('first-visit-preload: the chunks it preloads were not found in the build');
        const base = remoteBase(remote);
        const tags: HtmlTagDescriptor[] = [
          ...early
            .filter((href) => !html.includes(href))
            .map((href) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href },
              injectTo: 'head' as const,
            })),
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: `${base}mf-manifest.json` },
            injectTo: 'head',
          },
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}remoteEntry.js` },
            injectTo: 'head',
          },
          {
            tag: 'script',
            children:
              `(function(m){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
              `l.href=m[document.documentElement.lang]||m.en;document.head.appendChild(l)})(${JSON.stringify(messages)})`,
            injectTo: 'head',
          },
        ];
        return { html, tags };
      },
    },
  };
}
