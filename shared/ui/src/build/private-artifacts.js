// Keeps build files that must never be published out of a frontend's dist (issue 9): the source
// maps (full sources) and Module Federation's mf-stats.json (build internals; the browser needs only
// mf-manifest.json). Maps are built 'hidden' (no sourceMappingURL in the bundles) and moved, with
// mf-stats.json, to <root>/build-private/ next to dist/: kept for debugging a release, never
// uploaded (the CDK app deploys dist/ only) and never served by the local gateway.
import fs from 'node:fs';
import path from 'node:path';

/** The build manifest (source module -> chunk and stylesheets), for the server renderer only. */
export const BUILD_MANIFEST = 'build-manifest.json';

/** Files of a build that stay private: source maps, the federation stats and the build manifest. */
export const isPrivateBuildFile = (/** @type {string} */ file) =>
  file.endsWith('.map') || path.basename(file) === 'mf-stats.json' || path.basename(file) === BUILD_MANIFEST;

const PRIVATE_BUILD_DIR = 'build-private';

/**
 * Moves every private file of `outDir` (at any depth) to `privateDir`, keeping relative paths.
 * @param {string} outDir
 * @param {string} privateDir
 * @returns {string[]} the moved files, relative to outDir
 */
export function movePrivateBuildFiles(outDir, privateDir) {
  const moved = [];
  if (!fs.existsSync(outDir)) return moved;
  for (const rel of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    const from = path.join(outDir, rel);
    if (!isPrivateBuildFile(rel) || !fs.statSync(from).isFile()) continue;
    const to = path.join(privateDir, rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(from, to);
    moved.push(rel);
  }
  return moved;
}

/** The vite plugin: after a production build, moves the private files out of dist/. */
export function keepBuildArtifactsPrivate() {
  /** @type {{ root: string; build: { outDir: string } } | undefined} */
  let resolved;
  return {
    name: 'konstvagg:keep-build-artifacts-private',
    apply: /** @type {const} */ ('build'),
    enforce: /** @type {const} */ ('post'),
    configResolved(/** @type {{ root: string; build: { outDir: string } }} */ config) {
      resolved = config;
    },
    closeBundle() {
      if (!resolved) return;
      const outDir = path.resolve(resolved.root, resolved.build.outDir);
      fs.rmSync(path.resolve(resolved.root, PRIVATE_BUILD_DIR), { recursive: true, force: true });
      movePrivateBuildFiles(outDir, path.resolve(resolved.root, PRIVATE_BUILD_DIR));
    },
  };
}
