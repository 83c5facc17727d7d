import { apiRequest } from '../../../lib/api-client';
import type { OrderStatus } from '../../../lib/core';
import type { Order } from '../types';

/** Moves an order along its lifecycle; 409 when the move is not allowed from its current status. */
export function changeOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  return apiRequest<Order>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'POST', body: { status } });
}
