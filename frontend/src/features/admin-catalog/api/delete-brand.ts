import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

/** Refused with 409 while products still use the brand. */
export function deleteBrand(brandId: string): Promise<Answer<'/brands/{id}', 'delete'>> {
  return apiRequest<Answer<'/brands/{id}', 'delete'>>(`/api/brands/${encodeURIComponent(brandId)}`, { method: 'DELETE' });
}
