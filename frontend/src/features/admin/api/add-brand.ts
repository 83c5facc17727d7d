import { apiRequest } from '../../../lib/api-client';
import type { Brand } from '../types';

export function addBrand(name: string): Promise<Brand> {
  return apiRequest<Brand>('/api/add-brand', { method: 'POST', body: { name } });
}
