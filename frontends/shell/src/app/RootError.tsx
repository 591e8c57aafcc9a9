import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../errors/chunk-reload.ts';
import { ErrorScreen } from '../errors/ErrorScreen.tsx';

/**
 * The outer error screen: a chunk that failed to load after a deploy reloads the page once;
 * anything else shows the fallback screen, whose Try Again reloads.
 */
function RootError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('[shell] unexpected error', error);
    if (chunk) reloadOnce();
  }, [error, chunk]);
  return (
    <div className="shell-root-error">
      <ErrorScreen plainLink onRetry={() => window.location.reload()} />
    </div>
  );
}

/** Marks a state whose error was just caught, before the address it was caught at is known. */
const JUST_CAUGHT = Symbol('just caught');

interface BoundaryState {
  error: unknown;
  /** The address (location key) the error was caught at; null while there is none. */
  failedAt: string | typeof JUST_CAUGHT | null;
}

class Boundary extends Component<{ children: ReactNode; at: string }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failedAt: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failedAt: JUST_CAUGHT };
  }

  static getDerivedStateFromProps(
    props: { at: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.failedAt === JUST_CAUGHT) return { failedAt: props.at };
    // Moving to another address leaves the error behind, as the data router's errorElement did.
    if (state.failedAt !== null && state.failedAt !== props.at) return { error: undefined, failedAt: null };
    return null;
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo) {
    if (info.componentStack) console.error('[shell] where:', info.componentStack);
  }

  override render() {
    return this.state.failedAt !== null ? <RootError error={this.state.error} /> : this.props.children;
  }
}

/** The outer error boundary of the router's tree (what the data router's errorElement was). */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary at={key}>{children}</Boundary>;
}
