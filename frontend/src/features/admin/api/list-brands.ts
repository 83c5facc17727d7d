import { apiRequest } from '../../../lib/api-client';
import type { Brand } from '../types';

export function listBrands(signal?: AbortSignal): Promise<Brand[]> {
  return apiRequest<Brand[]>('/api/brands', { signal });
}
