/**
 * Business constants: one place for every number the product's rules use (docs/architecture.md §4).
 * The services and the browser read the same numbers, and the messages receive them as ICU values
 * (`{days}`, `{minPrice}`) instead of restating them.
 */
export const MIN_PRICE_CENTS = 5_000;
export const MIN_COMMISSION_PERCENT = 0;
export const MAX_COMMISSION_PERCENT = 15;
export const DEFAULT_COMMISSION_PERCENT = 10;
/** Platform fee in basis points (5 %), and the early-access fee (3 %) for the first 100 artists for 6 months. */
export const PLATFORM_FEE_BPS = 500;
export const EARLY_ACCESS_FEE_BPS = 300;
export const EARLY_ACCESS_ARTIST_LIMIT = 100;
export const EARLY_ACCESS_MONTHS = 6;
export const PICKUP_WINDOW_HOURS = 168;
export const MODERATION_TARGET_HOURS = 24;
/** Swedish VAT on artworks (12 %) and on services such as commissions and fees (25 %), in basis points. */
export const VAT_ARTWORK_BPS = 1_200;
export const VAT_SERVICES_BPS = 2_500;
/**
 * The currency artists set prices in: the list price (ISO 4217). A buyer pays in the market's
 * currency (shared/domain markets.ts), converted from it.
 */
export const LIST_CURRENCY = 'EUR';
export const HOME_FEATURED_ARTWORKS = 8;
export const HOME_NEARBY_RADIUS_KM = 5;
export const HOME_FEATURED_ARTISTS = 6;
export const HOME_FEATURED_VENUES = 6;
export const HOME_TESTIMONIALS = 3;
export const HOME_PARTNER_LOGOS = 5;
export const DEFAULT_PAGE_SIZE = 24;
/**
 * Sign-in limits (identity service): failed logins counted per account (email) and per client IP
 * in a 15-minute window that starts with the first failure; once a limit is reached, every login
 * for that email or from that IP is refused with 429 until the window ends, even with the right
 * password.
 */
export const LOGIN_LIMIT_WINDOW_MINUTES = 15;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 30;
/** Verification and reset mails per email address and per IP, per 60-minute window. */
export const AUTH_MAIL_WINDOW_MINUTES = 60;
export const AUTH_MAILS_PER_EMAIL = 5;
export const AUTH_MAILS_PER_IP = 30;
/** How long mail links stay valid (auth contract): verify 7 days, reset 1 hour. */
export const VERIFY_EMAIL_TOKEN_HOURS = 168;
export const RESET_PASSWORD_TOKEN_HOURS = 1;
/** The account forms' lengths, checked by auth.ts on both sides. */
export const AUTH_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  passwordMin: 8,
  loginPasswordMin: 6,
  artistNameMin: 2,
  venueNameMin: 2,
  bioMin: 20,
  bioMax: 500,
  phoneMin: 10,
  locationMin: 5,
} as const;
/** The contact form's lengths (the name follows the account rules' AUTH_LIMITS). */
/** Support answers weekdays from 9 to 18 CET. */
export const SUPPORT_HOURS_CET = { opens: 9, closes: 18 } as const;
export const CONTACT_LIMITS = { subjectMax: 200, messageMin: 10, messageMax: 5000 } as const;

/** The largest photo an artist or venue may upload: 15 MB (MiB, so a file a phone calls "15 MB" fits). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** The API's base path: the gateway routes below it, the browser client calls below it. */
export const API_BASE_PATH = '/api/v1';

/**
 * Apple's form_post answer lands here (the redirect_uri registered with Apple), and the state the
 * popup's opener expects waits in a cookie scoped to this path (issue 41).
 */
export const APPLE_CALLBACK_PATH = `${API_BASE_PATH}/auth/oauth/apple/callback`;
export const OAUTH_STATE_COOKIE = 'kv_oauth_state';

/**
 * The numbers the product's texts state, as the ICU values the messages take: a message says
 * "{pickupDays} dagar", never "7 dagar", so a rule changes in one place (tests scan for literals).
 */
export const MESSAGE_NUMBERS = {
  minPrice: MIN_PRICE_CENTS / 100,
  commissionMin: MIN_COMMISSION_PERCENT,
  commissionMax: MAX_COMMISSION_PERCENT,
  commissionDefault: DEFAULT_COMMISSION_PERCENT,
  platformFee: PLATFORM_FEE_BPS / 100,
  earlyFee: EARLY_ACCESS_FEE_BPS / 100,
  earlyArtists: EARLY_ACCESS_ARTIST_LIMIT,
  earlyMonths: EARLY_ACCESS_MONTHS,
  pickupDays: PICKUP_WINDOW_HOURS / 24,
  moderationHours: MODERATION_TARGET_HOURS,
  nearbyKm: HOME_NEARBY_RADIUS_KM,
  supportOpens: SUPPORT_HOURS_CET.opens,
  supportCloses: SUPPORT_HOURS_CET.closes,
  /** What an artist keeps of a sale: 100 % less the platform fee and the commission's range. */
  artistShareMin: 100 - PLATFORM_FEE_BPS / 100 - MAX_COMMISSION_PERCENT,
  artistShareMax: 100 - PLATFORM_FEE_BPS / 100 - MIN_COMMISSION_PERCENT,
  artworkVat: VAT_ARTWORK_BPS / 100,
  serviceVat: VAT_SERVICES_BPS / 100,
} as const;
export type MessageNumber = keyof typeof MESSAGE_NUMBERS;
