import { apiRequest } from '@/lib/http/api-client';
import type { Order } from '@/types/order';
import type { Answer } from '@/types/wire';

/** One of the customer's orders; a 404 ApiError when there is none. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Answer<'/order/{order_id}', 'get'>>(`/api/order/${encodeURIComponent(orderId)}`, { signal });
}
