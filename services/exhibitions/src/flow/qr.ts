import { arrivalCodeOf, normalizeArrivalCode } from '@konstvagg/domain';

/**
 * What a scanned or typed code names. The artwork label's QR encodes the work's public URL
 * (…/artworks/{id}?src=qr, on any origin: the label may have been printed on another stage); a
 * venue without a camera types the id printed on it. Returns the artwork id, or null.
 */
export function artworkIdFromCode(code: string): string | null {
  const text = code.trim();
  const path = /(?:^|\/)artworks\/([A-Za-z0-9_-]{1,64})\/?(?:[?#]|$)/.exec(text);
  if (path) return path[1]!;
  return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null;
}

/**
 * Does a scanned or typed code name this artwork? The label's QR (its URL), the work's id, or the
 * arrival code printed under the QR ("K7QM-4MXR": case, spaces and dashes do not count).
 */
export function namesArtwork(code: string, artworkId: string): boolean {
  const typed = normalizeArrivalCode(code);
  if (typed && typed === arrivalCodeOf(artworkId)) return true;
  const scanned = artworkIdFromCode(code);
  return !!scanned && scanned.toLowerCase() === artworkId.toLowerCase();
}

/**
 * A pickup code as typed or scanned, for comparison: a URL carrying it (`?code=` or the last path
 * segment) gives the code; case, spaces and dashes do not count.
 */
export function normalizePickupCode(code: string): string {
  let text = code.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.searchParams.get('code') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
    } catch {
      // Not a URL after all: compare the text itself.
    }
  }
  return text.replace(/[\s\-‐‑–—]/g, '').toUpperCase();
}
