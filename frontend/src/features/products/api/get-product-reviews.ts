import { apiRequest } from '@/lib/http/api-client';
import type { Review } from '@/types/product';
import type { Answer } from '@/types/wire';

export function getProductReviews(productId: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Answer<'/product/{id}/reviews', 'get'>>(`/api/product/${encodeURIComponent(productId)}/reviews`, { signal });
}
