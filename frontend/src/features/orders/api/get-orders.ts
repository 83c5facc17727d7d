import { apiRequest } from '@/lib/http/api-client';
import type { Order } from '@/types/order';
import type { Answer } from '@/types/wire';

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Answer<'/orders', 'get'>>('/api/orders', { signal });
}
