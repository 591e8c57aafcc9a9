/** Cache times: lists 5 min, detail and featured 10 min, stats 5 min. */
export const STALE = {
  list: 5 * 60_000,
  detail: 10 * 60_000,
  featured: 10 * 60_000,
  stats: 5 * 60_000,
} as const;
