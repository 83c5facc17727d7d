import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export function removeFromCart(cartId: string, customerId: string): Promise<Answer<'/remove-cart', 'post'>> {
  return apiRequest<Answer<'/remove-cart', 'post'>>('/api/remove-cart', {
    method: 'POST',
    body: { cart_id: cartId, customer_id: customerId } satisfies Schema<'CartRemoveRequest'>,
  });
}
