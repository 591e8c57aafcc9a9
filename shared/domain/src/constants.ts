/** Business constants: one place for every number the product's rules use (spec §9, ARCHITECTURE §4). */
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
export const CURRENCY = 'EUR';
export const HOME_FEATURED_ARTWORKS = 8;
export const HOME_NEARBY_RADIUS_KM = 5;
export const HOME_FEATURED_ARTISTS = 6;
export const HOME_FEATURED_VENUES = 6;
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
