import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { filesWithZod, zodMarker } from './size/zod-free.ts';

/** Browser code stays zod-free: the lint rule on its imports, and the check `npm run size` runs on the dist. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('browser code imports no zod', () => {
  it('refuses value imports from the contracts, the domain or zod in the frontends and the UI kit', async () => {
    for (const file of [
      'frontends/marketplace/src/probe.ts',
      'shared/ui/src/probe.ts',
      'shared/i18n/src/probe.ts',
    ]) {
      expect(
        await importErrors(
          file,
          "import { CATEGORIES } from '@konstvagg/contracts';\nexport const c = CATEGORIES;\n",
        ),
        file,
      ).toEqual([expect.stringContaining('@konstvagg/contracts/vocabulary')]);
    }
    expect(
      await importErrors(
        'frontends/artist/src/probe.ts',
        "import * as z from 'zod';\nexport const s = z.string();\n",
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(
        'shared/ui/src/probe.ts',
        "import { MIN_PRICE_CENTS } from '@konstvagg/domain';\nexport const m = MIN_PRICE_CENTS;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets them import values from the vocabulary and types from anywhere', async () => {
    expect(
      await importErrors(
        'frontends/marketplace/src/probe.ts',
        "import { CATEGORIES } from '@konstvagg/contracts/vocabulary';\nimport type { Artwork } from '@konstvagg/contracts';\nexport const c: Artwork['category'][] = [...CATEGORIES];\n",
      ),
    ).toEqual([]);
  });

  it('keeps the rules package free of every other package, so pages and Lambdas can both bundle it', async () => {
    for (const from of ['zod', 'node:fs', '@aws-sdk/client-dynamodb', '@konstvagg/contracts/vocabulary'])
      expect(
        await importErrors(
          'shared/rules/src/probe.ts',
          `import * as m from '${from}';\nexport const x = m;\n`,
        ),
        from,
      ).toEqual([expect.stringContaining('@konstvagg/rules imports only its own files')]);
    expect(
      await importErrors(
        'shared/rules/src/probe.ts',
        "import { splitSale } from './money.ts';\nexport const s = splitSale;\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        'frontends/artist/src/probe.ts',
        "import { splitSale } from '@konstvagg/rules';\nexport const s = splitSale;\n",
      ),
    ).toEqual([]);
  });

  it('finds zod in built files by the class names it leaves behind', () => {
    const require = createRequire(import.meta.url);
    const zodCore = fs.readFileSync(
      path.join(path.dirname(require.resolve('zod')), 'v4/core/schemas.js'),
      'utf8',
    );
    expect(zodMarker(zodCore)).toMatch(/Zod/);
    expect(zodMarker('const CATEGORIES=["painting","photography"];export{CATEGORIES};')).toBeNull();

    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zod-free-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'clean.js'), 'export const a=1;');
    fs.writeFileSync(path.join(dist, 'assets', 'dirty.js'), zodCore);
    try {
      expect(filesWithZod([dist]).map((f) => path.basename(f.file))).toEqual(['dirty.js']);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
