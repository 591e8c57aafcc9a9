export { ArtworkCard, type ArtworkCardData, type ArtworkCardProps } from './ArtworkCard.tsx';
export { ArtworkCardSkeleton } from './ArtworkCardSkeleton.tsx';
export { ArtworkGrid, type ArtworkGridProps } from './ArtworkGrid.tsx';
export { ArtworkListError } from './ArtworkListError.tsx';
export { LocalPrice, type LocalPriceProps } from './LocalPrice.tsx';
export { useRovingGrid } from './useRovingGrid.ts';
export { artworkImages, type DisplayImage } from './images.ts';
export { formatDimensions } from './format.ts';
export {
  artworkWords,
  cityName,
  languageOf,
  useArtworkWords,
  type ArtworkWordKey,
  type ArtworkWords,
} from './words.ts';
export type { ArtworkMessageKey } from './artwork-message-keys.ts';
export * from './taxonomy.ts';
export {
  ArtworkFavorite,
  ArtworkFavoriteCheck,
  FavoriteButton,
  favoriteKeys,
  useFavoriteCheck,
  useFavoriteIds,
  useIsVenue,
  useToggleFavorite,
  type FavoriteButtonProps,
} from './favorites.tsx';
