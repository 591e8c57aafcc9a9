/**
 * The arrival code printed under the QR on an artwork's label (GET /artworks/{id}/label), for a
 * venue without a working camera: 8 characters from the pickup codes' alphabet (no 0/O, 1/I/L,
 * 2/Z, 5/S, 8/B), shown as two groups of four ("K7QM-4MXR"). It is derived from the artwork's id,
 * so every label of a work, printed on any day, carries the same code and nothing is stored. It is
 * not a secret (it is printed on the wall); the server accepts it only for an exhibition of the
 * calling venue that is on its way (shipped), as it does the QR. 25^8 (about 1.5 * 10^11) codes
 * make two works of one venue's deliveries sharing one practically impossible; if they ever did,
 * the server refuses the code as ambiguous rather than guess.
 */
import { PICKUP_CODE_ALPHABET } from './orders.ts';

export const ARRIVAL_CODE_LENGTH = 8;

const MASK_64 = (1n << 64n) - 1n;

/** FNV-1a over the id's UTF-8 bytes, then a 64-bit finaliser so that similar ids spread apart. */
function hash64(text: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & MASK_64;
  }
  h ^= h >> 33n;
  h = (h * 0xff51afd7ed558ccdn) & MASK_64;
  h ^= h >> 33n;
  h = (h * 0xc4ceb9fe1a85ec53n) & MASK_64;
  h ^= h >> 33n;
  return h;
}

/** The artwork's arrival code as stored and compared: 8 characters, no separator. */
export function arrivalCodeOf(artworkId: string): string {
  let h = hash64(artworkId);
  const base = BigInt(PICKUP_CODE_ALPHABET.length);
  let out = '';
  for (let i = 0; i < ARRIVAL_CODE_LENGTH; i++) {
    out += PICKUP_CODE_ALPHABET[Number(h % base)];
    h /= base;
  }
  return out;
}

/** The code as printed: "K7QM-4MXR". */
export const formatArrivalCode = (code: string) =>
  `${code.slice(0, ARRIVAL_CODE_LENGTH / 2)}-${code.slice(ARRIVAL_CODE_LENGTH / 2)}`;

/**
 * A typed arrival code for comparison (case, spaces and dashes do not count), or null when it
 * cannot be one (wrong length, or a character outside the alphabet).
 */
export function normalizeArrivalCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s\-‐‑–—]/g, '');
  if (code.length !== ARRIVAL_CODE_LENGTH) return null;
  for (const c of code) if (!PICKUP_CODE_ALPHABET.includes(c)) return null;
  return code;
}
