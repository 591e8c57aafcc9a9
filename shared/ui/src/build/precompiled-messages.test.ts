import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { compileMessageModule, MESSAGE_MODULE } from './precompiled-messages.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const parseTs = (code: string) => parseAst(code, { lang: 'ts' });

/** The compiled module's tables, read back: `{ en: { key: ast } }` for `const en = {...}`. */
function tables(code: string): Record<string, Record<string, unknown>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const program = parseTs(code) as any;
  const out: Record<string, Record<string, unknown>> = {};
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations) {
      if (d.init?.type !== 'ObjectExpression') continue;
      out[d.id.name] = Object.fromEntries(
        d.init.properties
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          .filter((p: any) => p.value.type === 'ArrayExpression')
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          .map((p: any) => [p.key.value ?? p.key.name, JSON.parse(code.slice(p.value.start, p.value.end))]),
      );
    }
  }
  return out;
}

describe('messages precompiled to ICU ASTs (production builds ship react-intl without its parser)', () => {
  const source = `import type { Language } from '@konstvagg/i18n';
/** Swedish letters before a message move every offset: å ä ö. */
const sv: Record<string, string> = {
  'greeting': 'Hej {name}, välkommen till Konstvägg!',
  'works': '{count, plural, one {# verk} other {# verk}} på väggen',
  'price': 'Pris: {amount, number}',
  'terms': 'Jag godkänner <link>villkoren</link>',
  'plain': \`Öppet i dag\`,
};
export const messages: Record<Language, typeof sv> = { en: sv, sv };
`;

  it('replaces each message with the AST react-intl would parse, and formats the same text', () => {
    const result = compileMessageModule(source, parseTs, 'sv.ts');
    expect(result.count).toBe(5);
    const { sv } = tables(result.code);
    expect(sv!.greeting).toEqual(parse('Hej {name}, välkommen till Konstvägg!'));
    const format = (message: unknown, values: Record<string, unknown>) =>
      new IntlMessageFormat(message as string, 'sv').format(values as never);
    expect(format(sv!.greeting, { name: 'Maja' })).toBe('Hej Maja, välkommen till Konstvägg!');
    expect(format(sv!.works, { count: 3 })).toBe('3 verk på väggen');
    expect(format(sv!.terms, { link: (chunks: string[]) => `[${chunks.join('')}]` })).toBe(
      'Jag godkänner [villkoren]',
    );
    expect(format(sv!.plain, {})).toBe('Öppet i dag');
    // Everything around the messages is left as it was.
    expect(result.code).toContain("import type { Language } from '@konstvagg/i18n';");
    expect(result.code).toContain('export const messages: Record<Language, typeof sv> = { en: sv, sv };');
  });

  it('fails the build on a message that is not valid ICU, naming it', () => {
    expect(() => compileMessageModule("const en = { 'broken': 'Hej {name' };", parseTs, 'en.ts')).toThrow(
      /en\.ts: message "broken" is not valid ICU/,
    );
  });

  it('refuses a message built with ${}', () => {
    expect(() =>
      compileMessageModule("const n = 5; const en = { 'days': `Within ${n} days` };", parseTs, 'en.ts'),
    ).toThrow(/use an ICU \{placeholder\}/);
  });

  it("matches every area's message tables and the UI kit's, never shared/i18n's API and mail texts", () => {
    const under = (dir: string) =>
      fs
        .readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
        .map((f) => path.join(dir, f).split(path.sep).join('/'));
    const files = [
      ...fs
        .readdirSync(path.join(repo, 'frontends'))
        .filter((area) => !area.startsWith('.')) // .remotes: the local stack's manifest
        .flatMap((area) => under(`frontends/${area}/src`)),
      ...under('shared/ui/src'),
      ...under('shared/i18n/src'),
    ].filter((f) => f.endsWith('.ts') && !/\.test\.ts$|\.d\.ts$/.test(f));
    const matched = files.filter((f) => MESSAGE_MODULE.test(path.join(repo, f))).sort();
    expect(matched).toEqual([
      'frontends/admin/src/messages/en.ts',
      'frontends/admin/src/messages/sv.ts',
      'frontends/artist/src/messages/en.ts',
      'frontends/artist/src/messages/sv.ts',
      'frontends/marketplace/src/messages/buying/en.ts',
      'frontends/marketplace/src/messages/buying/sv.ts',
      'frontends/marketplace/src/messages/en.ts',
      'frontends/marketplace/src/messages/home/en.ts',
      'frontends/marketplace/src/messages/home/sv.ts',
      'frontends/marketplace/src/messages/info/en.ts',
      'frontends/marketplace/src/messages/info/sv.ts',
      'frontends/marketplace/src/messages/sv.ts',
      'frontends/shell/src/messages/en.ts',
      'frontends/shell/src/messages/sv.ts',
      'frontends/venue/src/messages/en.ts',
      'frontends/venue/src/messages/sv.ts',
      'shared/ui/src/artwork/artwork-en-messages.ts',
      'shared/ui/src/artwork/artwork-sv-messages.ts',
      'shared/ui/src/components/order-status-messages.ts',
      'shared/ui/src/components/payment-onboarding-messages.ts',
    ]);
    // Each of them compiles whole: every message parses, none is built with ${}.
    for (const file of matched) {
      const result = compileMessageModule(fs.readFileSync(path.join(repo, file), 'utf8'), parseTs, file);
      expect(result.count, file).toBeGreaterThan(20);
    }
  });
});
