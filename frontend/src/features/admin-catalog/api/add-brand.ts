import { apiRequest } from '@/lib/http/api-client';
import type { Brand } from '@/types/admin';
import type { Answer, Schema } from '@/types/wire';

export function addBrand(name: string): Promise<Brand> {
  return apiRequest<Answer<'/add-brand', 'post'>>('/api/add-brand', { method: 'POST', body: { name } satisfies Schema<'BrandRequest'> });
}
