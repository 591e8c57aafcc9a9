// Types for vendor-contract.js.
/** A remote build's side of the vendor contract. */
export interface VendorNeeds {
  needs: Record<string, string[]>;
  versions: Record<string, string>;
}
/** The shell's side (its vendor-contract.json). */
export interface VendorProvides {
  provides: Record<string, string[]>;
  versions: Record<string, string>;
}
export declare const VENDOR_CONTRACT_FILE: 'vendor-contract.json';
/** Why a remote built against `remote` cannot run on `shell`; empty when it can. */
export declare function checkVendorContract(remote: VendorNeeds, shell: VendorProvides): string[];
