import { apiRequest } from '@/lib/http/api-client';
import type { OrderStatus } from '@/lib/core/core';
import type { Order } from '@/types/admin';
import type { Answer, Schema } from '@/types/wire';

/**
 * Moves an order along its lifecycle; 409 when the move is not allowed from
 * its current status. Shipping sends each phone's IMEIs (`handsets`, one list
 * per unit); 400 names a mistyped one, 409 one already on another order.
 */
export function changeOrderStatus(orderId: string, status: OrderStatus, handsets: string[][] = []): Promise<Order> {
  return apiRequest<Answer<'/admin/orders/{order_id}/status', 'post'>>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: (handsets.length > 0 ? { status, handsets } : { status }) satisfies Schema<'StatusBody'>,
  });
}
