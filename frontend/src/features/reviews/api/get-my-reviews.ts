import { apiRequest } from '../../../lib/api-client';
import type { MyReview } from '../types';

export function getMyReviews(signal?: AbortSignal): Promise<MyReview[]> {
  return apiRequest<MyReview[]>('/api/my-reviews', { signal });
}
