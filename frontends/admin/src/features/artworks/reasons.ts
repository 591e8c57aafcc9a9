/** The ready-made rejection reasons; each has a message `reject.reason.<key>` in sv and en. */
export const REJECT_REASONS = ['photoQuality', 'missingInfo', 'notOriginal', 'priceOrSize'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** Shortest reason the API accepts (docs/api.md: reason 5-1000 characters). */
export const REASON_MIN = 5;
export const REASON_MAX = 1000;

/** The text the artist reads: the chosen ready-made reason, then the admin's own words. */
export function composeReason(preset: string | null, text: string): string {
  const own = text.trim();
  if (!preset) return own;
  return own ? `${preset} ${own}` : preset;
}
