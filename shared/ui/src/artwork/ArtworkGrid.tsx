import { useId, type ReactNode } from 'react';
import { ArtworkCard, type ArtworkCardData } from './ArtworkCard.tsx';
import { ArtworkCardSkeleton } from './ArtworkCardSkeleton.tsx';
import { useRovingGrid } from './useRovingGrid.ts';
import { useArtworkWords } from './words.ts';
import { ArtworkFavorite, useIsVenue } from './favorites.tsx';
import { Button } from '../components/Button.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import './artwork.css';

export interface ArtworkGridProps {
  artworks: readonly ArtworkCardData[];
  /** Accessible name of the list, e.g. "Artworks" or "Featured artworks". */
  label: string;
  /** First load: skeleton cards instead of the list. */
  loading?: boolean;
  skeletonCount?: number;
  /** Skeleton cards after the list while the next page loads. */
  loadingMore?: number;
  /**
   * When filters are set: the empty state says 'No artworks found' and offers 'Clear all filters'.
   * Without it the empty state says 'No artworks available at the moment'.
   */
  onClearFilters?: () => void;
  headingLevel?: 2 | 3 | 4;
  /**
   * Controls on each card; see ArtworkCardProps.actions. By default a signed-in venue gets the
   * favourite toggle on every card and everyone else nothing.
   */
  renderActions?: (artwork: ArtworkCardData) => ReactNode;
  /** Set false to leave the venue's favourite toggle off these cards. */
  favorites?: boolean;
}

const favoriteAction = (artwork: ArtworkCardData) => (
  <ArtworkFavorite artworkId={artwork.id} title={artwork.title} />
);

/** A card link's grid cell: cells in one row share their top edge, whatever the cards hold. */
const gridCell = (link: HTMLElement): HTMLElement => link.closest('li') ?? link;

/** Artworks in 1 to 4 columns by available width, keyboard navigable (arrows, Home, End). */
export function ArtworkGrid({
  artworks,
  label,
  loading = false,
  skeletonCount = 8,
  loadingMore = 0,
  onClearFilters,
  headingLevel = 3,
  renderActions,
  favorites = true,
}: ArtworkGridProps) {
  const { word } = useArtworkWords();
  const isVenue = useIsVenue();
  const actions = renderActions ?? (favorites && isVenue ? favoriteAction : undefined);
  const hintId = useId();
  const { onKeyDown, itemProps } = useRovingGrid(artworks.length, gridCell);

  if (loading) {
    return (
      <div className="kv-artwork-grid" aria-busy="true">
        <p className="kv-visually-hidden" role="status">
          {word('artwork.loadingArtworks')}
        </p>
        <div className="kv-artwork-grid__list">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <ArtworkCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (artworks.length === 0) {
    return (
      <div className="kv-artwork-grid__empty" role="status">
        {onClearFilters ? (
          <EmptyState
            title={word('artwork.noArtworksFound')}
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                {word('artwork.clearAllFilters')}
              </Button>
            }
          >
            {word('artwork.noArtworksFoundHint')}
          </EmptyState>
        ) : (
          <EmptyState title={word('artwork.noArtworksAvailable')}>
            {word('artwork.noArtworksAvailableHint')}
          </EmptyState>
        )}
      </div>
    );
  }

  return (
    <div className="kv-artwork-grid">
      <p id={hintId} className="kv-visually-hidden">
        {word('artwork.gridKeyboardHint')}
      </p>
      {/* The keys bubble up from the card links; the list itself is not focusable. */}
      <ul
        className="kv-artwork-grid__list"
        aria-label={label}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        {artworks.map((artwork, index) => (
          <li key={artwork.id} className="kv-artwork-grid__item">
            <ArtworkCard
              artwork={artwork}
              headingLevel={headingLevel}
              actions={actions?.(artwork)}
              {...itemProps(index)}
            />
          </li>
        ))}
        {Array.from({ length: loadingMore }, (_, i) => (
          <li key={`more-${i}`} className="kv-artwork-grid__item" aria-hidden="true">
            <ArtworkCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
