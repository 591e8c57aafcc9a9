import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteEntryUrl, sharedConfig, usedExportsAcrossFrontends } from './federation.js';
import { isPrivateBuildFile, movePrivateBuildFiles } from './private-artifacts.js';
import { remoteViteConfig } from './vite-remote.js';

function repoWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-fed-'));
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  }
  return root;
}

describe('federation settings', () => {
  it('finds remotes through same-origin entries in production and dev servers in dev', () => {
    expect(remoteEntryUrl('artist', 'build')).toBe('/remotes/artist/remoteEntry.js');
    expect(remoteEntryUrl('artist', 'dev')).toBe('http://localhost:5175/mf-manifest.json');
  });

  it('collects the union of named imports across frontends, skipping types, tests, test helpers and server code', () => {
    const root = repoWith({
      'frontends/a/src/x.tsx':
        "import { Link, useParams as params, type LinkProps } from 'react-router';\nimport { useIntl } from 'react-intl';",
      'frontends/b/src/y.ts':
        "export { Navigate } from 'react-router';\nimport type { Location } from 'react-router';",
      'frontends/b/src/y.test.tsx': "import { createMemoryRouter } from 'react-router';",
      'frontends/b/src/render.test-helpers.tsx': "import { RouterProvider } from 'react-router';",
      'shared/ui/src/testing/kit.tsx': "import { MemoryRouter } from 'react-router';",
      'shared/ui/src/z.tsx': "import { QueryClient } from '@tanstack/react-query';",
      'frontends/shell/src/ssr/render.tsx':
        "import { createStaticRouter } from 'react-router';\nimport { dehydrate } from '@tanstack/react-query';",
    });
    const used = usedExportsAcrossFrontends(root, ['react-router', 'react-intl', '@tanstack/react-query']);
    expect(used.get('react-router')).toEqual(['Link', 'Navigate', 'useParams']);
    expect(used.get('react-intl')).toEqual(['useIntl']);
    expect(used.get('@tanstack/react-query')).toEqual(['QueryClient']);
  });

  it('shares a library whole when something imports its namespace', () => {
    const root = repoWith({
      'frontends/a/src/x.tsx':
        "import * as RR from 'react-router';\nimport { IntlProvider } from 'react-intl';",
    });
    const config = sharedConfig(root);
    expect(config['react-router']).toEqual({ singleton: true });
    expect(config['react-intl']).toEqual({
      singleton: true,
      treeShaking: { mode: 'runtime-infer', usedExports: ['IntlProvider'] },
    });
    expect(Object.keys(config).sort()).toEqual([
      '@tanstack/react-query',
      'react',
      'react-dom',
      'react-intl',
      'react-router',
    ]);
  });
});

describe('private build files (issue 9)', () => {
  it('moves source maps and mf-stats.json out of dist, at any depth, and leaves the rest', () => {
    const root = repoWith({
      'dist/index.html': '<!doctype html>',
      'dist/mf-manifest.json': '{}',
      'dist/mf-stats.json': '{}',
      'dist/assets/index-Ab12.js': 'export {}',
      'dist/assets/index-Ab12.js.map': '{"sources":["src/secret.tsx"]}',
      'dist/assets/style-Cd34.css.map': '{}',
    });
    const moved = movePrivateBuildFiles(path.join(root, 'dist'), path.join(root, 'build-private'));
    expect(moved.sort()).toEqual(['assets/index-Ab12.js.map', 'assets/style-Cd34.css.map', 'mf-stats.json']);
    const left = fs.readdirSync(path.join(root, 'dist'), { recursive: true, encoding: 'utf8' });
    expect(left.filter(isPrivateBuildFile)).toEqual([]);
    expect(left).toContain('mf-manifest.json');
    expect(fs.existsSync(path.join(root, 'build-private', 'assets', 'index-Ab12.js.map'))).toBe(true);
  });

  it('is part of every frontend build, which emits hidden maps only', async () => {
    for (const name of ['marketplace', 'artist', 'venue', 'admin'] as const) {
      const config = await remoteViteConfig(name)({ command: 'build', mode: 'production' });
      expect(config.build?.sourcemap).toBe('hidden');
      expect(config.plugins?.flat().map((p) => (p as { name?: string } | null)?.name)).toContain(
        'konstvagg:keep-build-artifacts-private',
      );
    }
    const shell = fs.readFileSync(
      new URL('../../../../frontends/shell/vite.config.ts', import.meta.url),
      'utf8',
    );
    expect(shell).toMatch(/sourcemap: 'hidden'/);
    expect(shell).toMatch(/keepBuildArtifactsPrivate\(\)/);
  });
});
