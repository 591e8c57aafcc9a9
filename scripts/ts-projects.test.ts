import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The type check is `tsc -b` over the projects tsconfig.json references (docs/decisions.md, "The
 * type check in projects"). A file no project includes is never checked, and tsc says nothing about
 * it unless another checked file imports it; a file two projects include is checked twice, and its
 * declarations written twice. So every TypeScript file the repo tracks is in exactly one project.
 */
const root = path.resolve(import.meta.dirname, '..');
const host: ts.ParseConfigFileHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  },
};
const parse = (file: string) => {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, file), {}, host);
  if (!parsed) throw new Error(`${file} does not parse`);
  return parsed;
};
const solution = parse('tsconfig.json');
const projects = (solution.projectReferences ?? []).map((ref) => path.relative(root, ref.path));

describe('the TypeScript projects', () => {
  it('are every tsconfig beside the solution but the shared options, and each writes only declarations', () => {
    const onDisk = readdirSync(root).filter(
      (f) => /^tsconfig\..+\.json$/.test(f) && f !== 'tsconfig.base.json',
    );
    expect(projects.toSorted()).toEqual(onDisk.toSorted());
    expect(solution.fileNames).toEqual([]);
    for (const project of projects) {
      const { options } = parse(project);
      expect(options.composite, project).toBe(true);
      expect(options.emitDeclarationOnly, project).toBe(true);
      expect(path.relative(root, options.outDir!), project).toBe('node_modules/.cache/konstvagg/tsc');
    }
  });

  it('hold every TypeScript file the repo tracks, each in one project', () => {
    const owners = new Map<string, string[]>();
    for (const project of projects)
      for (const file of parse(project).fileNames) {
        const relative = path.relative(root, file);
        owners.set(relative, [...(owners.get(relative) ?? []), project]);
      }
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(tracked.length).toBeGreaterThan(1000);
    const notInOne = tracked.filter((f) => owners.get(f)?.length !== 1).map((f) => [f, owners.get(f) ?? []]);
    expect(notInOne).toEqual([]);
  });

  it('are what npm run typecheck builds', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.typecheck).toBe('tsc -b');
  });
});
