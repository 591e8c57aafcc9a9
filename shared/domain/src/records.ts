import type {
  ArtworkImage,
  ArtworkStatus,
  Category,
  OpeningHours,
  SizeCategory,
  Style,
  VenueType,
} from '@konstvagg/contracts';

/**
 * Items as stored in the table (besides their keys, see keys.ts). Money is integer cents;
 * the API turns cents into euros on the way out.
 */
export interface ArtworkRecord {
  entity: 'artwork';
  id: string;
  title: string;
  description: string;
  category: Category;
  style: Style;
  price_cents: number;
  width_cm: number;
  height_cm: number;
  size_category: SizeCategory;
  status: ArtworkStatus;
  venue_commission: number;
  artist_id: string;
  artist_name: string;
  images: ArtworkImage[];
  /** Where the artwork hangs now, if anywhere. */
  venue_id: string | null;
  venue_name: string | null;
  city: string | null;
  year: number | null;
  medium: string | null;
  created_at: string;
  updated_at: string;
  /** Incremented on every write; every transition is conditional on it. */
  version: number;
}

export interface ArtistRecord {
  entity: 'artist';
  id: string;
  user_id: string | null;
  artist_name: string;
  first_name: string;
  last_name: string;
  bio: string;
  profile_image_url: string | null;
  city: string | null;
  country: string;
  website: string | null;
  instagram: string | null;
  default_venue_commission: number;
  is_verified: boolean;
  is_kyc_verified: boolean;
  can_receive_payouts: boolean;
  artwork_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface VenueRecord {
  entity: 'venue';
  id: string;
  user_id: string | null;
  venue_name: string;
  venue_type: VenueType;
  description: string;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  geohash: string;
  profile_image_url: string | null;
  gallery_images: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  is_verified: boolean;
  is_featured: boolean;
  accepts_commission_only: boolean;
  opening_hours: OpeningHours;
  current_exhibitions_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface UserRecord {
  entity: 'user';
  id: string;
  /** The Cognito username (sub). */
  email: string;
  first_name: string;
  last_name: string;
  role: 'artist' | 'venue' | 'buyer' | 'admin';
  language: 'sv' | 'en';
  email_verified: boolean;
  /** The full name as typed at sign-up (older records: first and last name joined). */
  name?: string;
  phone?: string | null;
  /** The artist or venue profile this account owns (older records: found through GSI4 USER#<id>). */
  profile_id?: string | null;
  /** Google/Apple sign-in used with this account (added the first time each is used). */
  oauth_providers?: ('google' | 'apple')[];
  created_at: string;
  updated_at: string;
  version: number;
}

/** The claim on an email address that makes sign-up unique per email (keys.emailClaim). */
export interface EmailClaimRecord {
  entity: 'email_claim';
  email: string;
  /** 'pending' while a sign-up is creating the account; 'active' once the user record exists. */
  status: 'pending' | 'active';
  /** Which sign-up holds the claim (a pending claim is released only by the sign-up that made it). */
  claim_id: string;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A single-use mail link (keys.authToken); consumed with a conditional delete. */
export interface AuthTokenRecord {
  entity: 'auth_token';
  kind: 'verify_email' | 'reset_password';
  user_id: string;
  email: string;
  created_at: string;
  expires_at: string;
  /** TTL (epoch seconds): DynamoDB removes the item some time after this. */
  expires_at_epoch: number;
}

/** A rate-limit counter (keys.rateCounter): attempts in the window that began with the first one. */
export interface RateCounterRecord {
  entity: 'rate_counter';
  count: number;
  /** Epoch milliseconds when the window ends and the count starts again from zero. */
  window_ends_ms: number;
  expires_at_epoch: number;
}

/** A completed or pending sale; the stats count paid ones (amounts in cents). */
export interface OrderRecord {
  entity: 'order';
  id: string;
  artwork_id: string;
  status: 'pending_payment' | 'paid' | 'collected' | 'payout_scheduled' | 'paid_out' | 'refunded';
  amount_cents: number;
  created_at: string;
  updated_at: string;
  version: number;
}

/** A venue's saved artwork, with its private notes. */
export interface FavoriteRecord {
  entity: 'favorite';
  venue_id: string;
  artwork_id: string;
  notes: string;
  created_at: string;
  updated_at: string;
}
