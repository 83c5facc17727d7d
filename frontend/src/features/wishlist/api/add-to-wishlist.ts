import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../types/wire';

export function addToWishlist(productId: string, customerId: string): Promise<{ _id: string }> {
  return apiRequest('/api/add-wishlist', { method: 'POST', body: { product_id: productId, customer_id: customerId } satisfies Schema<'WishlistAddRequest'> });
}
