import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that hold the architecture's dependency direction (eslint.config.js). */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function messagesOf(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedImports = (filePath: string, code: string) =>
  messagesOf('no-restricted-imports', filePath, code);

describe('import boundaries', () => {
  it('stop a service from importing another service', async () => {
    const errors = await restrictedImports(
      'services/catalog/src/boundary-probe.ts',
      "import { handler } from '@konstvagg/service-orders/handler';\nexport const h = handler;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A service never imports another service')]);
    const relative = await restrictedImports(
      'services/catalog/src/boundary-probe.ts',
      "import { routes } from '../../orders/src/routes.ts';\nexport const r = routes;\n",
    );
    expect(relative.length).toBe(1);
  });

  it('stop a remote from importing another remote, or a service', async () => {
    const remote = await restrictedImports(
      'frontends/venue/src/boundary-probe.ts',
      "import { pages } from '@konstvagg/frontend-artist';\nexport const p = pages;\n",
    );
    expect(remote).toEqual([expect.stringContaining('A remote never imports another remote')]);
    const service = await restrictedImports(
      'frontends/marketplace/src/boundary-probe.ts',
      "import { createHttpHandler } from '@konstvagg/lambda-kit';\nexport const c = createHttpHandler;\n",
    );
    expect(service).toEqual([expect.stringContaining('Frontends talk to services over HTTP only')]);
  });

  it('let both reach into shared/', async () => {
    expect(
      await restrictedImports(
        'services/catalog/src/boundary-probe.ts',
        "import { keys } from '@konstvagg/domain';\nexport const k = keys;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'frontends/artist/src/boundary-probe.ts',
        "import { api } from '@konstvagg/ui';\nexport const a = api;\n",
      ),
    ).toEqual([]);
  });
});

/** The rule that keeps table keys in shared/domain (eslint.config.js, tableKeyRule). */
const keyErrors = (filePath: string, code: string) => messagesOf('no-restricted-syntax', filePath, code);

describe('table keys', () => {
  it('refuse a key prefix in a template or a string outside shared/domain', async () => {
    const template = await keyErrors(
      'services/catalog/src/key-probe.ts',
      'export const key = (id: string) => ({ PK: `ARTWORK#${id}`, SK: `MODERATION#${id}#x` });\n',
    );
    expect(template).toEqual([
      expect.stringContaining('Table keys are built in shared/domain'),
      expect.stringContaining('Table keys are built in shared/domain'),
    ]);
    expect(
      await keyErrors(
        'infra/local/seed/key-probe.ts',
        "export const sk = 'USER';\nexport const pk = 'USER#x';\n",
      ),
    ).toHaveLength(2);
    expect(
      await keyErrors('services/stats/src/key-probe.ts', "export const list = 'ARTWORKS';\n"),
    ).toHaveLength(1);
    expect(
      await keyErrors(
        'services/catalog/src/key-probe.ts',
        'export const geo = (a: string, b: string) => `${a}#VENUE#${b}`;\n',
      ),
    ).toHaveLength(1);
  });

  it('cover every prefix and list partition the domain builds', async () => {
    const domain = await import('@konstvagg/domain');
    const built: string[] = [];
    for (const build of Object.values(domain.keys) as ((...a: unknown[]) => Record<string, string>)[])
      built.push(...Object.values(build('a', 'b', 'c')));
    for (const query of Object.values(domain.queries) as ((...a: unknown[]) => { pk: string })[])
      built.push(query('a', 'b').pk);
    const prefixes = new Set(
      built.map((v) => /^([A-Z_]+)(#|$)/.exec(v)?.[0]).filter((p): p is string => Boolean(p)),
    );
    expect(prefixes.size).toBeGreaterThan(20);
    for (const prefix of prefixes) {
      const errors = await keyErrors(
        'services/admin/src/key-probe.ts',
        `export const k = '${prefix}${prefix.endsWith('#') ? 'x' : ''}';\n`,
      );
      expect(errors, prefix).toHaveLength(1);
    }
  });

  it('let shared/domain and tests spell keys, and leave ordinary strings alone', async () => {
    const code = "export const key = (id: string) => ({ PK: `ARTWORK#${id}`, SK: 'ARTWORKS' });\n";
    expect(await keyErrors('shared/domain/src/key-probe.ts', code)).toEqual([]);
    expect(await keyErrors('services/catalog/test/key-probe.test.ts', code)).toEqual([]);
    expect(
      await keyErrors(
        'services/catalog/src/key-probe.ts',
        "export const s = ['EUR', 'GET', 'GSI1', `#${1}`, 'Artwork#1'];\n",
      ),
    ).toEqual([]);
  });
});
