import type { ComponentType } from 'react';

/** A component in its own chunk, loaded once and then at hand synchronously. */
export interface LazyPart {
  /** Starts (or joins) the download; after a failure, the next call tries again. */
  load: () => Promise<ComponentType>;
  /** The component, once loaded: a later visit to the page renders it at once, with no placeholder. */
  loaded: () => ComponentType | undefined;
}

/**
 * Wraps a dynamic import. Unlike React.lazy, a failed download is not remembered (a retry can
 * succeed), and a loaded component renders in the same pass, so the page a visitor comes back to
 * (Back, scroll restored) is whole at once rather than placeholders filling in.
 */
export function lazyPart(importer: () => Promise<ComponentType>): LazyPart {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}
