import { apiRequest } from '../../../lib/api-client';
import type { MyReview } from '../types';

export function getMyReviews(): Promise<MyReview[]> {
  return apiRequest<MyReview[]>('/api/my-reviews');
}
