import { apiRequest } from '@/lib/http/api-client';
import type { Brand } from '@/types/admin';
import type { Answer, Schema } from '@/types/wire';

export function renameBrand(brandId: string, name: string): Promise<Brand> {
  return apiRequest<Answer<'/brands/{id}', 'put'>>(`/api/brands/${encodeURIComponent(brandId)}`, {
    method: 'PUT',
    body: { name } satisfies Schema<'BrandRequest'>,
  });
}
