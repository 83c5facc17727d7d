import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export function deleteProduct(productId: string): Promise<Answer<'/delete-product/{id}', 'post'>> {
  return apiRequest<Answer<'/delete-product/{id}', 'post'>>(`/api/delete-product/${encodeURIComponent(productId)}`, { method: 'POST' });
}
