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
  created_at: string;
  updated_at: string;
  version: number;
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
