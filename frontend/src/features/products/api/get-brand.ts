import { apiRequest } from '@/lib/http/api-client';
import type { Brand } from '@/types/product';
import type { Answer } from '@/types/wire';

/** One brand by its slug; a 404 ApiError when there is none. */
export function getBrand(slug: string, signal?: AbortSignal): Promise<Brand> {
  return apiRequest<Answer<'/brands/{slug}', 'get'>>(`/api/brands/${encodeURIComponent(slug)}`, { signal });
}
