import { DAYS, type OpeningHours, type VenueMe, type VenueOpeningHoursForm } from '@konstvagg/contracts';
import { hasPosition, type VenueRecord } from '@konstvagg/domain';
import { toVenueView } from '../profiles/venue-view.ts';

/** Stored hours ("HH:MM-HH:MM" per day, exceptions) in the form the settings edit. */
export function toOpeningHoursForm(hours: Partial<OpeningHours> | undefined): VenueOpeningHoursForm {
  const form = Object.fromEntries(
    DAYS.map((d) => {
      const span = hours?.[d];
      return [d, span ? { open: span.slice(0, 5), close: span.slice(6, 11) } : null];
    }),
  ) as Omit<VenueOpeningHoursForm, 'exceptions'>;
  return {
    ...form,
    exceptions: (hours?.exceptions ?? []).map((e) => ({
      date: e.date,
      open: e.open ?? null,
      close: e.close ?? null,
      closed: Boolean(e.closed),
      note: e.note ?? null,
    })),
  };
}

/** The settings' hours as stored: "HH:MM-HH:MM" or null per day, exceptions sorted by date. */
export function toStoredOpeningHours(form: VenueOpeningHoursForm): OpeningHours {
  const week = Object.fromEntries(
    DAYS.map((d) => {
      const day = form[d];
      return [d, day ? `${day.open}-${day.close}` : null];
    }),
  ) as Omit<OpeningHours, 'exceptions'>;
  return {
    ...week,
    exceptions: [...form.exceptions]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => ({
        date: e.date,
        open: e.closed ? null : e.open,
        close: e.closed ? null : e.close,
        closed: e.closed,
        note: e.note,
      })),
  };
}

/** GET /venues/me: the public venue plus what only its owner sees. */
export function toVenueMeView(r: VenueRecord, publicArtworkCount: number, now: Date): VenueMe {
  const {
    opening_hours: _public,
    latitude: _lat,
    longitude: _lng,
    ...rest
  } = toVenueView(r, publicArtworkCount, now);
  const pinned = hasPosition(r);
  return {
    ...rest,
    latitude: pinned ? r.latitude : null,
    longitude: pinned ? r.longitude : null,
    opening_hours: toOpeningHoursForm(r.opening_hours),
    email: r.email ?? null,
    phone: r.phone ?? null,
    stripe_account_id: r.stripe_account_id ?? null,
    is_kyc_verified: Boolean(r.is_kyc_verified),
    can_receive_payouts: Boolean(r.can_receive_payouts),
    version: r.version,
  };
}
