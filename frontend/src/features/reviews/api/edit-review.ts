import { apiRequest } from '@/lib/http/api-client';
import type { MyReview, ReviewFields } from '../types';
import type { Answer, Schema } from '@/types/wire';

export function editReview(reviewId: string, fields: ReviewFields): Promise<MyReview> {
  return apiRequest<Answer<'/reviews/{id}', 'put'>>(`/api/reviews/${encodeURIComponent(reviewId)}`, {
    method: 'PUT',
    body: fields satisfies Schema<'ReviewRequest'>,
  });
}
