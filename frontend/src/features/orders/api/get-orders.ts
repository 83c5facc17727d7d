import { apiRequest } from '../../../lib/api-client';
import type { Order } from '../../../types/order';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>('/api/orders', { signal });
}
