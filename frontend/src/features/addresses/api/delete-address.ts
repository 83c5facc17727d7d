import { apiRequest } from '../../../lib/api-client';
import type { Address } from '../../../types/address';

/** Answers the customer's remaining addresses. */
export function deleteAddress(id: string): Promise<Address[]> {
  return apiRequest<Address[]>(`/api/shipping-addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
