import { apiRequest } from '../../../lib/api-client';
import type { Product } from '../types';

export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/api/product/${encodeURIComponent(productId)}`, { signal });
}
