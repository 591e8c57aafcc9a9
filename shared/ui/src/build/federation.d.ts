// Types for federation.js (build-time settings shared by every frontend's vite.config.ts).
export declare const REMOTE_NAMES: readonly ['marketplace', 'artist', 'venue', 'admin'];
export type FederatedRemote = (typeof REMOTE_NAMES)[number];
export declare const DEV_PORTS: {
  readonly shell: 5173;
  readonly marketplace: 5174;
  readonly artist: 5175;
  readonly venue: 5176;
  readonly admin: 5177;
};
export declare const SHELL_DEV_ORIGIN: string;
export declare const SHARED_SINGLETONS: readonly [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'react-intl',
];
export declare const TREE_SHAKEN_SHARES: readonly ['react-router', '@tanstack/react-query', 'react-intl'];
export interface SharedEntry {
  singleton: true;
  shareKey?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}
export declare function sharedConfig(repoRoot?: string): Record<string, SharedEntry>;
export declare function remoteEntryUrl(name: FederatedRemote, mode: 'dev' | 'build'): string;
export declare function usedExportsAcrossFrontends(
  repoRoot: string,
  packages: readonly string[],
): Map<string, string[]>;
export declare function reactRefreshOptions(
  command: 'serve' | 'build',
): Promise<{ reactRefreshHost?: string }>;
export declare const federationRuntimeGroup: { name: string; test: RegExp; priority: number };
export { BUILD_MANIFEST, keepBuildArtifactsPrivate } from './private-artifacts.js';
export { precompiledMessages } from './precompiled-messages.js';
export { smallFederationEntryPlugin } from './federation-entry.js';
