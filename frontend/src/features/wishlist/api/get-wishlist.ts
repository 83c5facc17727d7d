import { apiRequest } from '@/lib/http/api-client';
import type { Line } from '@/types/line';
import type { Answer, Schema } from '@/types/wire';

export function getWishlist(customerId: string): Promise<Line[]> {
  return apiRequest<Answer<'/wishlist-products', 'post'>>('/api/wishlist-products', {
    method: 'POST',
    body: { customer_id: customerId } satisfies Schema<'WishlistListRequest'>,
  });
}
