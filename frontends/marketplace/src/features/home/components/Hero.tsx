import { useEffect, useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { LinkButton } from '@konstvagg/ui';
import { useT, type MessageId } from '../../../messages/index.ts';
import { HOW_IT_WORKS_ID } from '../anchors.ts';
import { goToSection, useBelowTheFold } from './BelowTheFold.tsx';
import {
  forcedHeroVariant,
  HERO_VARIANT_QUERY_KEY,
  pickHeroVariant,
  rememberHeroVariant,
  type HeroVariant,
} from '../heroVariant.ts';

const HEADLINES: Record<HeroVariant, { title: MessageId; lead: MessageId }> = {
  A: { title: 'home.hero.title', lead: 'home.hero.lead' },
  B: { title: 'home.hero.titleB', lead: 'home.hero.leadB' },
  C: { title: 'home.hero.titleC', lead: 'home.hero.leadC' },
};

/** The first screen: one of three headlines (A, B, C), and one way in for each audience. */
export function Hero() {
  const t = useT();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  // Picked once per mount: the server's (a server-rendered page hydrates with the headline in its
  // HTML), else the visitor's stored one, else a random one; ?hero= forces one.
  const [variant] = useState(() =>
    pickHeroVariant(search, undefined, undefined, queryClient.getQueryData(HERO_VARIANT_QUERY_KEY)),
  );
  const forced = forcedHeroVariant(search) !== null;
  useEffect(() => {
    // Stored after the first render, never during it: the server renders this too.
    if (!forced) rememberHeroVariant(variant);
  }, [variant, forced]);
  const headline = HEADLINES[variant];
  const belowTheFold = useBelowTheFold();

  const scrollToHowItWorks = (event: MouseEvent<HTMLAnchorElement>) => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // The section may not be loaded yet (it is below the fold): goToSection loads it, then lands.
    if (goToSection(HOW_IT_WORKS_ID, reduce ? 'auto' : 'smooth', belowTheFold?.revealAll)) {
      event.preventDefault();
    }
  };

  return (
    <section className="mp-hero" aria-labelledby="mp-hero-title" data-hero-variant={variant}>
      <div className="kv-container mp-hero__inner">
        <p className="mp-hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="mp-hero-title" className="mp-hero__title">
          {t(headline.title)}
        </h1>
        <p className="mp-hero__lead">{t(headline.lead)}</p>
        <ul className="mp-hero__paths" aria-label={t('home.hero.audiences')}>
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
