import { apiRequest } from '../../../lib/api-client';
import type { Line } from '../../../types/line';
import type { Schema } from '../../../types/wire';

export function getCart(customerId: string): Promise<Line[]> {
  return apiRequest<Line[]>('/api/cart-products', { method: 'POST', body: { customer_id: customerId } satisfies Schema<'CartListRequest'> });
}
