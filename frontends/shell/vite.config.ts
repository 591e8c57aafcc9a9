import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import {
  BUILD_MANIFEST,
  DEV_PORTS,
  federationRuntimeGroup,
  keepBuildArtifactsPrivate,
  precompiledMessages,
  REMOTE_NAMES,
  remoteEntryUrl,
  sharedConfig,
  smallFederationEntryPlugin,
} from '@konstvagg/ui/federation';
import { vendorExternals, vendorImportMap } from '@konstvagg/ui/vendor';

/**
 * The shell's messages are one chunk per language (src/messages/index.ts). The page's language is
 * known before any script runs (the inline script in index.html sets <html lang>), so a second
 * inline script, written here with the two chunks' built names, starts loading that language's
 * chunk at once: the first render waits for it, and it would otherwise be asked for only after the
 * shell's entry had run. Its CSP hash is taken from the built index.html like the first one's.
 *
 * The same script starts the scripts of the artwork page the server rendered (what a QR code
 * opens: `<html data-kv-scripts-after-picture>`, ssr/render.tsx), whose head names them inert
 * (`<link rel="kv-modulepreload">`, `<script type="kv-module">`): once its main picture has
 * loaded and a frame has drawn it, or after 3 s. Over HTTP/2 every request shares one link, and
 * the picture arrived after the 160 KB of scripts it shared it with (docs/decisions.md, "The QR
 * page's picture before its scripts"). Buy is a link, so it works before the scripts run. Any
 * other page starts everything at once, as the browser would.
 */
function startScript(files: Record<string, string>): string {
  return (
    '(function(){var d=document,h=d.documentElement,f=' +
    JSON.stringify(files) +
    '[h.lang],started=0;' +
    "function pre(u){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=u;d.head.appendChild(l)}" +
    "if(!h.hasAttribute('data-kv-scripts-after-picture')){if(f)pre(f);return}" +
    // A few requests per task: each one costs the main thread a moment, and thirty in one task
    // would keep a phone from answering a tap for a while.
    "function go(){if(started)return;started=1;var q=f?[f]:[],i,l=d.querySelectorAll('link[rel=kv-modulepreload]')," +
    "s=d.querySelectorAll('script[type=kv-module]');for(i=0;i<l.length;i++)q.push(l[i].getAttribute('href'));" +
    '(function next(){q.splice(0,6).forEach(pre);if(q.length)return setTimeout(next,0);' +
    "for(i=0;i<s.length;i++){var e=d.createElement('script');e.type='module';e.crossOrigin='anonymous';" +
    "e.src=s[i].getAttribute('src');d.head.appendChild(e)}})()}" +
    "d.addEventListener('DOMContentLoaded',function(){var m=d.querySelector('#root img[fetchpriority=high]');" +
    // A hidden page draws no frames: it starts at once.
    "if(!m||d.visibilityState==='hidden')return go();setTimeout(go,3000);" +
    'function shown(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    "if(m.complete)shown();else{m.addEventListener('load',shown);m.addEventListener('error',go)}})})()"
  );
}

function shellMessagesPreload(): Plugin {
  return {
    name: 'konstvagg:shell-messages-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {}))
          if (chunk.type === 'chunk' && chunk.facadeModuleId) {
            const lang = /[\\/]src[\\/]messages[\\/](sv|en)\.ts$/.exec(chunk.facadeModuleId)?.[1];
            if (lang) files[lang] = `/${chunk.fileName}`;
          }
        if (!files.sv || !files.en)
          throw new Error("the shell's messages chunks (src/messages/sv.ts, en.ts) are not in the build");
        return html.replace('</head>', `  <script>${startScript(files)}</script>\n  </head>`);
      },
    },
  };
}

/**
 * The shell: Module Federation host. Remotes are found at runtime: by their remoteEntry.js on the
 * same origin under /remotes/<name>/ in production, by their manifests on their own dev servers in
 * `vite dev` (remoteEntryUrl). The shared libraries come from the import map in production (vendor.js).
 */
export default defineConfig(({ command }) => {
  const mode = command === 'serve' ? 'dev' : 'build';
  return {
    plugins: [
      react(),
      federation({
        name: 'shell',
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((name) => [
            name,
            {
              type: 'module',
              name,
              entry: remoteEntryUrl(name, mode),
              entryGlobalName: name,
              shareScope: 'default',
            },
          ]),
        ),
        // A production build shares nothing through the federation: React and the other vendor
        // modules come from the page's import map (vendor.js). Dev servers share them as before.
        shared: command === 'build' ? {} : sharedConfig(),
        // ...so the runtime's share handling is left out.
        disableShared: command === 'build',
        // Production finds remotes by their remoteEntry.js, not their manifests (remoteEntryUrl).
        disableSnapshot: command === 'build',
        // The default strategy fetches every remote on the first page (docs/architecture.md §10).
        shareStrategy: 'loaded-first',
        // The one copy of the federation runtime on the page: production remotes use it
        // (experiments.externalRuntime in shared/ui/src/build/vite-remote.js).
        experiments: { provideExternalRuntime: true },
        dts: false,
      }),
      // Messages as ICU ASTs and react-intl without its parser, which the remotes share: every app
      // on the page must be built with this plugin (production builds only).
      precompiledMessages(),
      vendorExternals({ enabled: command === 'build' }),
      vendorImportMap({ enabled: command === 'build' }),
      // ...and needs none of the generated federation entry's share handling (federation-entry.js).
      smallFederationEntryPlugin({ enabled: command === 'build' }),
      shellMessagesPreload(),
      keepBuildArtifactsPrivate(),
    ],
    server: {
      port: DEV_PORTS.shell,
      strictPort: true,
      proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
    },
    preview: { port: 4173, proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
    build: {
      target: 'es2022',
      // Hidden maps, moved out of dist/ (private-artifacts.js): full sources are never published.
      sourcemap: 'hidden',
      // Every browser that runs an es2022 build supports <link rel="modulepreload"> natively
      // (Safari 17+, Firefox 115+); without it, they still load every module, only later. The
      // polyfill would be ~0.4 KB gzip in the first-visit entry chunk for nothing.
      modulePreload: { polyfill: false },
      // Which chunk each module became: the server renderer preloads the federation's chunks from
      // it (vite.ssr.config.ts). Private: moved to build-private/ with the maps.
      manifest: BUILD_MANIFEST,
      rolldownOptions: { output: { codeSplitting: { groups: [federationRuntimeGroup] } } },
    },
  };
});
