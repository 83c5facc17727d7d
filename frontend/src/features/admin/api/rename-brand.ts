import { apiRequest } from '../../../lib/api-client';
import type { Brand } from '../types';

export function renameBrand(brandId: string, name: string): Promise<Brand> {
  return apiRequest<Brand>(`/api/brands/${encodeURIComponent(brandId)}`, { method: 'PUT', body: { name } });
}
