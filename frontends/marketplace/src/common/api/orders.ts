import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutResponse, Order } from '@konstvagg/contracts';
import { checkout, getPurchase, listPurchases, readOrder } from '@konstvagg/contracts/endpoints';
import { ApiError, call } from '@konstvagg/ui';

/** The buying loop's calls (issue 12): checkout, one order (guest key or signed in), the buyer's purchases. */
const orderKeys = {
  order: (id: string, key: string | null) => ['orders', 'detail', id, key] as const,
  purchases: () => ['orders', 'purchases'] as const,
  purchase: (id: string) => ['orders', 'purchase', id] as const,
};

/** POST /checkout/{artworkId}: reserves the work and opens the payment. */
export async function startCheckout(artworkId: string, body: CheckoutBody): Promise<CheckoutResponse> {
  return call(checkout, { params: { artworkId }, body });
}

/** A 4xx is an answer (not found, wrong key), not a failure to retry. */
const retry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/** How often an order waiting for its payment to land is read again. */
const ORDER_POLL_MS = 1_500;

/**
 * GET /orders/{id}?key= (a guest's key) or /buyer/purchases/{id} (signed in). While the order waits
 * for the payment webhook (pending_payment) it is read again every ORDER_POLL_MS.
 */
export function useOrder(id: string, key: string | null, enabled = true) {
  return useQuery<Order, Error>({
    enabled,
    queryKey: key ? orderKeys.order(id, key) : orderKeys.purchase(id),
    queryFn: ({ signal }) =>
      key
        ? call(readOrder, { params: { id }, query: { key }, signal })
        : call(getPurchase, { params: { id }, signal }),
    retry,
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? ORDER_POLL_MS : false),
  });
}

/** How many purchases a page of the list asks for; "Show more" adds the next. */
const PURCHASES_PAGE_SIZE = 50;

/** GET /buyer/purchases: the signed-in buyer's orders, newest first, a page at a time. */
export function usePurchases() {
  return useInfiniteQuery({
    queryKey: orderKeys.purchases(),
    queryFn: ({ pageParam, signal }) =>
      call(listPurchases, { query: { limit: PURCHASES_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.pagination.hasMore ? (last.pagination.nextCursor ?? undefined) : undefined,
    select: (data) => data.pages.flatMap((page) => page.purchases),
    retry,
  });
}
