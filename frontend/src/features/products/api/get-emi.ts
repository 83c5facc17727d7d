import { apiRequest } from '@/lib/http/api-client';
import type { Answer } from '@/types/wire';

export type PhoneEmi = Answer<'/product/{id}/emi', 'get'>;
export type VariantEmi = PhoneEmi[number];

/** Every variant's card-EMI monthly amounts per bank, worked out by the server's core. */
export function getEmi(productId: string, signal?: AbortSignal): Promise<PhoneEmi> {
  return apiRequest<PhoneEmi>(`/api/product/${encodeURIComponent(productId)}/emi`, { signal });
}
