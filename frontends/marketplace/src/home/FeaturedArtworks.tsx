import { Link } from 'react-router';
import { ArtworkGrid, ArtworkListError } from '@konstvagg/ui/artwork';
import { FEATURED_COUNT, useFeaturedArtworks } from '../api/artworks.ts';
import { useT } from '../messages/index.ts';

/** The 8 newest works a visitor can buy now. (A later issue adds "near you" when location is allowed.) */
export function FeaturedArtworks() {
  const t = useT();
  const featured = useFeaturedArtworks();

  return (
    <section className="mp-section" aria-labelledby="mp-featured-title">
      <div className="kv-container">
        <div className="mp-section__header">
          <div>
            <h2 id="mp-featured-title" className="mp-section__title">
              {t('home.featured.title')}
            </h2>
            <p className="mp-section__lead">{t('home.featured.lead')}</p>
          </div>
          <Link to="/artworks" className="mp-section__more">
            {t('home.featured.all')} <span aria-hidden="true">→</span>
          </Link>
        </div>
        {featured.isError ? (
          <ArtworkListError onRetry={() => void featured.refetch()} retrying={featured.isFetching} />
        ) : (
          <ArtworkGrid
            artworks={featured.data ?? []}
            label={t('home.featured.listLabel')}
            loading={featured.isPending}
            skeletonCount={FEATURED_COUNT}
          />
        )}
      </div>
    </section>
  );
}
