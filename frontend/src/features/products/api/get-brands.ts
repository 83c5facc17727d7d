import { apiRequest } from '../../../lib/api-client';
import type { Brand } from '../../../types/product';

export function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiRequest<Brand[]>('/api/brands', { signal });
}
