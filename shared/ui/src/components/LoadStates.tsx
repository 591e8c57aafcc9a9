import { ApiError } from '../api/client.ts';
import { Button } from './Button.tsx';
import { Skeleton } from './Skeleton.tsx';

/** The server's words for a failed call when it sent some (in the caller's language), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && error.status !== 0 ? error.message : fallback;
}

/**
 * A load that failed: what failed (`title`), the server's words when it sent some, and a retry
 * button. An area wraps it with its own messages.
 */
export function LoadFailed({
  title,
  error,
  retry,
  retryLabel,
  className,
}: {
  title: string;
  error: unknown;
  retry: () => void;
  retryLabel: string;
  className?: string;
}) {
  const detail = errorText(error, '');
  return (
    <div className={className ? `kv-card ${className}` : 'kv-card'} role="alert">
      <p style={{ marginTop: 0 }}>
        <strong>{title}</strong>
        {detail ? <> {detail}</> : null}
      </p>
      <Button variant="secondary" onClick={retry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** Grey lines while a section loads, with `label` for screen readers; the heading stays above. */
export function SkeletonLines({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div aria-busy="true">
      <span className="kv-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={`${90 - i * 15}%`} height="1.2em" />
      ))}
    </div>
  );
}

/**
 * "Show more" under a paged list (useApiList): nothing once the list has no next page; after a
 * failed load the button says `retryLabel`. An area passes its own words.
 */
export function ShowMore({
  list,
  label,
  retryLabel,
}: {
  list: { hasMore: boolean; loadingMore: boolean; moreFailed: boolean; loadMore: () => void };
  label: string;
  retryLabel: string;
}) {
  if (!list.hasMore) return null;
  return (
    <p style={{ marginTop: 'var(--kv-space-4)' }}>
      <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
        {list.moreFailed ? retryLabel : label}
      </Button>
    </p>
  );
}
