import { apiRequest } from '@/lib/http/api-client';
import type { Address } from '@/types/address';
import type { Answer } from '@/types/wire';

/** Answers the customer's remaining addresses. */
export function deleteAddress(id: string): Promise<Address[]> {
  return apiRequest<Answer<'/shipping-addresses/{id}', 'delete'>>(`/api/shipping-addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
