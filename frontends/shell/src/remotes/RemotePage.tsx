import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { Button, Container, EmptyState, PageLoading, type RemoteName } from '@konstvagg/ui';
import { RemoteErrorBoundary } from '../errors/RemoteErrorBoundary.tsx';
import { loadRemote, type RemoteLoaders } from './load-remote.ts';

/** The loaders the app was created with (Module Federation in the real shell, plain imports in the size check). */
export const RemoteLoadersContext = createContext<RemoteLoaders | null>(null);

// Each failed attempt bumps the remote's generation so "Try Again" makes a fresh lazy component.
const generations = new Map<RemoteName, number>();
const listeners = new Set<() => void>();
function retry(remote: RemoteName) {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// One lazy component per loaders, remote, page and attempt (stable across renders, as React needs).
const lazies = new WeakMap<RemoteLoaders, Map<string, LazyExoticComponent<ComponentType>>>();

function lazyPage(loaders: RemoteLoaders, remote: RemoteName, page: string, generation: number) {
  const key = `${remote}/${page}/${generation}`;
  let forLoaders = lazies.get(loaders);
  if (!forLoaders) lazies.set(loaders, (forLoaders = new Map()));
  let component = forLoaders.get(key);
  if (!component) {
    // loadRemote never rejects, so this lazy() never rejects either.
    component = lazy(async () => {
      const result = await loadRemote(loaders, remote);
      if (result.ok && result.pages[page]) return { default: result.pages[page] };
      return { default: () => <RemoteUnavailable remote={remote} /> };
    });
    forLoaders.set(key, component);
  }
  return component;
}

function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  return (
    <Container>
      <div className="shell-unavailable">
        <EmptyState
          headingLevel={1}
          title={<FormattedMessage id="remote.unavailable.title" />}
          action={
            <Button onClick={() => retry(remote)}>
              <FormattedMessage id="error.retry" />
            </Button>
          }
        >
          <FormattedMessage id="remote.unavailable.text" />
        </EmptyState>
      </div>
    </Container>
  );
}

/** Renders one page of a remote inside that remote's error boundary, with a loading state. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const loaders = useContext(RemoteLoadersContext);
  const location = useLocation();
  const generation = useSyncExternalStore(subscribe, () => generations.get(remote) ?? 0);
  if (!loaders) throw new Error('RemotePage needs RemoteLoadersContext');
  const Page = lazyPage(loaders, remote, page, generation);
  return (
    <RemoteErrorBoundary remote={remote} resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
