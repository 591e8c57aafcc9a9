import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remoteViteConfig } from './vite-remote.js';
import { rolldown } from 'rolldown';
import { LANGUAGES } from '@konstvagg/contracts/vocabulary';
import {
  APP_LOCALES,
  buildVendor,
  checkVendorImports,
  skipKnownLocaleLookups,
  VENDOR_SPECIFIERS,
  vendorExports,
} from './vendor.js';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');

describe('the vendor modules behind the import map (issue 14)', () => {
  it('builds one ES module for every bare name, with React once and react-intl without its parser', async () => {
    const vendor = await buildVendor(repoRoot);
    expect(Object.keys(vendor.imports).sort()).toEqual([...VENDOR_SPECIFIERS].sort());
    // One file, one request: every bare name points at it.
    expect(vendor.files).toHaveLength(1);
    const [file] = vendor.files;
    expect(file!.fileName).toMatch(/^assets\/vendor\/vendor-[\w-]{8}\.js$/);
    for (const url of Object.values(vendor.imports)) expect(url).toBe(`/${file!.fileName}`);
    const all = file!.code;
    // React's internals object is created exactly once.
    expect(all.match(/\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/g)).toHaveLength(1);
    // The messages are precompiled, so the ICU parser's error text is nowhere.
    expect(all).not.toMatch(/MALFORMED_ARGUMENT|EXPECT_ARGUMENT_CLOSING_BRACE/);
    // Production React only.
    expect(all).not.toMatch(/react-dom\.development|Warning: /);

    // The module works when imported by its bare names, as the import map makes a browser do.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-vendor-'));
    fs.mkdirSync(path.dirname(path.join(dir, file!.fileName)), { recursive: true });
    fs.writeFileSync(path.join(dir, file!.fileName), file!.code);
    const load = (name: string) => import(pathToFileURL(path.join(dir, vendor.imports[name]!)).href);
    const react = await load('react');
    const jsx = await load('react/jsx-runtime');
    expect(typeof react.useState).toBe('function');
    expect(react.default.useState).toBe(react.useState);
    expect(jsx.jsx('p', { children: 'x' }).type).toBe('p');
    const exported = vendorExports(repoRoot);
    for (const name of VENDOR_SPECIFIERS)
      expect(Object.keys(await load(name)), name).toEqual(expect.arrayContaining(exported.get(name)!));
    const dom = await load('react-dom/client');
    expect(typeof dom.hydrateRoot).toBe('function');
    expect(typeof dom.createPortal).toBe('function');
    // The names two packages export are taken once, from the first: the same values.
    const require = createRequire(path.join(repoRoot, 'package.json'));
    expect(require('react/jsx-runtime').Fragment).toBe(require('react').Fragment);
    expect(require('react-dom/client').version).toBe(require('react').version);
    expect(react.Fragment).toBe(jsx.Fragment);
    // The cut-down packages carry the names the frontends import, not the rest.
    const router = await load('react-router');
    for (const name of exported.get('react-router')!) expect(typeof router[name], name).not.toBe('undefined');
    expect(Object.keys(router)).not.toContain('createBrowserRouter');
    const query = await load('@tanstack/react-query');
    expect(new query.QueryClient().getQueryCache()).toBeDefined();
  }, 60_000);

  it('finds a name a chunk imports that the vendor module does not provide, a default import included', () => {
    const provided = new Map<string, string[] | null>([
      ['react-router', ['Link', 'useParams']],
      ['react', ['default', 'useState']],
      ['react-dom', ['createPortal']],
    ]);
    const bundle = {
      'assets/a.js': {
        type: 'chunk',
        fileName: 'assets/a.js',
        code: 'import{Link as e,createBrowserRouter as t}from"react-router";import o,{useState}from"react";',
      },
      'assets/c.js': {
        type: 'chunk',
        fileName: 'assets/c.js',
        code: 'import d from"react-dom";import*as n from"react-router";export{useParams}from"react-router";',
      },
      'assets/b.css': { type: 'asset', fileName: 'assets/b.css' },
    };
    expect(checkVendorImports(bundle, provided)).toEqual([
      'assets/a.js: createBrowserRouter from react-router',
      'assets/c.js: default from react-dom',
    ]);
  });

  it('leaves the vendor imports bare in a remote built for the shell, and bundles them when it runs alone', async () => {
    const names = async (mode: string) => {
      const config = await remoteViteConfig('marketplace')({ command: 'build', mode });
      return config.plugins?.flat().map((p) => p as { name?: string; apply?: unknown } | null) ?? [];
    };
    const applies = (plugin: { apply?: unknown } | null | undefined) =>
      typeof plugin?.apply === 'function' ? (plugin.apply as () => boolean)() : true;
    const externals = (list: ({ name?: string; apply?: unknown } | null)[]) =>
      list.find((p) => p?.name === 'konstvagg:vendor-externals');
    expect(applies(externals(await names('production')))).toBe(true);
    expect(applies(externals(await names('standalone')))).toBe(false);
  });

  it("lets react-intl format the apps' own languages without asking the browser which locales it has", async () => {
    expect([...APP_LOCALES].sort()).toEqual([...LANGUAGES].sort());
    // The installed react-intl built with the patch, as the vendor build does.
    const bundle = await rolldown({
      cwd: repoRoot,
      input: 'konstvagg-probe',
      platform: 'node',
      plugins: [
        {
          name: 'probe',
          resolveId: (id) => (id === 'konstvagg-probe' ? id : null),
          load: (id) =>
            id === 'konstvagg-probe'
              ? "export { createIntl } from '@formatjs/intl'; export { IntlMessageFormat } from 'intl-messageformat';"
              : null,
          transform: (code, id) => skipKnownLocaleLookups(code, id),
        },
      ],
    });
    const { output } = await bundle.generate({ format: 'esm' });
    await bundle.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-intl-'));
    fs.writeFileSync(path.join(dir, 'probe.mjs'), output[0].code);
    const { createIntl, IntlMessageFormat } = await import(pathToFileURL(path.join(dir, 'probe.mjs')).href);

    const asked: string[] = [];
    const originals = {
      NumberFormat: Intl.NumberFormat.supportedLocalesOf,
      DateTimeFormat: Intl.DateTimeFormat.supportedLocalesOf,
    };
    const watch = (api: keyof typeof originals) =>
      ((locales: string | string[]) => {
        asked.push(`${api}:${String(locales)}`);
        return originals[api].call(Intl[api], locales);
      }) as typeof Intl.NumberFormat.supportedLocalesOf;
    Intl.NumberFormat.supportedLocalesOf = watch('NumberFormat');
    Intl.DateTimeFormat.supportedLocalesOf = watch('DateTimeFormat');
    const spies = [
      () => (Intl.NumberFormat.supportedLocalesOf = originals.NumberFormat),
      () => (Intl.DateTimeFormat.supportedLocalesOf = originals.DateTimeFormat),
    ];
    try {
      const plural = '{count, plural, one {ett verk} other {{count} verk}}';
      for (const locale of APP_LOCALES) {
        const intl = createIntl({ locale, messages: {}, onError: () => {} });
        expect(intl.locale).toBe(locale);
        expect(new IntlMessageFormat(plural, locale).format({ count: 1 })).toBe('ett verk');
        expect(new IntlMessageFormat(plural, locale).resolvedOptions().locale).toBe(locale);
      }
      expect(asked).toEqual([]);
      // Any other locale is still asked about (react-intl warns when a browser lacks its data).
      createIntl({ locale: 'de', messages: {}, onError: () => {} });
      new IntlMessageFormat(plural, 'de');
      expect(asked).toEqual(['NumberFormat:de', 'DateTimeFormat:de', 'NumberFormat:de']);
    } finally {
      for (const restore of spies) restore();
    }
  }, 60_000);

  it('fails the build when react-intl no longer has the lookups it skips', () => {
    expect(() => skipKnownLocaleLookups('export const x = 1;', '/n/@formatjs/intl/index.js')).toThrow(
      /revisit skipKnownLocaleLookups/,
    );
    expect(skipKnownLocaleLookups('export const x = 1;', '/n/react/index.js')).toBeNull();
  });
});
