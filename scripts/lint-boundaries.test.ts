import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules that hold the architecture's dependency direction (eslint.config.js). */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

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
