import type { PlatformStats as Stats } from '@konstvagg/contracts';
import { Skeleton } from '@konstvagg/ui';
import { usePlatformStats } from '../api/stats.ts';
import { useLang, useT, type MessageId } from '../../../messages/index.ts';

const SHOWN: { key: keyof Stats; label: MessageId }[] = [
  { key: 'totalArtworks', label: 'home.stats.artworks' },
  { key: 'totalArtists', label: 'home.stats.artists' },
  { key: 'totalVenues', label: 'home.stats.venues' },
  { key: 'activeExhibitions', label: 'home.stats.exhibitions' },
  { key: 'totalSales', label: 'home.stats.sales' },
  { key: 'citiesActive', label: 'home.stats.cities' },
];

/** GET /stats/platform; placeholder figures only if that call fails, and silently (no error shown). */
export function PlatformStats() {
  const t = useT();
  const lang = useLang();
  const { stats, loading } = usePlatformStats();
  const number = new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB');

  return (
    <section
      className="mp-section mp-platform-stats"
      aria-labelledby="mp-platform-stats-title"
      aria-busy={loading || undefined}
    >
      <div className="kv-container">
        <h2 id="mp-platform-stats-title" className="mp-section__title">
          {t('home.stats.title')}
        </h2>
        {loading && (
          <p className="kv-visually-hidden" role="status">
            {t('home.stats.loading')}
          </p>
        )}
        <dl className="mp-platform-stats__list">
          {SHOWN.map(({ key, label }) => (
            <div key={key} className="mp-platform-stats__item">
              <dt>{t(label)}</dt>
              <dd>{stats ? number.format(stats[key]) : <Skeleton width="3ch" height="2.25rem" />}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
