import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remoteViteConfig } from './vite-remote.js';
import { buildVendor, checkVendorImports, VENDOR_SPECIFIERS, vendorExports } from './vendor.js';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');

describe('the vendor modules behind the import map (issue 14)', () => {
  it('builds one ES module per bare name, with React once and react-intl without its parser', async () => {
    const vendor = await buildVendor(repoRoot);
    expect(Object.keys(vendor.imports).sort()).toEqual([...VENDOR_SPECIFIERS].sort());
    for (const url of Object.values(vendor.imports))
      expect(url).toMatch(/^\/assets\/vendor\/[\w-]+-[\w-]{8}\.js$/);
    const code = (fileName: string) => vendor.files.find((f) => f.fileName === fileName)!.code;
    const all = vendor.files.map((f) => f.code).join('\n');
    // React's internals object is created in exactly one file, whatever imports it.
    expect(all.match(/\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/g)).toHaveLength(1);
    // The messages are precompiled, so the ICU parser's error text is nowhere.
    expect(all).not.toMatch(/MALFORMED_ARGUMENT|EXPECT_ARGUMENT_CLOSING_BRACE/);
    // Production React only.
    expect(all).not.toMatch(/react-dom\.development|Warning: /);

    // The modules work when imported by their bare names, as the import map makes a browser do.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-vendor-'));
    for (const file of vendor.files) {
      fs.mkdirSync(path.dirname(path.join(dir, file.fileName)), { recursive: true });
      fs.writeFileSync(path.join(dir, file.fileName), file.code);
    }
    const load = (name: string) => import(pathToFileURL(path.join(dir, vendor.imports[name]!)).href);
    const react = await load('react');
    const jsx = await load('react/jsx-runtime');
    expect(typeof react.useState).toBe('function');
    expect(react.default.useState).toBe(react.useState);
    expect(jsx.jsx('p', { children: 'x' }).type).toBe('p');
    const router = await load('react-router');
    const routerNames = vendorExports(repoRoot).get('react-router');
    expect(Object.keys(router).sort()).toEqual([...routerNames!].sort());
    expect(Object.keys(router)).not.toContain('createBrowserRouter');
    expect(code(vendor.imports['react-router']!.slice(1))).toContain('export');
  }, 60_000);

  it('finds a name a chunk imports that the vendor module does not provide', () => {
    const provided = new Map<string, string[] | null>([
      ['react-router', ['Link', 'useParams']],
      ['react', null],
    ]);
    const bundle = {
      'assets/a.js': {
        type: 'chunk',
        fileName: 'assets/a.js',
        code: 'import{Link as e,createBrowserRouter as t}from"react-router";import{useState}from"react";',
      },
      'assets/b.css': { type: 'asset', fileName: 'assets/b.css' },
    };
    expect(checkVendorImports(bundle, provided)).toEqual([
      'assets/a.js: createBrowserRouter from react-router',
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
});
