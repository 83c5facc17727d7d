import { apiRequest } from '../../../lib/api-client';
import type { Review } from '../../../types/product';

export function getProductReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Review[]>(`/api/product/${encodeURIComponent(productId)}/reviews`, { signal });
}
