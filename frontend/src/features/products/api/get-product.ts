import { apiRequest } from '../../../lib/api-client';
import type { Product } from '../../../types/product';
import type { Answer } from '../../../types/wire';

/** One product by id; a 404 ApiError when there is none. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Answer<'/product/{id}', 'get'>>(`/api/product/${encodeURIComponent(productId)}`, { signal });
}
