// Types for private-artifacts.js.
import type { Plugin } from 'vite';

export declare const isPrivateBuildFile: (file: string) => boolean;
export declare const PRIVATE_BUILD_DIR: string;
export declare const BUILD_MANIFEST: string;
export declare function movePrivateBuildFiles(outDir: string, privateDir: string): string[];
export declare function keepBuildArtifactsPrivate(): Plugin;
