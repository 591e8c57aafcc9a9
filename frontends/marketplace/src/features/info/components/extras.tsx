import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@konstvagg/ui';
import type { InfoPath } from '../paths.ts';

/**
 * The info pages that have more than text: a form, the demo or the testimonials. Each is its own
 * lazy chunk, so the other info pages do not download them.
 */
const EXTRAS: Partial<Record<InfoPath, LazyExoticComponent<ComponentType>>> = {
  '/contact': lazy(() => import('./ContactForm.tsx').then((m) => ({ default: m.ContactForm }))),
  '/subscribe': lazy(() =>
    import('../../../common/components/SubscribeForm.tsx').then((m) => ({
      default: () => <m.SubscribeForm headingLevel={2} />,
    })),
  ),
  '/demo': lazy(() => import('./DemoWalkthrough.tsx').then((m) => ({ default: m.DemoWalkthrough }))),
  '/testimonials': lazy(() =>
    import('../../../common/components/Testimonials.tsx').then((m) => ({ default: m.TestimonialGrid })),
  ),
};

/** The extra part of an info page, if it has one. */
export function InfoExtra({ path }: { path: InfoPath }) {
  const Extra = EXTRAS[path];
  if (!Extra) return null;
  return (
    <div className="mp-info__extra">
      <Suspense fallback={<Spinner />}>
        <Extra />
      </Suspense>
    </div>
  );
}
