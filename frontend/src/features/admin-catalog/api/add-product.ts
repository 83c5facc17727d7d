import { apiRequest } from '@/lib/http/api-client';
import type { Product, ProductRequest } from '@/types/admin';
import type { Answer, Schema } from '@/types/wire';

export function addProduct(body: ProductRequest): Promise<Product> {
  return apiRequest<Answer<'/add-product', 'post'>>('/api/add-product', { method: 'POST', body: body satisfies Schema<'ProductRequest'> });
}
