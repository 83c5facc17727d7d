import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../types/wire';

export function addToCart(productId: string, quantity = 1): Promise<{ _id: string }> {
  return apiRequest('/api/add-cart', { method: 'POST', body: { product_id: productId, quantity } satisfies Schema<'CartAddRequest'> });
}
