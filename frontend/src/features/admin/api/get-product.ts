import { apiRequest } from '@/lib/http/api-client';
import type { Product } from '../types';
import type { Answer } from '@/types/wire';

export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Answer<'/product/{id}', 'get'>>(`/api/product/${encodeURIComponent(productId)}`, { signal });
}
