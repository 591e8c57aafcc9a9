import { Skeleton } from '../components/Skeleton.tsx';
import './artwork.css';

/** A placeholder shaped like ArtworkCard, shown while artworks load. Hidden from assistive tech. */
export function ArtworkCardSkeleton() {
  return (
    <div className="kv-artwork-card kv-artwork-card--skeleton" aria-hidden="true">
      {/* Its height is the card's 4:5 frame (the media class), not a line's: the grid keeps its size
          when the cards arrive. */}
      <Skeleton className="kv-artwork-card__media" height="auto" radius={0} />
      <div className="kv-artwork-card__body">
        <Skeleton width="70%" height="1.1rem" />
        <Skeleton width="45%" height="0.9rem" />
        <Skeleton width="60%" height="0.9rem" />
        <Skeleton width="30%" height="1.25rem" className="kv-artwork-card__skeleton-price" />
      </div>
    </div>
  );
}
