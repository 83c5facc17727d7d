import { apiRequest } from '../../../lib/api-client';
import type { Line } from '../../../types/line';

export function addToWishlist(productId: string, customerId: string): Promise<{ _id: string }> {
  return apiRequest('/api/add-wishlist', { method: 'POST', body: { product_id: productId, customer_id: customerId } });
}

export function removeFromWishlist(wishlistId: string, customerId: string): Promise<unknown> {
  return apiRequest('/api/remove-wishlist', {
    method: 'POST',
    body: { wishlist_id: wishlistId, customer_id: customerId },
  });
}

export function getWishlist(customerId: string): Promise<Line[]> {
  return apiRequest<Line[]>('/api/wishlist-products', { method: 'POST', body: { customer_id: customerId } });
}
