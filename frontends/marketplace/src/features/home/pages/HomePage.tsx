import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { useT } from '../../../messages/index.ts';
import { BelowTheFoldSections } from '../components/BelowTheFold.tsx';
import { FeaturedArtworks } from '../components/FeaturedArtworks.tsx';
import { Hero } from '../components/Hero.tsx';
import { LazySection } from '../components/LazySection.tsx';
import { lazyPart } from '../lazyPart.ts';
import '../../../common/home.css';

/**
 * Below the fold on a 390 px phone and on a 1280 px desktop alike: each is its own chunk, loaded
 * as it nears the screen or at the visitor's first move (BelowTheFoldSections), so a first visit
 * downloads and runs only the hero and the featured artworks before it shows them (issue 14).
 */
const artists = lazyPart(() => import('../components/FeaturedProfiles.tsx').then((m) => m.FeaturedArtists));
const venues = lazyPart(() => import('../components/FeaturedProfiles.tsx').then((m) => m.FeaturedVenues));
const how = lazyPart(() => import('../components/HowItWorks.tsx').then((m) => m.HowItWorks));
const why = lazyPart(() => import('../components/WhyJoin.tsx').then((m) => m.WhyJoin));
const trust = lazyPart(() => import('../components/TrustPayments.tsx').then((m) => m.TrustPayments));
const stats = lazyPart(() => import('../components/PlatformStats.tsx').then((m) => m.PlatformStats));
const testimonials = lazyPart(() =>
  import('../../../common/components/Testimonials.tsx').then((m) => m.Testimonials),
);
const partners = lazyPart(() => import('../components/PartnerVenues.tsx').then((m) => m.PartnerVenues));
const cta = lazyPart(() => import('../components/FinalCallToAction.tsx').then((m) => m.FinalCallToAction));
const BELOW_THE_FOLD = [artists, venues, how, why, trust, stats, testimonials, partners, cta];

/** The landing page: the hero and featured artworks, then the sections below the fold, in order. */
export default function HomePage() {
  const t = useT();
  useDocumentMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <div className="mp-home">
      <BelowTheFoldSections parts={BELOW_THE_FOLD}>
        <Hero />
        <FeaturedArtworks />
        <LazySection part={artists} size="artists" />
        <LazySection part={venues} size="venues" />
        <LazySection part={how} size="how" />
        <LazySection part={why} size="why" />
        <LazySection part={trust} size="trust" />
        <LazySection part={stats} size="stats" />
        <LazySection part={testimonials} size="testimonials" />
        <LazySection part={partners} size="partners" />
        <LazySection part={cta} size="cta" />
      </BelowTheFoldSections>
    </div>
  );
}
