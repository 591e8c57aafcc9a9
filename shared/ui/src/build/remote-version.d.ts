// Types for remote-version.js (where remote builds go and what they record; build time only).
import type { Plugin } from 'vite';
import type { VendorNeeds } from './vendor-contract.js';

export declare const REMOTES_MANIFEST_PATH: '/remotes/manifest.json';
export declare const REMOTE_BUILD_RECORD: 'latest.json';
export declare const VERSION_PATTERN: RegExp;
export declare const LOCAL_VERSIONS_KEPT: number;
export declare function localManifestFile(frontendsDir: string): string;
export declare function locallyShippedVersions(frontendsDir: string, name: string): string[];
export declare function remoteBase(name: string, version: string): string;
export declare function remoteEntryPath(name: string, version: string): string;
export declare function remoteVersion(
  name: string,
  repoRoot?: string,
  env?: Record<string, string | undefined>,
): string;
export declare function remoteDistRoot(root: string, env?: Record<string, string | undefined>): string;
/** dist/latest.json: the build just made. */
export interface RemoteBuildRecord {
  name: string;
  version: string;
  /** Its entry on the one origin: /remotes/<name>/<version>/remoteEntry.js. */
  entry: string;
  builtAt: string;
  contract: VendorNeeds;
}
export declare function readBuildRecord(distRoot: string): RemoteBuildRecord | null;
export declare function pruneLocalVersions(distRoot: string, keepAlso?: string[], keep?: number): string[];
export declare function remoteBuildRecord(options: {
  name: string;
  version: string;
  distRoot: string;
  contract: () => VendorNeeds;
  keepAlso?: () => string[];
}): Plugin;
