import { apiRequest } from '@/lib/http/api-client';
import type { Brand } from '@/types/admin';
import type { Answer } from '@/types/wire';

export function listBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiRequest<Answer<'/brands', 'get'>>('/api/brands', { signal });
}
