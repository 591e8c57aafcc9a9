// Types for federation-entry.js.
import type { Plugin } from 'vite';

export declare function smallFederationEntry(generated: string): string;
export declare function smallFederationEntryPlugin(options: { enabled: boolean }): Plugin;
