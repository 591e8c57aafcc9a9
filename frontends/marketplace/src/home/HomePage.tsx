import { useDocumentMeta } from '../lib/useDocumentMeta.ts';
import { useT } from '../messages/index.ts';
import { FeaturedArtworks } from './FeaturedArtworks.tsx';
import { FeaturedArtists, FeaturedVenues } from './FeaturedProfiles.tsx';
import { FinalCallToAction } from './FinalCallToAction.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { PartnerVenues } from './PartnerVenues.tsx';
import { PlatformStats } from './PlatformStats.tsx';
import { Testimonials } from './Testimonials.tsx';
import { TrustPayments } from './TrustPayments.tsx';
import { WhyJoin } from './WhyJoin.tsx';
import './home.css';

/** The landing page, every section of spec §2 in order. */
export default function HomePage() {
  const t = useT();
  useDocumentMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <div className="mp-home">
      <Hero />
      <FeaturedArtworks />
      <FeaturedArtists />
      <FeaturedVenues />
      <HowItWorks />
      <WhyJoin />
      <TrustPayments />
      <PlatformStats />
      <Testimonials />
      <PartnerVenues />
      <FinalCallToAction />
    </div>
  );
}
