import { apiRequest } from '@/lib/http/api-client';
import type { Address } from '@/types/address';
import type { Answer } from '@/types/wire';

/** Answers the customer's addresses with the new default. */
export function makeDefaultAddress(id: string): Promise<Address[]> {
  return apiRequest<Answer<'/shipping-addresses/{id}/default', 'post'>>(`/api/shipping-addresses/${encodeURIComponent(id)}/default`, { method: 'POST' });
}
