import { Button } from '../components/Button.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { useArtworkWords } from './words.ts';

/** Shown when a list of artworks could not be loaded; the retry refetches. */
export function ArtworkListError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { word } = useArtworkWords();
  return (
    <div role="alert">
      <EmptyState
        title={word('artwork.loadErrorTitle')}
        action={
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {word('artwork.retry')}
          </Button>
        }
      >
        {word('artwork.loadError')}
      </EmptyState>
    </div>
  );
}
