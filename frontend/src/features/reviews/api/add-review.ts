import { apiRequest } from '@/lib/http/api-client';
import type { MyReview, ReviewFields } from '../types';
import type { Answer, Schema } from '@/types/wire';

/** Only products the customer received can be reviewed; the server checks. */
export function addReview(productId: string, fields: ReviewFields): Promise<MyReview> {
  return apiRequest<Answer<'/reviews', 'post'>>('/api/reviews', {
    method: 'POST',
    body: { product_id: productId, ...fields } satisfies Schema<'ReviewRequest'>,
  });
}
