import { apiRequest } from '@/lib/http/api-client';
import type { Order } from '@/types/order';
import type { Answer } from '@/types/wire';

export function cancelOrder(orderId: string): Promise<Order> {
  return apiRequest<Answer<'/order/{order_id}/cancel', 'post'>>(`/api/order/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: {} });
}
