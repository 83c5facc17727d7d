import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export function removeFromWishlist(wishlistId: string, customerId: string): Promise<Answer<'/remove-wishlist', 'post'>> {
  return apiRequest<Answer<'/remove-wishlist', 'post'>>('/api/remove-wishlist', {
    method: 'POST',
    body: { wishlist_id: wishlistId, customer_id: customerId } satisfies Schema<'WishlistRemoveRequest'>,
  });
}
