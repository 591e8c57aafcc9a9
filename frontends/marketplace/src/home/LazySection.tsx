import { Component, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNearScreen } from '../lib/useNearScreen.ts';
import { useBelowTheFold } from './BelowTheFold.tsx';
import type { LazyPart } from './lazyPart.ts';
import { SectionError } from './SectionError.tsx';

/**
 * How far below (and above) the screen a section starts loading: about a phone screen ahead, so
 * on a normal scroll it is there before the visitor is.
 */
const LOAD_MARGIN = '600px 0px';

/**
 * A home section that loads when it comes near the screen (or when its group reveals every
 * section). Until then an empty block of about the section's height holds its place (`size`
 * names the class in home.css), so nothing below moves when it arrives. Loading shows nothing
 * more; when the code cannot be loaded, or the section fails while rendering, a quiet retry
 * takes its place and the rest of the page stays.
 */
export function LazySection({ part, size }: { part: LazyPart; size: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const group = useBelowTheFold();
  const [failed, setFailed] = useState(false);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const Section = part.loaded();
  const near = useNearScreen(placeholder, LOAD_MARGIN, Boolean(Section));
  const wanted = near || Boolean(group?.revealed);

  useEffect(() => {
    if (Section || failed || !wanted) return;
    let live = true;
    part.load().then(
      () => live && loaded(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Section, failed, wanted, part]);

  if (failed) return <LazySectionError onRetry={() => setFailed(false)} />;
  if (!Section) return <div ref={placeholder} className={`mp-lazy mp-lazy--${size}`} />;
  return (
    <Boundary fallback={(retry) => <LazySectionError onRetry={retry} />}>
      <Section />
    </Boundary>
  );
}

function LazySectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mp-section">
      <div className="kv-container">
        <SectionError onRetry={onRetry} quiet />
      </div>
    </div>
  );
}

/** Keeps a section that throws while rendering from taking the whole page down with it. */
class Boundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
