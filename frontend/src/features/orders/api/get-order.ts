import { apiRequest } from '../../../lib/api-client';
import type { Order } from '../../../types/order';
import type { Answer } from '../../../types/wire';

export function getOrder(orderId: string): Promise<Order> {
  return apiRequest<Answer<'/order/{order_id}', 'get'>>(`/api/order/${encodeURIComponent(orderId)}`);
}
