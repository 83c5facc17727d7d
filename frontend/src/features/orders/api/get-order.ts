import { apiRequest } from '../../../lib/api-client';
import type { Order } from '../../../types/order';

export function getOrder(orderId: string): Promise<Order> {
  return apiRequest<Order>(`/api/order/${encodeURIComponent(orderId)}`);
}
