import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../types/wire';

export function removeFromCart(cartId: string, customerId: string): Promise<unknown> {
  return apiRequest('/api/remove-cart', { method: 'POST', body: { cart_id: cartId, customer_id: customerId } satisfies Schema<'CartRemoveRequest'> });
}
