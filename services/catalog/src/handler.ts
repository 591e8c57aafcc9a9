import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { listArtworks } from './artworks/list-artworks.ts';
import { getArtwork } from './artworks/get-artwork.ts';
import { featuredArtworks } from './artworks/featured-artworks.ts';
import { nearArtworks } from './artworks/near-artworks.ts';
import { artworkQrCode } from './artworks/artwork-qr-code.ts';
import { qrVisit } from './artworks/qr-visit.ts';
import { artworkLabel } from './artworks/artwork-label.ts';
import { listArtists } from './artists/list-artists.ts';
import { featuredArtists } from './artists/featured-artists.ts';
import { getArtist } from './artists/get-artist.ts';
import { artistArtworks } from './artists/artist-artworks.ts';
import { artistPortfolio } from './artists/artist-portfolio.ts';
import { artistStats } from './artists/artist-stats.ts';
import { listVenues } from './venues/list-venues.ts';
import { featuredVenues } from './venues/featured-venues.ts';
import { getVenue } from './venues/get-venue.ts';
import { venueArtworks } from './venues/venue-artworks.ts';
import { listFavorites } from './favorites/list-favorites.ts';
import { addFavorite } from './favorites/add-favorite.ts';
import { removeFavorite } from './favorites/remove-favorite.ts';
import { checkFavorite } from './favorites/check-favorite.ts';
import { favoriteStatistics } from './favorites/favorite-statistics.ts';
import { sitemap } from './seo/sitemap.ts';
import { robots } from './seo/robots.ts';
import { createArtwork } from './studio/create-artwork.ts';
import { updateArtwork } from './studio/update-artwork.ts';
import { deleteArtwork, submitArtwork, withdrawArtwork } from './studio/artwork-status.ts';
import { myArtworks } from './studio/my-artworks.ts';
import { myArtistProfile, updateArtistProfile } from './studio/profile.ts';
import { artistDashboard } from './studio/dashboard.ts';
import { myVenueProfile, updateVenueProfile } from './venue-studio/profile.ts';
import { venueDashboard } from './venue-studio/dashboard.ts';
import { updateFavoriteNotes } from './venue-studio/favorite-notes.ts';

/** The catalog Lambda: artworks (and the artist studio's writes), artists, venues (and the venue's own profile and dashboard) and venue favourites, QR codes and labels, sitemap and robots.txt. */
export const handler = createHttpHandler(routes, {
  listArtworks,
  getArtwork,
  featuredArtworks,
  nearArtworks,
  artworkQrCode,
  qrVisit,
  artworkLabel,
  listArtists,
  featuredArtists,
  getArtist,
  artistArtworks,
  artistPortfolio,
  artistStats,
  listVenues,
  featuredVenues,
  getVenue,
  venueArtworks,
  listFavorites,
  addFavorite,
  removeFavorite,
  checkFavorite,
  favoriteStatistics,
  sitemap,
  robots,
  createArtwork,
  updateArtwork,
  deleteArtwork,
  submitArtwork,
  withdrawArtwork,
  myArtworks,
  artistDashboard,
  myArtistProfile,
  updateArtistProfile,
  myVenueProfile,
  updateVenueProfile,
  venueDashboard,
  updateFavoriteNotes,
});
