import { useCallback, useEffect, useRef, useState } from 'react';
import { adminArtworks, approveArtwork, rejectArtwork } from '@konstvagg/contracts/endpoints';
import { call, type ResponseOf } from '@konstvagg/ui';

/**
 * GET /admin/artworks answers the whole list, or with status=pending_review the review queue (its
 * contract is the union of the two): the queue's works carry their age.
 */
type ReviewQueue = Extract<ResponseOf<'adminArtworks'>, { artworks: { overdue: boolean }[] }>;
export type QueuedArtwork = ReviewQueue['artworks'][number];

const QUEUE_PAGE_SIZE = 20;

/** GET /admin/artworks?status=pending_review: one page of the queue, oldest first. */
async function fetchQueue(
  cursor: string | undefined,
  limit = QUEUE_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ReviewQueue> {
  return (await call(adminArtworks, {
    query: { status: 'pending_review', limit, cursor },
    ...(signal ? { signal } : {}),
  })) as ReviewQueue;
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
