import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts';

interface Props {
  /** Which remote this boundary guards (for the log). */
  remote: string;
  /** The boundary resets when this changes (the path), so navigating away clears an error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * One per remote: an error inside a remote's page shows the fallback screen in the content area
 * while the shell's navigation keeps working. A chunk that failed to load reloads the page once.
 */
export class RemoteErrorBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] error in remote "${this.props.remote}"`, error, info.componentStack);
    if (isChunkLoadError(error)) reloadOnce();
  }

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
