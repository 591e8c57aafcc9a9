import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true), so what it
 * stands for can start loading before the visitor gets there. Without IntersectionObserver (old
 * browsers, jsdom) it is true at once: everything loads, as it did before lazy loading. `done`
 * skips the observer when the caller no longer needs it (already loaded).
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>, margin: string, done = false): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || done || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, done, ref, margin]);
  return near;
}
