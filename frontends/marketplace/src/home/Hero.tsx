import type { MouseEvent } from 'react';
import { LinkButton } from '@konstvagg/ui';
import { useT } from '../messages/index.ts';
import { HOW_IT_WORKS_ID } from './HowItWorks.tsx';

/** The first screen: what Konstvägg is, and one way in for each of the three audiences. */
export function Hero() {
  const t = useT();

  const scrollToHowItWorks = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(HOW_IT_WORKS_ID);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard and screen-reader focus along with the view.
    target.focus({ preventScroll: true });
  };

  return (
    <section className="mp-hero" aria-labelledby="mp-hero-title">
      <div className="kv-container mp-hero__inner">
        <p className="mp-hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="mp-hero-title" className="mp-hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="mp-hero__lead">{t('home.hero.lead')}</p>
        <ul className="mp-hero__paths">
          <li>
            <LinkButton to="/register?role=artist">{t('home.hero.exhibit')}</LinkButton>
            <p>{t('home.hero.exhibitFor')}</p>
          </li>
          <li>
            <LinkButton to="/register?role=venue">{t('home.hero.host')}</LinkButton>
            <p>{t('home.hero.hostFor')}</p>
          </li>
          <li>
            <LinkButton to="/artworks">{t('home.hero.discover')}</LinkButton>
            <p>{t('home.hero.discoverFor')}</p>
          </li>
        </ul>
        <a className="mp-hero__how" href={`#${HOW_IT_WORKS_ID}`} onClick={scrollToHowItWorks}>
          {t('home.hero.seeHow')} <span aria-hidden="true">↓</span>
        </a>
      </div>
    </section>
  );
}
