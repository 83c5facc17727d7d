import { apiRequest } from '@/lib/http/api-client';
import type { Product, ProductEditRequest } from '@/types/admin';
import type { Answer, Schema } from '@/types/wire';

/** Saves an edit; 409 when the product was edited meanwhile or the stock would go below zero. */
export function updateProduct(productId: string, body: ProductEditRequest): Promise<Product> {
  return apiRequest<Answer<'/product/{id}', 'put'>>(`/api/product/${encodeURIComponent(productId)}`, {
    method: 'PUT',
    body: body satisfies Schema<'ProductRequest'>,
  });
}
