import { apiRequest } from '../../../lib/api-client';
import type { Line } from '../../../types/line';
import type { Schema } from '../../../types/wire';

export function getWishlist(customerId: string): Promise<Line[]> {
  return apiRequest<Line[]>('/api/wishlist-products', { method: 'POST', body: { customer_id: customerId } satisfies Schema<'WishlistListRequest'> });
}
