import { apiRequest } from '@/lib/http/api-client';
import type { Order } from '@/types/admin';
import type { Answer } from '@/types/wire';

/** Gives a cancelled paid order's money back through the provider; 409 when it owes none, 502 when bKash refused. */
export function refundOrder(orderId: string): Promise<Order> {
  return apiRequest<Answer<'/admin/orders/{order_id}/refund', 'post'>>(`/api/admin/orders/${encodeURIComponent(orderId)}/refund`, { method: 'POST', body: {} });
}
