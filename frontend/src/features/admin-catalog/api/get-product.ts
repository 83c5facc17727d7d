import { apiRequest } from '@/lib/http/api-client';
import type { PhoneDetails } from '@/types/product';
import type { Answer } from '@/types/wire';

/** The product as its page answers it: the form's fields, and its axes and variants for the grid. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<PhoneDetails> {
  return apiRequest<Answer<'/product/{id}', 'get'>>(`/api/product/${encodeURIComponent(productId)}`, { signal });
}
