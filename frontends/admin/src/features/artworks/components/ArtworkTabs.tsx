import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import '../artworks.css';

/** The two views of the artworks area: every work, and the review queue (links, so each has its URL). */
export function ArtworkTabs() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <nav className="adm-tabs" aria-label={t('artworks.views')}>
      <NavLink end to="/admin/artworks" className="adm-tab adm-tab--link">
        {t('artworks.tab.all')}
      </NavLink>
      <NavLink end to="/admin/artworks/review" className="adm-tab adm-tab--link">
        {t('artworks.tab.queue')}
      </NavLink>
    </nav>
  );
}
