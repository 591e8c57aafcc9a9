import fs from 'node:fs';
import path from 'node:path';

/**
 * Zod's classes name themselves with string literals ("$ZodType", "ZodString", "ZodError"), which
 * survive minification: a built file that contains one has zod in it.
 */
const ZOD_MARKER = /["'`]\$?Zod[A-Z]\w*["'`]/;

/** The first zod class name in `code`, or null. */
export function zodMarker(code: string): string | null {
  return ZOD_MARKER.exec(code)?.[0] ?? null;
}

function jsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.m?js$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** Every built JS file under `dists` that carries zod, with the marker found in it. */
export function filesWithZod(dists: readonly string[]): { file: string; marker: string }[] {
  return dists.flatMap((dist) =>
    jsFiles(dist).flatMap((file) => {
      const marker = zodMarker(fs.readFileSync(file, 'utf8'));
      return marker ? [{ file, marker }] : [];
    }),
  );
}
