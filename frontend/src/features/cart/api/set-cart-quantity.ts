import { apiRequest } from '@/lib/http/api-client';
import type { Line } from '@/types/line';
import type { Answer, Schema } from '@/types/wire';

export function setCartQuantity(cartId: string, quantity: number): Promise<Line> {
  return apiRequest<Answer<'/cart-quantity', 'post'>>('/api/cart-quantity', {
    method: 'POST',
    body: { cart_id: cartId, quantity } satisfies Schema<'CartQuantityRequest'>,
  });
}
