// Types for vendor.js (the shared vendor modules behind the shell's import map; build time only).
import type { Plugin, PluginOption } from 'vite';

export declare const VENDOR_MODULES: {
  readonly react: 'react';
  readonly 'react/jsx-runtime': 'react';
  readonly 'react-dom': 'react-dom';
  readonly 'react-dom/client': 'react-dom';
  readonly 'react-router': 'react-router';
  readonly 'react-intl': 'react-intl';
  readonly '@tanstack/react-query': 'react-query';
};
export type VendorSpecifier = keyof typeof VENDOR_MODULES;
export declare const VENDOR_SPECIFIERS: VendorSpecifier[];
/** Export names per vendor module; null: the whole package. */
export declare function vendorExports(repoRoot?: string): Map<string, string[] | null>;
export interface VendorBuild {
  files: { fileName: string; code: string }[];
  /** The import map's `imports`: bare name -> absolute URL path. */
  imports: Record<string, string>;
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
