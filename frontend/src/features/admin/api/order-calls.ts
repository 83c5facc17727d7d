import { apiRequest } from '../../../lib/api-client';
import type { OrderStatus } from '../../../lib/core';
import type { Order, OrderPage } from '../types';

export function listOrders(
  query: { status: OrderStatus | ''; page: number; perPage: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return apiRequest<OrderPage>('/api/admin/orders', { query, signal });
}

/** Moves an order along its lifecycle; 409 when the move is not allowed from its current status. */
export function changeOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  return apiRequest<Order>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'POST', body: { status } });
}
