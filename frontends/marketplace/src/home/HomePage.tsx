import { useDocumentMeta } from '../lib/useDocumentMeta.ts';
import { useT } from '../messages/index.ts';
import { FeaturedArtworks } from './FeaturedArtworks.tsx';
import { FinalCallToAction } from './FinalCallToAction.tsx';
import { Hero } from './Hero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { PlatformStats } from './PlatformStats.tsx';
import './home.css';

/**
 * The landing page. Sections still to come (spec §2): location prompt, featured artists and
 * venues, Why Join tabs, trust and payments, testimonials, partner venues, launch-updates signup.
 */
export default function HomePage() {
  const t = useT();
  useDocumentMeta(t('home.metaTitle'), t('home.metaDescription'));
  return (
    <div className="mp-home">
      <Hero />
      <FeaturedArtworks />
      <HowItWorks />
      <PlatformStats />
      <FinalCallToAction />
    </div>
  );
}
