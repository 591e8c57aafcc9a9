import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueuedArtwork } from '@konstvagg/contracts/vocabulary';
import { approveArtwork, rejectArtwork, reviewQueue } from '@konstvagg/contracts/endpoints';
import { call } from '@konstvagg/ui';

export type { QueuedArtwork };

const QUEUE_PAGE_SIZE = 20;

/** GET /admin/artworks/review-queue: one page of the queue, oldest first, each work with its age. */
function fetchQueue(cursor: string | undefined, limit = QUEUE_PAGE_SIZE) {
  return call(reviewQueue, { query: { limit, cursor } });
}

export function decide(id: string, decision: { approve: true } | { reason: string }) {
  const params = { id };
  return 'reason' in decision
    ? call(rejectArtwork, { params, body: { reason: decision.reason } })
    : call(approveArtwork, { params });
}

type QueueState =
  | { phase: 'loading' }
  | { phase: 'error' }
  | { phase: 'ready'; artworks: QueuedArtwork[]; total: number; nextCursor: string | null };

/**
 * The queue with "load more": pages are appended in the API's order (oldest first); `reload`
 * starts again from the first page (after a decision, or when another admin decided first).
 */
export function useReviewQueue(limit = QUEUE_PAGE_SIZE) {
  const [state, setState] = useState<QueueState>({ phase: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setState((s) => (s.phase === 'ready' ? s : { phase: 'loading' }));
    try {
      const page = await fetchQueue(undefined, limit);
      if (mine !== generation.current) return;
      setState({
        phase: 'ready',
        artworks: page.artworks,
        total: page.pagination.total,
        nextCursor: page.pagination.hasMore ? page.pagination.nextCursor : null,
      });
    } catch {
      if (mine === generation.current) setState({ phase: 'error' });
    }
  }, [limit]);

  const loadMore = useCallback(async () => {
    if (state.phase !== 'ready' || !state.nextCursor) return;
    const mine = generation.current;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await fetchQueue(state.nextCursor, limit);
      if (mine !== generation.current) return;
      const seen = new Set(state.artworks.map((a) => a.id));
      setState({
        phase: 'ready',
        artworks: [...state.artworks, ...page.artworks.filter((a) => !seen.has(a.id))],
        total: page.pagination.total,
        nextCursor: page.pagination.hasMore ? page.pagination.nextCursor : null,
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [state, limit]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload, loadMore, loadingMore, moreFailed };
}
