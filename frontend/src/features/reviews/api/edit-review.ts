import { apiRequest } from '../../../lib/api-client';
import type { MyReview, ReviewFields } from '../types';
import type { Schema } from '../../../types/wire';

export function editReview(reviewId: string, fields: ReviewFields): Promise<MyReview> {
  return apiRequest<MyReview>(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'PUT', body: fields satisfies Schema<'ReviewRequest'> });
}
