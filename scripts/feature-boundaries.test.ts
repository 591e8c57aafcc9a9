import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The remotes' one layout (README "A page in a remote"): a feature in `src/features/<feature>/`
 * never imports another feature, and `src/common/` (what two or more features use) imports no
 * feature, so a feature can be changed, moved or deleted without reading the others. What two
 * features need goes to `common/`, or to the kit when two remotes need it.
 */
const repo = path.resolve(import.meta.dirname, '..');
const remotes = ['marketplace', 'artist', 'venue', 'admin'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The relative imports of a module: static, dynamic and `export … from`. */
function relativeImports(code: string): string[] {
  return [...code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
}

/** The feature a file lies in (`features/<name>/…`), `common` for src/common, else null. */
function areaOf(file: string, src: string): string | null {
  const [top, feature] = path.relative(src, file).split(path.sep);
  if (top === 'features' && feature) return `features/${feature}`;
  return top === 'common' ? 'common' : null;
}

/** Every import that crosses from one feature into another, or from common into a feature. */
function crossings(remote: string): string[] {
  const src = path.join(repo, 'frontends', remote, 'src');
  return sourceFiles(src).flatMap((file) => {
    const from = areaOf(file, src);
    if (!from) return [];
    return relativeImports(readFileSync(file, 'utf8')).flatMap((spec) => {
      const to = areaOf(path.resolve(path.dirname(file), spec), src);
      const crosses = to?.startsWith('features/') && to !== from;
      return crosses ? [`${path.relative(repo, file)} imports ${spec} (${from} -> ${to})`] : [];
    });
  });
}

describe('the remotes’ feature folders', () => {
  for (const remote of remotes) {
    it(`${remote}: no feature imports another feature, and common/ imports none`, () => {
      expect(crossings(remote)).toEqual([]);
    });
  }

  it('are what the check reads: every remote has features, and a crossing would be found', () => {
    for (const remote of remotes) {
      const features = readdirSync(path.join(repo, 'frontends', remote, 'src', 'features'));
      expect(features.length, remote).toBeGreaterThan(1);
    }
    const src = path.join(repo, 'frontends/venue/src');
    const probe = path.join(src, 'features/dashboard/pages/Probe.tsx');
    const spec = '../../browse/pages/Browse.tsx';
    expect(
      relativeImports(`import Browse from '${spec}';\nconst L = lazy(() => import('${spec}'));`),
    ).toEqual([spec, spec]);
    expect(areaOf(path.resolve(path.dirname(probe), spec), src)).toBe('features/browse');
    expect(areaOf(probe, src)).toBe('features/dashboard');
  });
});
