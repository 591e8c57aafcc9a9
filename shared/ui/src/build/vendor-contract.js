// The contract between the shell's vendor modules and a remote built against them (issue 42 §1):
// plain JavaScript without build dependencies, read by the ship step (infra/remotes.ts) as well as
// the builds (vendor.js writes both sides).

/** The shell's side of the contract, published beside its index.html: what the vendor file provides. */
export const VENDOR_CONTRACT_FILE = 'vendor-contract.json';

/**
 * Why a remote built against `needs` cannot run on a shell whose vendor file provides `provides`:
 * a module or name it imports that the shell does not provide, or a package whose major version
 * differs (a remote compiled against React 19 on a shell with React 20). Empty when it can.
 * @param {{ needs: Record<string, string[]>, versions: Record<string, string> }} remote
 * @param {{ provides: Record<string, string[]>, versions: Record<string, string> }} shell
 * @returns {string[]}
 */
export function checkVendorContract(remote, shell) {
  const problems = [];
  for (const [module, names] of Object.entries(remote.needs)) {
    const provided = shell.provides[module];
    if (!provided) {
      problems.push(`the shell provides no ${module}`);
      continue;
    }
    const missing = names.filter((n) => !provided.includes(n));
    if (missing.length) problems.push(`${module} lacks ${missing.join(', ')} in the shell`);
  }
  const major = (/** @type {string} */ v) => v.split('.')[0];
  for (const [pkg, version] of Object.entries(remote.versions)) {
    const theirs = shell.versions[pkg];
    if (theirs && major(theirs) !== major(version))
      problems.push(`${pkg} ${version} in the remote, ${theirs} in the shell (another major version)`);
  }
  return problems;
}
