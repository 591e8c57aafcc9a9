// Types for vendor.js (the shared vendor modules behind the shell's import map; build time only).
import type { Plugin, PluginOption } from 'vite';
import type { VendorNeeds } from './vendor-contract.js';

/** The bare names the import map provides, all pointing at the one vendor file (vendor.js). */
export declare const VENDOR_SPECIFIERS: readonly string[];
/** Export names per vendor module (every name where a frontend imports the package whole). */
export declare function vendorExports(repoRoot?: string): Map<string, string[]>;
export interface VendorBuild {
  files: { fileName: string; code: string }[];
  /** The import map's `imports`: bare name -> absolute URL path. */
  imports: Record<string, string>;
  /** What the file exports, per bare name. */
  exports: Map<string, string[]>;
}
export declare function buildVendor(repoRoot?: string): Promise<VendorBuild>;
export declare function vendorExternals(options: { enabled: boolean; repoRoot?: string }): PluginOption[];
export declare function vendorImportMap(options: { enabled: boolean; repoRoot?: string }): Plugin;
export declare function checkVendorImports(
  bundle: Record<string, { type: string; fileName: string; code?: string }>,
  provided: Map<string, string[] | null>,
): string[];
/** The locales the apps give react-intl (the languages). */
export declare const APP_LOCALES: string[];
/** react-intl's locale lookups skipped for APP_LOCALES: the patched code, or null for another module. */
export declare function skipKnownLocaleLookups(code: string, id: string): string | null;
type Bundle = Record<string, { type: string; fileName: string; code?: string }>;
/** Names each chunk imports from each of `modules`: module -> file -> names. */
export declare function vendorImportsOf(
  bundle: Bundle,
  modules: Iterable<string>,
): Map<string, Map<string, string[]>>;
export type { VendorNeeds, VendorProvides } from './vendor-contract.js';
export declare function vendorNeeds(bundle: Bundle, repoRoot?: string): VendorNeeds;
export declare function vendorVersions(repoRoot?: string): Record<string, string>;
export { VENDOR_CONTRACT_FILE, checkVendorContract } from './vendor-contract.js';
