import { apiRequest } from '../../../lib/api-client';
import type { Line } from '../../../types/line';
import type { Schema } from '../../../types/wire';

export function setCartQuantity(cartId: string, quantity: number): Promise<Line> {
  return apiRequest<Line>('/api/cart-quantity', { method: 'POST', body: { cart_id: cartId, quantity } satisfies Schema<'CartQuantityRequest'> });
}
