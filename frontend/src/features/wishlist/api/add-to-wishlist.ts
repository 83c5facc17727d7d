import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export function addToWishlist(productId: string, customerId: string): Promise<Answer<'/add-wishlist', 'post'>> {
  return apiRequest<Answer<'/add-wishlist', 'post'>>('/api/add-wishlist', {
    method: 'POST',
    body: { product_id: productId, customer_id: customerId } satisfies Schema<'WishlistAddRequest'>,
  });
}
