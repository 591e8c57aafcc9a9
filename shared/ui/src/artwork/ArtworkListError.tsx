import { Button } from '../components/Button.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { useArtworkText } from './text.ts';

/** Shown when a list of artworks could not be loaded; the retry refetches. */
export function ArtworkListError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { text } = useArtworkText();
  return (
    <div role="alert">
      <EmptyState
        title={text.loadErrorTitle}
        action={
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {text.retry}
          </Button>
        }
      >
        {text.loadError}
      </EmptyState>
    </div>
  );
}
