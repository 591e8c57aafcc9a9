import { LinkButton } from '@konstvagg/ui';
import { useT } from '../messages/index.ts';

/** The closing invitation, one way in per audience. (A later issue adds launch updates and the demo.) */
export function FinalCallToAction() {
  const t = useT();
  return (
    <section className="mp-section mp-cta" aria-labelledby="mp-cta-title">
      <div className="kv-container kv-container--narrow mp-cta__inner">
        <h2 id="mp-cta-title" className="mp-section__title">
          {t('home.cta.title')}
        </h2>
        <p className="mp-section__lead">{t('home.cta.body')}</p>
        <div className="mp-cta__actions">
          <LinkButton to="/register?role=artist">{t('home.hero.exhibit')}</LinkButton>
          <LinkButton to="/register?role=venue" variant="secondary">
            {t('home.hero.host')}
          </LinkButton>
          <LinkButton to="/artworks" variant="secondary">
            {t('home.hero.discover')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
