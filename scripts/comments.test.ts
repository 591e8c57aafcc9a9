import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Comments state a rule in plain words or point to docs/ (issue 44): they never cite a section of
 * "the spec", nor a bare section number that names no document. That spec is not in the
 * repository, so nobody can follow such a citation. A section number is fine after what it belongs
 * to: an issue ("issue 42", then the section) or a file in docs/ (docs/architecture.md). The
 * owner's ARCHITECTURE document is not in the repository either, so its sections are not cited.
 * This file writes the section sign as S, so it does not find itself.
 */
const ROOT = new URL('..', import.meta.url).pathname;
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const NEVER = /(^|\/)(node_modules|dist)\//;

const S = '\u00a7';
const SPEC_CITATION = new RegExp(`\\bspec(?:['’]s)?[\\s*/{]*${S}`, 'gi');
const SECTION = new RegExp(`${S}\\d`, 'g');
/** What may stand before a section number: its document, then maybe its earlier sections ("S2, "). */
const NAMED_SECTION = new RegExp(`(?:issue \\d+|\\.md),?(?: ?${S}\\d+(?:,| and|/)?)* ?$`, 'i');

/** The 1-based lines of `text` that cite a section of a document the repository does not hold. */
function unfollowableCitations(text: string): number[] {
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const lines = new Set<number>();
  for (const m of text.matchAll(SPEC_CITATION)) lines.add(lineOf(m.index + m[0].length - 1));
  for (const m of text.matchAll(SECTION)) {
    // What stands before it, a comment's line breaks folded: " * " and "// " at a line's start.
    const before = text.slice(Math.max(0, m.index - 80), m.index).replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
    if (!NAMED_SECTION.test(before)) lines.add(lineOf(m.index));
  }
  return [...lines].sort((a, b) => a - b);
}

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((file) => SOURCE.test(file) && !NEVER.test(file))
    .filter((file) => existsSync(`${ROOT}${file}`));
}

describe('citations in comments', () => {
  it('finds a spec section in any case and across a comment line break, and a bare section', () => {
    expect(unfollowableCitations(`/** Toasts (spec ${S}9). */`)).toEqual([1]);
    expect(unfollowableCitations(`// Spec ${S}4: a buyer goes to /.`)).toEqual([1]);
    expect(unfollowableCitations(`/**\n * Login rules (the spec's\n * ${S}5 rules).\n */`)).toEqual([3]);
    expect(unfollowableCitations(`it('shows the ${S}5 login rules')`)).toEqual([1]);
    expect(unfollowableCitations(`// Lapsed counts as exhibited (ARCHITECTURE ${S}5).`)).toEqual([1]);
  });

  it('lets a section follow the issue or the docs file it belongs to', () => {
    for (const ok of [
      `/** The dashboard (issue 39 ${S}3). */`,
      `// Versions (issue 42 ${S}2, ${S}3) and remotes (issue 42 ${S}1 and ${S}4).`,
      `/**\n * Which remote is live (issue 42\n * ${S}1; docs/operations.md).\n */`,
      `// The same numbers (docs/architecture.md ${S}4).`,
      `// One machine (issue 42; docs/architecture.md ${S}2).`,
      '// A spec file: e2e/home.spec.ts.',
    ])
      expect(unfollowableCitations(ok), ok).toEqual([]);
  });

  it('are in no source file: each comment states its rule or points to docs/', () => {
    const found = sourceFiles().flatMap((file) =>
      unfollowableCitations(readFileSync(`${ROOT}${file}`, 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found, 'state the rule in the comment, or point to docs/').toEqual([]);
  });
});
