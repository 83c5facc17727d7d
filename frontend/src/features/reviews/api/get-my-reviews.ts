import { apiRequest } from '@/lib/http/api-client';
import type { MyReview } from '../types';
import type { Answer } from '@/types/wire';

export function getMyReviews(signal?: AbortSignal): Promise<MyReview[]> {
  return apiRequest<Answer<'/my-reviews', 'get'>>('/api/my-reviews', { signal });
}
