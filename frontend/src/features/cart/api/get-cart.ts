import { apiRequest } from '@/lib/http/api-client';
import type { Line } from '@/types/line';
import type { Answer, Schema } from '@/types/wire';

export function getCart(customerId: string): Promise<Line[]> {
  return apiRequest<Answer<'/cart-products', 'post'>>('/api/cart-products', {
    method: 'POST',
    body: { customer_id: customerId } satisfies Schema<'CartListRequest'>,
  });
}
