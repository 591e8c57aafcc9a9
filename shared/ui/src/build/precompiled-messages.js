// Messages precompiled to ICU ASTs in production builds, so react-intl ships without its ICU parser
// (issue 14; docs/decisions.md, "First-visit performance"). Plain JS like the rest of this folder: vite
// loads configs on Node 20 without a TS loader for workspace packages.
import MagicString from 'magic-string';
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * The modules that hold react-intl message tables: an area's `src/messages/en.ts` and `sv.ts` (and
 * `home/`, `buying/` and `info/` beside them in the marketplace), and the UI kit's `*-messages.ts`
 * files (anywhere under shared/ui/src). Every string value of an object property in them is a
 * message; nothing else may live there. (shared/i18n's API and mail tables are not react-intl
 * messages and stay strings.)
 */
export const MESSAGE_MODULE =
  /(?:[\\/]src[\\/]messages[\\/](?:(?:home|buying|info)[\\/])?(?:en|sv)|[\\/]shared[\\/]ui[\\/]src[\\/](?:[\w-]+[\\/])*[\w-]+-messages)\.ts$/;

/**
 * Replaces every message string in a message module's code with its ICU AST (the same parse
 * react-intl would run in the browser, so a message that does not parse fails the build instead
 * of the page). Returns the new code and the number of messages compiled.
 * @param {string} code  the module's code, TypeScript or JavaScript
 * @param {(code: string) => unknown} parseProgram  an ESTree parser (the bundler's `this.parse`)
 * @param {string} id  the module's path, for errors
 */
export function compileMessageModule(code, parseProgram, id) {
  const program = parseProgram(code);
  const out = new MagicString(code);
  let count = 0;
  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node.type === 'Property' && !node.computed && node.kind === 'init') {
      const value = node.value;
      const text =
        value.type === 'Literal' && typeof value.value === 'string'
          ? value.value
          : value.type === 'TemplateLiteral' && value.expressions.length === 0
            ? value.quasis[0].value.cooked
            : null;
      if (text !== null) {
        let ast;
        try {
          ast = parse(text);
        } catch (error) {
          const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
          throw new Error(
            `${id}: message "${key}" is not valid ICU: ${/** @type {Error} */ (error).message}`,
          );
        }
        out.overwrite(value.start, value.end, JSON.stringify(ast));
        count++;
        return;
      }
      if (value.type === 'TemplateLiteral')
        throw new Error(`${id}: a message with \${} cannot be precompiled; use an ICU {placeholder}`);
    }
    for (const [k, child] of Object.entries(node))
      if (k !== 'parent' && child && typeof child === 'object') visit(child);
  };
  visit(program);
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }), count };
}

/**
 * The vite plugin: in a production build, compiles the message modules (above) and resolves
 * react-intl's parser to its `no-parser` build, which has the same exports with a `parse` that
 * throws. Dev servers keep the parser and the plain strings (fast reloads, readable messages).
 * Every app on a page must use it: the shell shares its react-intl with the remotes.
 * @returns {import('vite').Plugin}
 */
export function precompiledMessages() {
  return {
    name: 'konstvagg:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config() {
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!MESSAGE_MODULE.test(file)) return null;
      const result = compileMessageModule(code, (c) => this.parse(c, { lang: 'ts' }), file);
      if (result.count === 0) this.warn(`${file} looks like a message module but holds no messages`);
      return { code: result.code, map: result.map };
    },
  };
}
