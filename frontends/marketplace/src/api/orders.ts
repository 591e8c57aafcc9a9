import { useQuery } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutResponse, Order, PurchasesResponse } from '@konstvagg/contracts';
import { api, ApiError } from '@konstvagg/ui';

/** The buying loop's calls (issue 12): checkout, one order (guest key or signed in), the buyer's purchases. */
const orderKeys = {
  order: (id: string, key: string | null) => ['orders', 'detail', id, key] as const,
  purchases: () => ['orders', 'purchases'] as const,
  purchase: (id: string) => ['orders', 'purchase', id] as const,
};

/** An order answer is the order itself or wrapped as `{order}` / `{data}`: read either. */
function orderOf(json: unknown): Order {
  if (json && typeof json === 'object') {
    const o = json as { order?: Order; data?: Order };
    if (o.order) return o.order;
    if (o.data && !Array.isArray(o.data)) return o.data;
  }
  return json as Order;
}

/** POST /checkout/{artworkId}: reserves the work and opens the payment. */
export async function startCheckout(artworkId: string, body: CheckoutBody): Promise<CheckoutResponse> {
  const json = await api.post<CheckoutResponse | { data: CheckoutResponse }>(
    `/checkout/${encodeURIComponent(artworkId)}`,
    body,
  );
  return 'data' in json && json.data ? json.data : (json as CheckoutResponse);
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
    queryFn: async ({ signal }) =>
      orderOf(
        key
          ? await api.get(`/orders/${encodeURIComponent(id)}`, { query: { key }, signal })
          : await api.get(`/buyer/purchases/${encodeURIComponent(id)}`, { signal }),
      ),
    retry,
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? ORDER_POLL_MS : false),
  });
}

/** GET /buyer/purchases: the signed-in buyer's orders, newest first. */
export function usePurchases() {
  return useQuery<Order[], Error>({
    queryKey: orderKeys.purchases(),
    queryFn: async ({ signal }) => {
      const json = await api.get<PurchasesResponse | Order[]>('/buyer/purchases', { signal });
      return Array.isArray(json) ? json : json.data;
    },
    retry,
  });
}
