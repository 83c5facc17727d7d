import { apiRequest } from '@/lib/http/api-client';
import type { OrderStatus } from '@/lib/core/core';
import type { Order } from '../types';
import type { Answer, Schema } from '@/types/wire';

/** Moves an order along its lifecycle; 409 when the move is not allowed from its current status. */
export function changeOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  return apiRequest<Answer<'/admin/orders/{order_id}/status', 'post'>>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'POST', body: { status } satisfies Schema<'StatusBody'> });
}
