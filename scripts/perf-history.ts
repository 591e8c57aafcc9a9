import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The dated history of the performance figures (`npm run size`, `npm run lighthouse`,
 * `scripts/waves.ts`): one JSON line per run in perf/history.jsonl, committed with the change it
 * measured, so a regression shows up in the diff and in `git log -p perf/history.jsonl`.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HISTORY_FILE = path.join(repo, 'perf', 'history.jsonl');

function gitHead(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    // The history file itself does not count: an earlier script of the same measurement has just
    // appended to it, and the code measured is still HEAD's.
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)perf/history.jsonl'],
      { cwd: repo, encoding: 'utf8' },
    ).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown';
  }
}

/** Appends one line `{ date, commit, kind, ...figures }`; returns the file's path. */
export function appendHistory(entry: { kind: string } & Record<string, unknown>): string {
  fs.mkdirSync(path.dirname(HISTORY_FILE), { recursive: true });
  const line = { date: new Date().toISOString(), commit: gitHead(), ...entry };
  fs.appendFileSync(HISTORY_FILE, `${JSON.stringify(line)}\n`);
  return HISTORY_FILE;
}
