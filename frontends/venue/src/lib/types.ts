import type { SizeCategory } from '@konstvagg/rules';
import type { ArtworkStatus, Category, Day, ExhibitionStatus, VenueType } from '@konstvagg/contracts';

/**
 * Type-only copies of the exhibitions and venue contracts (shared/contracts exhibitions.ts and
 * venue-studio.ts): browser code may not value-import @konstvagg/contracts, so the shapes the pages
 * read live here.
 */

interface ExhibitionHistoryEntry {
  at: string;
  by_role: 'artist' | 'venue' | 'buyer' | 'admin' | 'system';
  by_name: string | null;
  what: ExhibitionStatus | 'message';
  note: string | null;
}

export interface ExhibitionView {
  id: string;
  status: ExhibitionStatus;
  requested_by: 'venue' | 'artist';
  message: string | null;
  reason: string | null;
  artwork: {
    id: string;
    title: string;
    price: number;
    primary_image: string | null;
    status: ArtworkStatus;
    size_category: SizeCategory;
    category: Category;
  };
  artist: { id: string; artist_name: string; city: string | null };
  venue: { id: string; venue_name: string; city: string; address: string; postal_code: string };
  shipping: { carrier: string | null; tracking: string | null; shipped_at: string | null };
  arrived_at: string | null;
  history: ExhibitionHistoryEntry[];
  actions: string[];
  created_at: string;
  updated_at: string;
}

export interface VenueExhibitionsResponse {
  data: ExhibitionView[];
  counts: Partial<Record<ExhibitionStatus, number>>;
}

export interface VenueDashboard {
  on_display: number;
  requests_incoming: number;
  requests_outgoing: number;
  shipments_awaiting_scan: number;
  pickups_due: { order_id: string; artwork_title: string; pickup_deadline: string | null }[];
  /**
   * Earned, on its way and paid out: the same definitions as the sales page (domain moneyFigures),
   * in `commission_currency`, the venue's (its market's), of the sales in it only (issue 40).
   */
  commission_currency: string;
  commission_earned: number;
  commission_on_its_way: number;
  commission_paid_out: number;
  recent: ExhibitionView[];
}

/** One day's hours as the server may send them: the stored "HH:MM-HH:MM", or the contract's pair. */
export type DayHoursWire = string | { open: string; close: string } | null;

export interface HoursException {
  date: string;
  closed: boolean;
  open?: string | null;
  close?: string | null;
  note?: string | null;
}

export type OpeningHoursWire = Partial<Record<Day, DayHoursWire>> & {
  exceptions?: HoursException[];
  today?: unknown;
};

/** GET /venues/me: the public venue plus its private fields. */
export interface MyVenue {
  id: string;
  venue_name: string;
  venue_type: VenueType;
  description: string;
  address: string;
  postal_code: string;
  city: string;
  country?: string;
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHoursWire | null;
  gallery_images: string[];
  profile_image_url: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  accepts_commission_only: boolean;
  stripe_account_id?: string | null;
  is_kyc_verified?: boolean;
  can_receive_payouts?: boolean;
  /** Sent back with a PUT so a form opened before another change is refused (409), not written over it. */
  version?: number;
}

/** PUT /venues/{id} and GET /venues/me may answer the venue bare or as { venue }. */
export function venueOf(body: MyVenue | { venue: MyVenue } | undefined): MyVenue | undefined {
  if (!body) return undefined;
  return 'venue' in body && typeof body.venue === 'object' ? body.venue : (body as MyVenue);
}
