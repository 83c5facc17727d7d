import { apiRequest } from '@/lib/http/api-client';
import type { Brand } from '@/types/product';
import type { Answer } from '@/types/wire';

export function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiRequest<Answer<'/brands', 'get'>>('/api/brands', { signal });
}
