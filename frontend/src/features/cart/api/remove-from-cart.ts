import { apiRequest } from '../../../lib/api-client';

export function removeFromCart(cartId: string, customerId: string): Promise<unknown> {
  return apiRequest('/api/remove-cart', { method: 'POST', body: { cart_id: cartId, customer_id: customerId } });
}
