import { Link } from 'react-router';
import { HOME_PARTNER_LOGOS } from '@konstvagg/rules';
import { Skeleton } from '@konstvagg/ui';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { useFeaturedVenues } from '../../../common/api/home.ts';
import { useT } from '../../../messages/index.ts';

/**
 * Partner venues: five featured venues as wordmarks, each linking to its
 * profile. The same query as the featured venues above, so no second call. Hidden when there are
 * none or the call failed (the featured venues section shows that error once, with a retry).
 */
export function PartnerVenues() {
  const t = useT();
  const words = useArtworkWords();
  const query = useFeaturedVenues();
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  const venues = (query.data ?? []).slice(0, HOME_PARTNER_LOGOS);
  return (
    <section className="mp-section mp-partners" aria-labelledby="mp-partners-title">
      <div className="kv-container">
        <h2 id="mp-partners-title" className="mp-section__title">
          {t('home.partners.title')}
        </h2>
        <p className="mp-section__lead">{t('home.partners.lead')}</p>
        <ul
          className="mp-partners__list"
          aria-label={t('home.partners.listLabel')}
          aria-busy={query.isPending || undefined}
        >
          {query.isPending
            ? Array.from({ length: HOME_PARTNER_LOGOS }, (_, i) => (
                <li key={i} aria-hidden="true" className="mp-partners__item">
                  <Skeleton width="100%" height="4.5rem" />
                </li>
              ))
            : venues.map((venue) => (
                <li key={venue.id} className="mp-partners__item">
                  <Link to={`/venues/${encodeURIComponent(venue.id)}`} className="mp-partners__logo">
                    <span className="mp-partners__name">{venue.venue_name}</span>
                    <span className="mp-partners__city">{cityName(venue.city, words)}</span>
                  </Link>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
