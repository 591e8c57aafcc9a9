/**
 * The response types, for browser code (erased at build time: this module holds no values). The
 * schemas they come from are in ../responses.ts and the other contract modules.
 */
export type { Pagination } from '../pagination.ts';
export type {
  Artwork,
  ArtworkImage,
  ArtworkLocation,
  ArtworkListResponse,
  ArtworkResponse,
} from '../artwork.ts';
export type {
  Artist,
  ArtistListResponse,
  ArtistSummary,
  OpeningHours,
  Venue,
  VenueListResponse,
  VenueOpeningHours,
  VenueSummary,
} from '../profiles.ts';
export type { AuthUser } from '../auth.ts';
export type { ApiErrorBody } from '../errors.ts';
export type { PlatformStats } from '../stats.ts';
export type {
  AddFavoriteResponse,
  ArtistPortfolioResponse,
  ArtistResponse,
  ArtistStats,
  ContactMessageResponse,
  FavoriteCheckResponse,
  Favorite,
  FavoriteListResponse,
  FavoriteStatisticsResponse,
  FeaturedArtistsResponse,
  FeaturedArtworksResponse,
  FeaturedVenuesResponse,
  LoginResponse,
  MeResponse,
  MessageResponse,
  NearArtwork,
  NearArtworksResponse,
  OAuthResponse,
  PresignResponse,
  ProvidersResponse,
  RefreshResponse,
  RegisterResponse,
  SubscriptionResponse,
  UploadedImageResponse,
  VenueResponse,
  VerifyEmailResponse,
} from '../responses.ts';
export type {
  ArtistDashboardResponse,
  CreateArtworkBody,
  ModerationDecisionResponse,
  MyArtistProfileResponse,
  MyArtworksResponse,
  PlatformFee,
  UpdateArtistProfileBody,
  UpdateArtworkBody,
} from '../studio.ts';
export type {
  DayHours,
  ExhibitionViewBase,
  FavoriteNotesBody,
  FavoriteResponse,
  OpeningHoursException,
  VenueDashboard,
  VenueMe,
  VenueMeResponse,
  VenueOpeningHoursForm,
  VenueUpdateBody,
} from '../venue-studio.ts';
export type {
  AdminArtwork,
  AdminArtworkResponse,
  AdminArtworksResponse,
  AdminUser,
  AdminUserDetailResponse,
  AdminUserResponse,
  AdminUsersResponse,
  AuditEntry,
  AuditResponse,
  ContactMessage,
  ContactMessagesResponse,
  QueuedArtwork,
  ReviewQueueResponse,
  SubscriptionsResponse,
} from '../admin-console.ts';
export type {
  AdminDispute,
  AdminDisputeEvidenceField,
  AdminPayout,
  AdminTransaction,
  AdminTransactionDetailResponse,
  AdminTransactionsResponse,
  TimelineEntry,
} from '../admin-transactions.ts';
export type {
  AdminAnalyticsResponse,
  AdminDashboardResponse,
  AnalyticsGranularity,
} from '../admin-analytics.ts';
