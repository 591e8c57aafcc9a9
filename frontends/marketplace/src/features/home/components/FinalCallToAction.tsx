import { Link } from 'react-router';
import { LinkButton } from '@konstvagg/ui';
import { useT } from '../../../messages/index.ts';
import { SubscribeForm } from '../../../common/components/SubscribeForm.tsx';

/** The closing invitation: one way in per audience, launch updates, and the 60-second demo. */
export function FinalCallToAction() {
  const t = useT();
  return (
    <section className="mp-section mp-cta" aria-labelledby="mp-cta-title">
      <div className="kv-container mp-cta__inner">
        <div className="mp-cta__intro">
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
          <Link to="/demo" className="mp-cta__demo">
            <span className="mp-cta__play" aria-hidden="true">
              ▶
            </span>
            <span>
              <span className="mp-cta__demo-title">{t('home.cta.demo')}</span>
              <span className="mp-cta__demo-lead">{t('home.cta.demoLead')}</span>
            </span>
          </Link>
        </div>
        <SubscribeForm />
      </div>
    </section>
  );
}
