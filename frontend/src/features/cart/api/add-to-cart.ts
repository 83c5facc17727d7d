import { apiRequest } from '@/lib/http/api-client';
import type { Answer, Schema } from '@/types/wire';

/** Adds `quantity` of a product, of `variantId` when given (else the variant its page opens on). */
export function addToCart(productId: string, quantity = 1, variantId?: string | null): Promise<Answer<'/add-cart', 'post'>> {
  const body: Schema<'CartAddRequest'> = { product_id: productId, quantity, ...(variantId ? { variant_id: variantId } : {}) };
  return apiRequest<Answer<'/add-cart', 'post'>>('/api/add-cart', { method: 'POST', body });
}
