import { apiRequest } from '../../../lib/api-client';
import type { Line } from '../../../types/line';

export function addToCart(productId: string, quantity = 1): Promise<{ _id: string }> {
  return apiRequest('/api/add-cart', { method: 'POST', body: { product_id: productId, quantity } });
}

export function removeFromCart(cartId: string, customerId: string): Promise<unknown> {
  return apiRequest('/api/remove-cart', { method: 'POST', body: { cart_id: cartId, customer_id: customerId } });
}

export function getCart(customerId: string): Promise<Line[]> {
  return apiRequest<Line[]>('/api/cart-products', { method: 'POST', body: { customer_id: customerId } });
}

export function setCartQuantity(cartId: string, quantity: number): Promise<Line> {
  return apiRequest<Line>('/api/cart-quantity', { method: 'POST', body: { cart_id: cartId, quantity } });
}
