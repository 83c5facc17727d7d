import { apiRequest } from '../../../lib/api-client';
import type { Product, ProductRequest } from '../types';

export function addProduct(body: ProductRequest): Promise<Product> {
  return apiRequest<Product>('/api/add-product', { method: 'POST', body });
}
