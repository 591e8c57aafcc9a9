import * as z from 'zod';
import { venueTypeSchema } from './enums.ts';
import { exhibitionSchema } from './exhibitions.ts';
import { venueSchema } from './profiles.ts';
import { favoriteSchema } from './responses.ts';
import { userText } from './text.ts';
import {
  AUTH_LIMITS,
  MAX_FAVORITE_NOTES,
  MAX_OPENING_HOURS_EXCEPTIONS,
  MAX_VENUE_GALLERY_IMAGES,
  SWEDEN_BOUNDS,
} from '@konstvagg/rules';
import { DAYS } from './vocabulary/enums.ts';

/**
 * The venue's own side of the catalog (issue 11): its profile (`GET /venues/me`, `PUT /venues/{id}`),
 * its dashboard (`GET /venues/dashboard`) and the notes on its favourites
 * (`PUT /venues/me/favorites/{artworkId}`). Prices are euros; times ISO strings.
 */

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A Swedish postal code: five digits, as "12345" or "123 45" (stored as "123 45"). */
const POSTAL_CODE = /^\d{3} ?\d{2}$/;
/** A full http(s) address with a dotted host. */
const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s/]*\.[^\s/]+(\/\S*)?$/i;
/** Digits with an optional leading +, spaces, dashes and brackets. */
const PHONE = /^\+?[\d\s()-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** "HH:MM" on a 24-hour clock. */
export const timeOfDaySchema = z
  .string()
  .trim()
  .refine((v) => TIME_OF_DAY.test(v), { params: { key: 'validation.time_of_day' } });

/** One day's hours: open and close ("HH:MM", close after open), or null when closed. */
export const dayHoursSchema = z
  .object({ open: timeOfDaySchema, close: timeOfDaySchema })
  .refine((d) => !TIME_OF_DAY.test(d.open) || !TIME_OF_DAY.test(d.close) || d.close > d.open, {
    path: ['close'],
    params: { key: 'validation.close_after_open' },
  })
  .nullable();
export type DayHours = z.infer<typeof dayHoursSchema>;

const isCalendarDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A date whose hours differ from the week's: closed all day, or open from `open` to `close`. */
export const openingHoursExceptionSchema = z
  .object({
    date: z
      .string()
      .trim()
      .refine(isCalendarDate, { params: { key: 'validation.date' } }),
    open: timeOfDaySchema.nullable().default(null),
    close: timeOfDaySchema.nullable().default(null),
    closed: z.boolean(),
    note: userText({ max: 200 }).nullable().default(null),
  })
  .superRefine((e, ctx) => {
    if (e.closed) return;
    if (!e.open) ctx.addIssue({ code: 'custom', path: ['open'], params: { key: 'validation.required' } });
    if (!e.close) ctx.addIssue({ code: 'custom', path: ['close'], params: { key: 'validation.required' } });
    if (e.open && e.close && TIME_OF_DAY.test(e.open) && TIME_OF_DAY.test(e.close) && e.close <= e.open)
      ctx.addIssue({ code: 'custom', path: ['close'], params: { key: 'validation.close_after_open' } });
  });
export type OpeningHoursException = z.infer<typeof openingHoursExceptionSchema>;

const dayFields = Object.fromEntries(DAYS.map((d) => [d, dayHoursSchema.default(null)])) as Record<
  (typeof DAYS)[number],
  z.ZodDefault<typeof dayHoursSchema>
>;

/**
 * The venue's opening hours as its settings edit them (and as `GET /venues/me` answers them): each
 * weekday `{open, close}` or null (closed; a day left out is closed), plus dated exceptions. The
 * public venue page keeps its "HH:MM-HH:MM" form with `today` (which honours today's exception).
 */
export const venueOpeningHoursFormSchema = z
  .object({
    ...dayFields,
    exceptions: z.array(openingHoursExceptionSchema).max(MAX_OPENING_HOURS_EXCEPTIONS).default([]),
  })
  .superRefine((h, ctx) => {
    const seen = new Set<string>();
    h.exceptions.forEach((e, i) => {
      if (seen.has(e.date))
        ctx.addIssue({
          code: 'custom',
          path: ['exceptions', i, 'date'],
          params: { key: 'validation.duplicate_date' },
        });
      seen.add(e.date);
    });
  });
export type VenueOpeningHoursForm = z.infer<typeof venueOpeningHoursFormSchema>;

/** An uploaded image's media path (`/media/...`): the server checks it lies below the caller's own uploads. */
const mediaPath = z
  .string()
  .trim()
  .max(400)
  .regex(/^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/)
  .refine((p) => !p.includes('..'), { params: { key: 'validation.invalid_format' } });

const inSweden = (min: number, max: number) =>
  z
    .number()
    .finite()
    .refine((v) => v >= min && v <= max, { params: { key: 'validation.outside_sweden' } });

/**
 * `PUT /venues/{id}`: the caller's own profile; fields left out keep their value. `latitude` and
 * `longitude` (the map pin) come together or not at all (both null removes the pin). `version`,
 * when sent, must be the one `GET /venues/me` answered, or the write is refused with 409 (without
 * it, the fields sent are written over whatever is stored: last write wins, field by field).
 */
export const venueUpdateSchema = z
  .object({
    venue_name: userText({ min: AUTH_LIMITS.venueNameMin, max: AUTH_LIMITS.nameMax }),
    venue_type: venueTypeSchema,
    description: userText({ max: 2000, multiline: true }),
    address: userText({ min: 2, max: 200 }),
    postal_code: z
      .string()
      .trim()
      .refine((v) => POSTAL_CODE.test(v), { params: { key: 'validation.postal_code' } })
      .overwrite((v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`),
    city: userText({ min: 1, max: 60 }),
    latitude: inSweden(SWEDEN_BOUNDS.minLat, SWEDEN_BOUNDS.maxLat).nullable(),
    longitude: inSweden(SWEDEN_BOUNDS.minLng, SWEDEN_BOUNDS.maxLng).nullable(),
    opening_hours: venueOpeningHoursFormSchema,
    gallery_images: z.array(mediaPath).max(MAX_VENUE_GALLERY_IMAGES),
    profile_image_url: mediaPath.nullable(),
    phone: userText({ max: 30 })
      .refine(
        (v) => {
          const digits = v.replace(/\D/g, '').length;
          return PHONE.test(v) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
        },
        { params: { key: 'validation.phone' } },
      )
      .nullable(),
    email: z.string().trim().max(AUTH_LIMITS.emailMax).pipe(z.email()).nullable(),
    website: z
      .string()
      .trim()
      .max(200)
      .refine((v) => WEBSITE.test(v), { params: { key: 'validation.url' } })
      .nullable(),
    accepts_commission_only: z.boolean(),
    version: z.number().int().min(1),
  })
  .partial()
  .superRefine((b, ctx) => {
    const hasLat = b.latitude !== undefined && b.latitude !== null;
    const hasLng = b.longitude !== undefined && b.longitude !== null;
    if (hasLat !== hasLng)
      ctx.addIssue({
        code: 'custom',
        path: [hasLat ? 'longitude' : 'latitude'],
        params: { key: 'validation.position_pair' },
      });
    if (!Object.entries(b).some(([k, v]) => k !== 'version' && v !== undefined))
      ctx.addIssue({ code: 'custom', path: [], params: { key: 'validation.nothing_to_change' } });
  });
export type VenueUpdateBody = z.input<typeof venueUpdateSchema>;

/**
 * `GET /venues/me` (and `PUT /venues/{id}`'s answer): the public venue plus what only its owner
 * sees. `latitude`/`longitude` are null while the venue has no pin; `opening_hours` is in the form
 * the settings send back; `version` goes with a PUT to detect a stale form.
 */
export const venueMeSchema = venueSchema
  .omit({ opening_hours: true, latitude: true, longitude: true, distance_km: true })
  .extend({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    opening_hours: venueOpeningHoursFormSchema,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    stripe_account_id: z.string().nullable(),
    is_kyc_verified: z.boolean(),
    can_receive_payouts: z.boolean(),
    version: z.number().int(),
  });
export type VenueMe = z.infer<typeof venueMeSchema>;
export const venueMeResponseSchema = z.object({ venue: venueMeSchema });
export type VenueMeResponse = z.infer<typeof venueMeResponseSchema>;

/**
 * An exhibition as every exhibition call answers it (an ExhibitionView, docs/api.md), without the
 * caller's `actions`: the exhibitions contract's `exhibitionSchema` less `actions`, so the two
 * cannot drift apart.
 */
export const exhibitionViewBaseSchema = exhibitionSchema.omit({ actions: true });
export type ExhibitionViewBase = z.infer<typeof exhibitionViewBaseSchema>;

/** `GET /venues/dashboard`. Amounts in euros. */
export const venueDashboardSchema = z.object({
  /** Exhibitions on the venue's walls now (on_display). */
  on_display: z.number().int(),
  /** Open requests artists sent the venue, and those the venue sent. */
  requests_incoming: z.number().int(),
  requests_outgoing: z.number().int(),
  /** Shipped works the venue has yet to scan on arrival. */
  shipments_awaiting_scan: z.number().int(),
  /** Paid orders waiting for the buyer at the venue, soonest deadline first. */
  pickups_due: z.array(
    z.object({ order_id: z.string(), artwork_title: z.string(), pickup_deadline: z.string().nullable() }),
  ),
  /**
   * The venue's commission (domain moneyFigures, docs/decisions.md "Earned, on its way, paid
   * out"): earned on collected sales not refunded, the part of it on its way, the part paid out.
   * In `commission_currency`, the venue's (its market's, as its payouts are), of the sales in it only.
   */
  commission_currency: z.string().regex(/^[A-Z]{3}$/),
  commission_earned: z.number(),
  commission_on_its_way: z.number(),
  commission_paid_out: z.number(),
  /** The newest exhibitions at the venue (at most five), newest first. */
  recent: z.array(exhibitionViewBaseSchema),
});
export type VenueDashboard = z.infer<typeof venueDashboardSchema>;

/** `PUT /venues/me/favorites/{artworkId}`: the venue's private notes on a saved work. */
export const favoriteNotesBodySchema = z.object({
  notes: userText({ max: MAX_FAVORITE_NOTES, multiline: true }),
});
export type FavoriteNotesBody = z.infer<typeof favoriteNotesBodySchema>;
export const favoriteResponseSchema = z.object({ favorite: favoriteSchema });
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;
