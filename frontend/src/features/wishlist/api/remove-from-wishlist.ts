import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../types/wire';

export function removeFromWishlist(wishlistId: string, customerId: string): Promise<unknown> {
  return apiRequest('/api/remove-wishlist', {
    method: 'POST',
    body: { wishlist_id: wishlistId, customer_id: customerId } satisfies Schema<'WishlistRemoveRequest'>,
  });
}
