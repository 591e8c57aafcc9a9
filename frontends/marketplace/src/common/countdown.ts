/** What is left until a moment, in whole parts, never negative. */
export interface Remaining {
  expired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
}

export function remaining(until: string | Date, now: number): Remaining {
  const end = typeof until === 'string' ? Date.parse(until) : until.getTime();
  const totalSeconds = Number.isFinite(end) ? Math.max(0, Math.floor((end - now) / 1000)) : 0;
  return {
    expired: totalSeconds <= 0,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/**
 * The server's deadline on this device's clock: the span the server gave (from the order's creation
 * to `expiresAt`, both server times) counted from when its answer arrived here. A phone whose clock
 * is minutes (or, against a test stack's moved clock, days) off still counts down the right 15 minutes.
 */
export function localDeadline(expiresAt: string, createdAt: string, receivedAt: number): string {
  const span = Date.parse(expiresAt) - Date.parse(createdAt);
  return Number.isFinite(span) ? new Date(receivedAt + Math.max(0, span)).toISOString() : expiresAt;
}

/** A short clock for the reservation: "14:59", or "1:02:03" past an hour. */
export function formatClock(r: Remaining): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = r.days * 24 + r.hours;
  return hours > 0 ? `${hours}:${pad(r.minutes)}:${pad(r.seconds)}` : `${r.minutes}:${pad(r.seconds)}`;
}

/**
 * A longer span in words for a deadline days away, in the reader's language, by Intl: "6 days, 23
 * hours" / "6 dygn, 23 timmar"; under a day "5 hours, 12 minutes"; under an hour "12 minutes".
 */
export function formatSpan(r: Remaining, lang: 'sv' | 'en'): string {
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  if (r.days > 0) return `${unit(r.days, 'day')}, ${unit(r.hours, 'hour')}`;
  if (r.hours > 0) return `${unit(r.hours, 'hour')}, ${unit(r.minutes, 'minute')}`;
  return unit(Math.max(r.minutes, r.totalSeconds > 0 ? 1 : 0), 'minute');
}
