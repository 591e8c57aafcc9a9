import { Component, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNearScreen } from '../../../common/useNearScreen.ts';
import { useBelowTheFold } from './BelowTheFold.tsx';
import type { LazyPart } from '../lazyPart.ts';
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
  const box = useRef<HTMLDivElement>(null);
  const group = useBelowTheFold();
  const [failed, setFailed] = useState(false);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const Section = part.loaded();
  const near = useNearScreen(box, LOAD_MARGIN, Boolean(Section));
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

  // One element throughout, the box's and then the section's: the browser's scroll
  // anchoring keeps the view still when an element it anchors on changes size, not when it is
  // replaced by another.
  return (
    <div ref={box} className={`mp-lazy mp-lazy--${size}`} data-waiting={!Section || undefined}>
      {failed ? (
        <LazySectionError onRetry={() => setFailed(false)} />
      ) : Section ? (
        <Boundary fallback={(retry) => <LazySectionError onRetry={retry} />}>
          <Section />
        </Boundary>
      ) : null}
    </div>
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
