import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

export function addToCart(productId: string, quantity = 1): Promise<Answer<'/add-cart', 'post'>> {
  return apiRequest<Answer<'/add-cart', 'post'>>('/api/add-cart', { method: 'POST', body: { product_id: productId, quantity } satisfies Schema<'CartAddRequest'> });
}
