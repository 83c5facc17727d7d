import { apiRequest } from '@/lib/http/api-client';
import type { PhoneDetails } from '@/types/product';
import type { Answer, Schema } from '@/types/wire';

/** Saves a phone's whole variant grid on the version it was loaded at; answers the phone as its page now reads. */
export function saveVariants(productId: string, body: Schema<'VariantGridRequest'>): Promise<PhoneDetails> {
  return apiRequest<Answer<'/product/{id}/variants', 'put'>>(`/api/product/${encodeURIComponent(productId)}/variants`, { method: 'PUT', body });
}
